import { ACTIVATION, brusselsToday, canAskForInformation, productWorks } from '@app/contract';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { DialogLoading } from '../../components/dialog-loading';
import { Loaded } from '../../components/loaded';
import { useCurrentUser } from '../../lib/auth/current-user';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useMyProducts } from './api/my-products';
import { DossierForm } from './components/dossier-form';
import { DossierList } from './components/dossier-list';
import { LazyInformationModal } from './components/lazy-dialogs';
import { ProductState } from './components/product-state';

/** Route `products-property-advisor`: the product, its credits, new dossiers and the dossiers so far. */
export function PropertyAdvisorPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('products-property-advisor'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('products:advisor.intro')}</Text>
      {user ? <Advisor userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function Advisor({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useMyProducts(userId, true);
  const [asking, setAsking] = useState(false);
  return (
    <Loaded query={query} testId="advisor">
      {(products) => {
        const product = products.find((item) => item.code === 'propertyAdvisor');
        const activation = product?.activation ?? ACTIVATION.notActive;
        const active = product !== undefined && productWorks(product, brusselsToday());
        return (
          <Stack gap="lg">
            <Paper withBorder p="md" data-testid="advisor-product">
              <Group gap="sm">
                <ProductState product={product} testId="advisor-state" />
                {product?.credits !== null && product?.credits !== undefined ? (
                  <Text size="sm" fw={600} data-testid="advisor-credits">
                    {t('products:advisor.credits', { count: product.credits })}
                  </Text>
                ) : null}
              </Group>
            </Paper>
            {active ? (
              <DossierForm userId={userId} />
            ) : (
              <Alert color="yellow" data-testid="advisor-not-active">
                <Stack gap="xs">
                  <Text size="sm">{t('errors:productNotActive')}</Text>
                  {canAskForInformation(activation) ? (
                    <Button
                      size="xs"
                      variant="light"
                      w="fit-content"
                      onClick={() => setAsking(true)}
                      data-testid="advisor-ask"
                    >
                      {t('products:information.ask')}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            )}
            {product ? <DossierList userId={userId} /> : null}
            {asking ? (
              <Suspense fallback={<DialogLoading testId="information-loading" />}>
                <LazyInformationModal
                  userId={userId}
                  product="propertyAdvisor"
                  onClose={() => setAsking(false)}
                />
              </Suspense>
            ) : null}
          </Stack>
        );
      }}
    </Loaded>
  );
}
