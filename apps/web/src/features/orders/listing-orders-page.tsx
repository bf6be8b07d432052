import { routePath } from '@app/contract';
import { Anchor, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../lib/link';
import { Loaded } from '../../components/loaded';
import { useCurrentUser } from '../../lib/auth/current-user';
import { currentLanguage } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useOrderListing } from './api/order-listing';
import type { ProfileQuery } from './orders-modal';
import { ListingOrders } from './orders-modal';

/** Route `property-order` with a listing: its orders and receipts as a page, the linked order marked. */
export function ListingOrdersPage({
  listingId,
  orderId,
  profileQuery,
}: {
  listingId: number;
  orderId: number | null;
  profileQuery: ProfileQuery;
}) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('property-order'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Anchor component={Link} to={routePath('properties', currentLanguage(i18n))} w="fit-content">
        {t('orders:page.back')}
      </Anchor>
      {user ? (
        <Listing userId={user.id} listingId={listingId} orderId={orderId} profileQuery={profileQuery} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function Listing({
  userId,
  listingId,
  orderId,
  profileQuery,
}: {
  userId: number;
  listingId: number;
  orderId: number | null;
  profileQuery: ProfileQuery;
}) {
  const query = useOrderListing(userId, listingId);
  return (
    <Loaded query={query} testId="listing-orders">
      {(property) => <ListingOrders property={property} orderId={orderId} profileQuery={profileQuery} />}
    </Loaded>
  );
}
