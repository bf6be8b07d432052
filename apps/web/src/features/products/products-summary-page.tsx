import type { OrderableProduct, PackCode, ProductCode, RouteName, UserProduct } from '@app/contract';
import {
  ACTIVATION,
  brusselsToday,
  productWorks,
  canAskForInformation,
  mayOrderProduct,
  HELD_ACTIVATIONS,
  OrderableProduct as OrderableProductSchema,
  PACKS,
  PRODUCT_CODES,
  routePath,
} from '@app/contract';
import { formatMoney } from '@app/i18n';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../lib/link';
import { Loaded } from '../../components/loaded';
import { ScrollTable } from '../../components/scroll-table';
import { useCurrentUser } from '../../lib/auth/current-user';
import { currentLanguage } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import type { ProfileQuery } from '../../components/invoice-addressee-fields';
import { useMyProducts } from './api/my-products';
import { useFixedPrice } from './api/product-orders';
import { FixedPriceSection } from './components/fixed-price-section';
import { InformationModal } from './components/information-modal';
import { ProductOrderModal } from './components/product-order-modal';
import { ProductOrdersList } from './components/product-orders-list';
import { ProDirectoryPreview } from './components/pro-directory-preview';
import {
  ACTIVATION_COLORS,
  ACTIVATION_KEYS,
  PACK_KEYS,
  periodLabel,
  PRODUCT_NAME_KEYS,
} from './components/product-labels';

/**
 * The products with a screen of their own: each explains itself there to one who does not have it,
 * and Pro First and valuation zones are ordered there.
 */
const PRODUCT_ROUTES: Partial<Record<ProductCode, RouteName>> = {
  bestOf: 'products-bestof',
  color: 'products-color',
  wallpaper: 'products-wallpaper',
  proFirst: 'products-profirst',
  valuation: 'products-valuation',
  leadGenerator: 'products-lead-generator',
  propertyAdvisor: 'products-property-advisor',
};

/** Literal keys, so the catalog check sees them. */
const DESCRIPTION_KEYS: Record<ProductCode, string> = {
  bestOf: 'products:describe.bestOf',
  color: 'products:describe.color',
  wallpaper: 'products:describe.wallpaper',
  proFirst: 'products:describe.proFirst',
  valuation: 'products:describe.valuation',
  leadGenerator: 'products:describe.leadGenerator',
  propertyAdvisor: 'products:describe.propertyAdvisor',
  emailAlertPro: 'products:describe.emailAlertPro',
  proDirectory: 'products:describe.proDirectory',
};

const isOrderable = (code: ProductCode): code is OrderableProduct & ProductCode =>
  OrderableProductSchema.safeParse(code).success;

/**
 * Route `products-summary`: every product with its state, pack, period, slots and price; ordering
 * and asking for information; fixed-price packages; the product orders with their invoices.
 */
export function ProductsSummaryPage({ profileQuery }: { profileQuery: ProfileQuery }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('products-summary'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('products:summary.intro')}</Text>
      {user ? (
        <Summary userId={user.id} profileQuery={profileQuery} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function Summary({ userId, profileQuery }: { userId: number; profileQuery: ProfileQuery }) {
  const query = useMyProducts(userId, true);
  const fixedPrice = useFixedPrice(userId);
  const [ordering, setOrdering] = useState<OrderableProduct | null>(null);
  return (
    <Loaded query={query} testId="products-summary">
      {(products) => (
        <Stack gap="xl">
          <ProductTable userId={userId} products={products} onOrder={setOrdering} />
          <Packs current={products.find((product) => product.pack !== null)?.pack ?? null} />
          <DirectorySection
            userId={userId}
            profileQuery={profileQuery}
            product={products.find((product) => product.code === 'proDirectory')}
          />
          <Loaded query={fixedPrice} testId="fixed-price">
            {(state) => <FixedPriceSection state={state} onOrder={() => setOrdering('fixedPrice')} />}
          </Loaded>
          <ProductOrdersList userId={userId} />
          {ordering && fixedPrice.data ? (
            <ProductOrderModal
              userId={userId}
              product={ordering}
              onlineListings={fixedPrice.data.onlineListings}
              profileQuery={profileQuery}
              onClose={() => setOrdering(null)}
            />
          ) : null}
        </Stack>
      )}
    </Loaded>
  );
}

/** PRO Directory: how the agency's entry looks, from its profile (decision 024). */
function DirectorySection({
  userId,
  profileQuery,
  product,
}: {
  userId: number;
  profileQuery: ProfileQuery;
  product: UserProduct | undefined;
}) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery(userId));
  const works = product !== undefined && productWorks(product, brusselsToday());
  return (
    <Stack gap="sm" data-testid="pro-directory">
      <Title order={2} size="h3">
        {t('products:directory.title')}
      </Title>
      <Text size="sm">{t(works ? 'products:directory.yours' : 'products:directory.offer')}</Text>
      {profile.data ? (
        <ProDirectoryPreview profile={profile.data} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function Packs({ current }: { current: PackCode | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('products:summary.packs')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(PACKS) as PackCode[]).map((code) => {
          const pack = PACKS[code];
          return (
            <Card withBorder key={code} data-testid="products-pack" data-pack={code}>
              <Group justify="space-between">
                <Text fw={700}>{t(PACK_KEYS[code])}</Text>
                {current === code ? (
                  <Badge variant="light" color="green">
                    {t('products:summary.yourPack')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="lg" fw={700} mt="xs">
                {t('products:summary.perMonth', { price: formatMoney(pack.price) })}
              </Text>
              <List size="sm" mt="xs">
                <List.Item>
                  {t('products:summary.slots', { count: pack.bestOf, product: t('products:name.bestOf') })}
                </List.Item>
                <List.Item>
                  {t('products:summary.slots', { count: pack.color, product: t('products:name.color') })}
                </List.Item>
                {pack.includes.map((included) => (
                  <List.Item key={included}>{t(PRODUCT_NAME_KEYS[included])}</List.Item>
                ))}
              </List>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** A product of a pack costs nothing of its own: the pack's price is said once, on its card. */
function PriceCell({ product }: { product: UserProduct | undefined }) {
  const { t } = useTranslation();
  if (product?.pack) return t('products:summary.inPack');
  if (product?.monthlyPrice === null || product?.monthlyPrice === undefined) return '–';
  return t('products:summary.perMonth', { price: formatMoney(product.monthlyPrice) });
}

function ProductTable({
  userId,
  products,
  onOrder,
}: {
  userId: number;
  products: UserProduct[];
  onOrder: (product: OrderableProduct) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [asking, setAsking] = useState<ProductCode | null>(null);
  const byCode = new Map(products.map((product) => [product.code, product]));
  return (
    <>
      <ScrollTable minWidth={860} label={t('products:summary.table')} stickyActions>
        <Table verticalSpacing="sm" data-testid="products-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('products:summary.product')}</Table.Th>
              <Table.Th>{t('products:summary.state')}</Table.Th>
              <Table.Th>{t('products:summary.pack')}</Table.Th>
              <Table.Th>{t('products:summary.period')}</Table.Th>
              <Table.Th>{t('products:summary.slotsColumn')}</Table.Th>
              <Table.Th>{t('products:summary.price')}</Table.Th>
              <Table.Th>{t('products:summary.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PRODUCT_CODES.map((code) => {
              const product = byCode.get(code);
              const activation = product?.activation ?? ACTIVATION.notActive;
              const route = PRODUCT_ROUTES[code];
              const name = t(PRODUCT_NAME_KEYS[code]);
              // Property Advisor credits top up the product one has or is getting.
              const topUp = code === 'propertyAdvisor' && HELD_ACTIVATIONS.includes(activation);
              return (
                <Table.Tr key={code} data-testid="products-row" data-product={code}>
                  <Table.Td>
                    {route ? (
                      <Anchor component={Link} to={routePath(route, lang)} fw={600}>
                        {name}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{name}</Text>
                    )}
                    <Text size="xs" c="dimmed" maw={260}>
                      {t(DESCRIPTION_KEYS[code])}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={ACTIVATION_COLORS[activation]} variant="light" data-testid="products-state">
                      {t(ACTIVATION_KEYS[activation])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{product?.pack ? t(PACK_KEYS[product.pack]) : '–'}</Table.Td>
                  <Table.Td>{product ? periodLabel(product, t, lang) : '–'}</Table.Td>
                  <Table.Td>
                    {product?.slots !== null && product?.slots !== undefined && product.used !== null
                      ? t('products:usage', { used: product.used, slots: product.slots })
                      : '–'}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <PriceCell product={product} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {isOrderable(code) && mayOrderProduct(code, product?.activation) ? (
                        <Button
                          size="xs"
                          onClick={() => onOrder(code)}
                          aria-label={t(topUp ? 'products:order.creditsNamed' : 'products:order.orderNamed', {
                            product: name,
                          })}
                          data-testid="products-order"
                        >
                          {t(topUp ? 'products:order.credits' : 'products:order.order')}
                        </Button>
                      ) : null}
                      {canAskForInformation(activation) ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setAsking(code)}
                          aria-label={t('products:information.askNamed', { product: name })}
                          data-testid="products-ask"
                        >
                          {t('products:information.ask')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {asking ? <InformationModal userId={userId} product={asking} onClose={() => setAsking(null)} /> : null}
    </>
  );
}
