import { ProductsSummaryPage } from '../../features/products/products-summary-page';
import { profileQuery } from '../../features/profile/api/profile';

/** Route `products-summary`: the order form's invoice addressee comes from the profile feature's cached profile. */
export function ProductsSummaryRoute() {
  return <ProductsSummaryPage profileQuery={profileQuery} />;
}

export default ProductsSummaryRoute;
