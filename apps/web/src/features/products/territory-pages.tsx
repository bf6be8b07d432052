import type { TerritoryProduct } from '@app/contract';
import { PRO_FIRST, routePath, VALUATION_ZONE_POOL_MAX } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../lib/link';
import type { ProfileQuery } from '../../components/invoice-addressee-fields';
import { Loaded } from '../../components/loaded';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useCurrentLanguage } from '../../lib/i18n';
import type { RouteName } from '@app/contract';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useTerritories } from './api/territories';
import { ProFirstContactList, ValuationContactList } from './components/territory-contact-list';
import { TerritoryList } from './components/territory-list';
import { DialogLoading } from '../../components/dialog-loading';

// The order dialog's code (its form, the contract's schemas, the number field) comes with its first
// opening, not with the territories' and their contacts' screens (issue 49).
const TerritoryOrderModal = lazy(async () => ({
  default: (await import('./components/territory-order-modal')).TerritoryOrderModal,
}));

/** A product page's frame: its title, what it does, and its content once the user is known. */
function TerritoryFrame({
  route,
  intro,
  children,
}: {
  route: RouteName;
  intro: string;
  children: (userId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey(route));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
      {user ? children(user.id) : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

/** The postcodes held, a link to their contacts, and ordering another. */
function Territories({
  userId,
  product,
  profileQuery,
}: {
  userId: number;
  product: TerritoryProduct;
  profileQuery: ProfileQuery;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const query = useTerritories(userId, product);
  const [ordering, setOrdering] = useState(false);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button onClick={() => setOrdering(true)} data-testid="territory-order">
          {product === 'proFirst'
            ? t('products:territory.proFirst.order')
            : t('products:territory.valuation.order')}
        </Button>
        <Anchor
          component={Link}
          to={routePath(
            product === 'proFirst' ? 'products-profirstcontacts' : 'products-valuationcontacts',
            lang,
          )}
        >
          {product === 'proFirst'
            ? t('products:territory.proFirst.toContacts')
            : t('products:territory.valuation.toContacts')}
        </Anchor>
      </Group>
      <Loaded query={query} testId="territories">
        {(territories) => <TerritoryList product={product} territories={territories} />}
      </Loaded>
      {ordering ? (
        <Suspense fallback={<DialogLoading testId="territory-order-loading" />}>
          <TerritoryOrderModal
            userId={userId}
            product={product}
            profileQuery={profileQuery}
            onClose={() => setOrdering(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Route `products-profirst` (my cities). */
export function ProFirstPage({ profileQuery }: { profileQuery: ProfileQuery }) {
  const { t } = useTranslation();
  return (
    <TerritoryFrame
      route="products-profirst"
      intro={t('products:territory.proFirst.intro', { price: formatMoney(PRO_FIRST.perPostcodePerMonth) })}
    >
      {(userId) => <Territories userId={userId} product="proFirst" profileQuery={profileQuery} />}
    </TerritoryFrame>
  );
}

/** Route `products-valuation` (my zones). */
export function ValuationZonesPage({ profileQuery }: { profileQuery: ProfileQuery }) {
  const { t } = useTranslation();
  return (
    <TerritoryFrame
      route="products-valuation"
      intro={t('products:territory.valuation.intro', { max: VALUATION_ZONE_POOL_MAX })}
    >
      {(userId) => <Territories userId={userId} product="valuation" profileQuery={profileQuery} />}
    </TerritoryFrame>
  );
}

/** Route `products-profirstcontacts`. */
export function ProFirstContactsPage() {
  const { t } = useTranslation();
  return (
    <TerritoryFrame route="products-profirstcontacts" intro={t('products:territory.proFirst.contactsIntro')}>
      {(userId) => <ProFirstContactList userId={userId} />}
    </TerritoryFrame>
  );
}

/** Route `products-valuationcontacts`. */
export function ValuationContactsPage() {
  const { t } = useTranslation();
  return (
    <TerritoryFrame
      route="products-valuationcontacts"
      intro={t('products:territory.valuation.contactsIntro')}
    >
      {(userId) => <ValuationContactList userId={userId} />}
    </TerritoryFrame>
  );
}
