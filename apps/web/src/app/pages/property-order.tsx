import { routePath } from '@app/contract';
import { Navigate, useParams } from 'react-router';
import { ListingOrdersPage } from '../../features/orders/listing-orders-page';
import { profileQuery } from '../../features/profile/api/profile';
import { useCurrentLanguage } from '../../lib/i18n';

const idOf = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The `property-order` deep link: `…/:announcementId/orders/:orderId?` opens that listing's orders
 * (the invoice form prefilled from the profile feature's cached profile); without a listing, My properties.
 */
export function PropertyOrderRoute() {
  const { announcementId, orderId } = useParams();
  const lang = useCurrentLanguage();
  const listingId = idOf(announcementId);
  if (listingId === null) return <Navigate replace to={routePath('properties', lang)} />;
  return <ListingOrdersPage listingId={listingId} orderId={idOf(orderId)} profileQuery={profileQuery} />;
}

export default PropertyOrderRoute;
