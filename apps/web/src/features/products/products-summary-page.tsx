import type { OrderableProduct, PackCode, UserProduct } from '@app/contract';
import { brusselsToday, productWorks, PACKS } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Badge, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { DialogLoading } from '../../components/dialog-loading';
import { Loaded } from '../../components/loaded';
import { useCurrentUser } from '../../lib/auth/current-user';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import type { ProfileQuery } from '../../components/invoice-addressee-fields';
import { useMyProducts } from './api/my-products';
import { useFixedPrice } from './api/product-orders';
import { FixedPriceSection } from './components/fixed-price-section';
import { ProductList } from './components/product-list';
import { LazyProductOrderModal } from './components/lazy-dialogs';
import { ProductOrdersList } from './components/product-orders-list';
import { ProDirectoryPreview } from './components/pro-directory-preview';
import { PACK_KEYS, PRODUCT_NAME_KEYS } from './components/product-labels';

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
          <ProductList userId={userId} products={products} onOrder={setOrdering} />
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
            <Suspense fallback={<DialogLoading testId="product-order-loading" />}>
              <LazyProductOrderModal
                userId={userId}
                product={ordering}
                onlineListings={fixedPrice.data.onlineListings}
                profileQuery={profileQuery}
                onClose={() => setOrdering(null)}
              />
            </Suspense>
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
