import type { OrderableProduct } from '@app/contract';
import { ACTIVATION, canAskForInformation, mayOrderProduct, ORDER_PACKAGES, routePath } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../lib/link';
import type { ProfileQuery } from '../../components/invoice-addressee-fields';
import { Loaded } from '../../components/loaded';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useCurrentLanguage } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useLeadGenerator } from './api/lead-generator';
import { useFixedPrice } from './api/product-orders';
import { DialogLoading } from '../../components/dialog-loading';
import { LazyInformationModal, LazyProductOrderModal } from './components/lazy-dialogs';
import { ProductState } from './components/product-state';
import { SellerLeadList } from './components/seller-lead-list';

const PRODUCT: OrderableProduct = 'leadGenerator';

/**
 * Route `products-lead-generator`: what it does, its state and area, ordering or asking for
 * information (terms accepted), and the leads it brought with their export.
 */
export function LeadGeneratorPage({ profileQuery }: { profileQuery: ProfileQuery }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('products-lead-generator'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('products:leadGenerator.intro')}</Text>
      {user ? (
        <LeadGenerator userId={user.id} profileQuery={profileQuery} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function LeadGenerator({ userId, profileQuery }: { userId: number; profileQuery: ProfileQuery }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const query = useLeadGenerator(userId);
  const online = useFixedPrice(userId);
  const [dialog, setDialog] = useState<'order' | 'information' | null>(null);
  return (
    <Loaded query={query} testId="lead-generator">
      {({ product, area, total }) => {
        const activation = product?.activation ?? ACTIVATION.notActive;
        return (
          <Stack gap="lg">
            <Paper withBorder p="md" data-testid="lead-generator-product">
              <Stack gap="sm">
                <Group gap="sm">
                  <ProductState product={product} testId="lead-generator-state" />
                  <Text size="sm" fw={600}>
                    {t('products:summary.perMonth', {
                      price: formatMoney(ORDER_PACKAGES.product['lead-generator'].price),
                    })}
                  </Text>
                </Group>
                {area ? (
                  <Text size="sm" data-testid="lead-generator-area">
                    {t('products:leadGenerator.area', {
                      km: area.radiusKm,
                      postcode: area.postcode,
                      city: area.city,
                    })}
                  </Text>
                ) : (
                  <Text size="sm" data-testid="lead-generator-no-area">
                    {t('products:leadGenerator.noArea')}{' '}
                    <Anchor component={Link} to={routePath('profile', lang)}>
                      {t('products:leadGenerator.toProfile')}
                    </Anchor>
                  </Text>
                )}
                <Group gap="sm">
                  {mayOrderProduct(PRODUCT, product?.activation) ? (
                    <Button
                      onClick={() => setDialog('order')}
                      disabled={!online.data}
                      data-testid="lead-generator-order"
                    >
                      {t('products:order.order')}
                    </Button>
                  ) : null}
                  {canAskForInformation(activation) ? (
                    <Button
                      variant="light"
                      onClick={() => setDialog('information')}
                      data-testid="lead-generator-ask"
                    >
                      {t('products:information.ask')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Paper>
            {product || total > 0 ? <SellerLeadList userId={userId} /> : null}
            {dialog === 'order' && online.data ? (
              <Suspense fallback={<DialogLoading testId="product-order-loading" />}>
                <LazyProductOrderModal
                  userId={userId}
                  product={PRODUCT}
                  onlineListings={online.data.onlineListings}
                  profileQuery={profileQuery}
                  onClose={() => setDialog(null)}
                />
              </Suspense>
            ) : null}
            {dialog === 'information' ? (
              <Suspense fallback={<DialogLoading testId="information-loading" />}>
                <LazyInformationModal
                  userId={userId}
                  product="leadGenerator"
                  onClose={() => setDialog(null)}
                />
              </Suspense>
            ) : null}
          </Stack>
        );
      }}
    </Loaded>
  );
}
