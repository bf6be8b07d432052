import type { OrderableProduct, ProductCode, RouteName, UserProduct } from '@app/contract';
import cardList from '../../../components/card-list.module.css';
import {
  ACTIVATION,
  canAskForInformation,
  HELD_ACTIVATIONS,
  isOrderableProduct,
  mayOrderProduct,
  PRODUCT_CODES,
  routePath,
} from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fragment, Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { DialogLoading } from '../../../components/dialog-loading';
import { ScrollTable } from '../../../components/scroll-table';
import { useCardsLayout } from '../../../lib/cards-layout';
import { currentLanguage, useCurrentLanguage } from '../../../lib/i18n';
import { Link } from '../../../lib/link';
import {
  ACTIVATION_COLORS,
  ACTIVATION_KEYS,
  PACK_KEYS,
  periodLabel,
  PRODUCT_NAME_KEYS,
} from './product-labels';
import { LazyInformationModal } from './lazy-dialogs';

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

interface RowProps {
  code: ProductCode;
  product: UserProduct | undefined;
}

/** The product's name (a link to its screen where it has one) and what it does. */
function ProductName({ code }: { code: ProductCode }) {
  const { t, i18n } = useTranslation();
  const route = PRODUCT_ROUTES[code];
  const name = t(PRODUCT_NAME_KEYS[code]);
  return (
    <>
      {route ? (
        <Anchor component={Link} to={routePath(route, currentLanguage(i18n))} fw={600}>
          {name}
        </Anchor>
      ) : (
        <Text fw={600}>{name}</Text>
      )}
      <Text size="xs" c="dimmed" maw={260}>
        {t(DESCRIPTION_KEYS[code])}
      </Text>
    </>
  );
}

function ProductState({ product }: { product: UserProduct | undefined }) {
  const { t } = useTranslation();
  const activation = product?.activation ?? ACTIVATION.notActive;
  return (
    <Badge color={ACTIVATION_COLORS[activation]} variant="light" data-testid="products-state">
      {t(ACTIVATION_KEYS[activation])}
    </Badge>
  );
}

/** A product of a pack costs nothing of its own: the pack's price is said once, on its card. */
function PriceCell({ product }: { product: UserProduct | undefined }) {
  const { t } = useTranslation();
  if (product?.pack) return t('products:summary.inPack');
  if (product?.monthlyPrice === null || product?.monthlyPrice === undefined) return '–';
  return t('products:summary.perMonth', { price: formatMoney(product.monthlyPrice) });
}

/** Order (or buy credits) and ask for information, where the product's state allows them. */
function ProductActions({
  code,
  product,
  onOrder,
  onAsk,
}: RowProps & { onOrder: (product: OrderableProduct) => void; onAsk: (code: ProductCode) => void }) {
  const { t } = useTranslation();
  const activation = product?.activation ?? ACTIVATION.notActive;
  const name = t(PRODUCT_NAME_KEYS[code]);
  // Property Advisor credits top up the product one has or is getting.
  const topUp = code === 'propertyAdvisor' && HELD_ACTIVATIONS.includes(activation);
  return (
    <Group gap="xs" wrap="nowrap">
      {isOrderableProduct(code) && mayOrderProduct(code, product?.activation) ? (
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
          onClick={() => onAsk(code)}
          aria-label={t('products:information.askNamed', { product: name })}
          data-testid="products-ask"
        >
          {t('products:information.ask')}
        </Button>
      ) : null}
    </Group>
  );
}

const packOf = (product: UserProduct | undefined, t: (key: string) => string) =>
  product?.pack ? t(PACK_KEYS[product.pack]) : '–';
const slotsOf = (
  product: UserProduct | undefined,
  t: (key: string, values: Record<string, number>) => string,
) =>
  product?.slots !== null && product?.slots !== undefined && product.used !== null
    ? t('products:usage', { used: product.used, slots: product.slots })
    : '–';

/**
 * Every product with its state, pack, period, slots, price and actions: a table on wider screens, a
 * card per product on a phone (issue 48: the table scrolled sideways under its actions there).
 */
export function ProductList({
  userId,
  products,
  onOrder,
}: {
  userId: number;
  products: UserProduct[];
  onOrder: (product: OrderableProduct) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const asCards = useCardsLayout();
  const [asking, setAsking] = useState<ProductCode | null>(null);
  const byCode = new Map(products.map((product) => [product.code, product]));
  const rows = PRODUCT_CODES.map((code) => ({ code, product: byCode.get(code) }));
  const actions = (row: RowProps) => <ProductActions {...row} onOrder={onOrder} onAsk={setAsking} />;
  return (
    <>
      {asCards ? (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('products:summary.table')}
          className={cardList.list}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {rows.map(({ code, product }) => (
            <Paper component="li" key={code} withBorder p="sm" data-testid="products-row" data-product={code}>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <ProductName code={code} />
                  </div>
                  <ProductState product={product} />
                </Group>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
                  {(
                    [
                      ['products:summary.pack', packOf(product, t)],
                      ['products:summary.period', product ? periodLabel(product, t, lang) : '–'],
                      ['products:summary.slotsColumn', slotsOf(product, t)],
                      ['products:summary.price', <PriceCell key="price" product={product} />],
                    ] as const
                  ).map(([label, value]) => (
                    <Fragment key={label}>
                      <Text size="sm" c="dimmed">
                        {t(label)}
                      </Text>
                      <Text size="sm">{value}</Text>
                    </Fragment>
                  ))}
                </SimpleGrid>
                {actions({ code, product })}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
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
              {rows.map(({ code, product }) => (
                <Table.Tr key={code} data-testid="products-row" data-product={code}>
                  <Table.Td>
                    <ProductName code={code} />
                  </Table.Td>
                  <Table.Td>
                    <ProductState product={product} />
                  </Table.Td>
                  <Table.Td>{packOf(product, t)}</Table.Td>
                  <Table.Td>{product ? periodLabel(product, t, lang) : '–'}</Table.Td>
                  <Table.Td>{slotsOf(product, t)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <PriceCell product={product} />
                  </Table.Td>
                  <Table.Td>{actions({ code, product })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {asking ? (
        <Suspense fallback={<DialogLoading testId="information-loading" />}>
          <LazyInformationModal userId={userId} product={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
