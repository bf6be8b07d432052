import { profileQuery } from '../../features/profile/api/profile';
import { ProFirstPage, ValuationZonesPage } from '../../features/products/territory-pages';

/** Routes `products-profirst` and `products-valuation`: the order form's invoice addressee comes from the profile feature. */
export function ProFirstRoute() {
  return <ProFirstPage profileQuery={profileQuery} />;
}

export function ValuationZonesRoute() {
  return <ValuationZonesPage profileQuery={profileQuery} />;
}
