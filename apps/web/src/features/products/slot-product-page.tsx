import type { SlotProductCode } from '@app/contract';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Loaded } from '../../components/loaded';
import { useCurrentUser } from '../../lib/auth/current-user';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useSlotProduct } from './api/slot-product';
import { NoProduct } from './components/no-product';
import { SlotListings } from './components/slot-listings';
import { SlotSummary } from './components/slot-summary';

/** Literal keys: the i18n check finds every key in the source. */
const INTRO_KEYS: Record<SlotProductCode, string> = {
  bestOf: 'products:intro.bestOf',
  color: 'products:intro.color',
};

/** Routes `products-bestof` and `products-color`: the slots, how they are filled, and who holds them. */
function SlotProductPage({ code }: { code: SlotProductCode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey(code === 'bestOf' ? 'products-bestof' : 'products-color'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t(INTRO_KEYS[code])}</Text>
      {user ? (
        <SlotProductView userId={user.id} code={code} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function SlotProductView({ userId, code }: { userId: number; code: SlotProductCode }) {
  const query = useSlotProduct(userId, code);
  return (
    <Loaded query={query} testId="slot-product">
      {(product) =>
        product === null ? (
          <NoProduct />
        ) : (
          <Stack gap="lg">
            <SlotSummary userId={userId} product={product} />
            <SlotListings userId={userId} product={product} />
          </Stack>
        )
      }
    </Loaded>
  );
}

export const BestOfPage = () => <SlotProductPage code="bestOf" />;
export const ColorPage = () => <SlotProductPage code="color" />;
