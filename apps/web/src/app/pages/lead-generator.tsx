import { LeadGeneratorPage } from '../../features/products/lead-generator-page';
import { profileQuery } from '../../features/profile/api/profile';

/** Route `products-lead-generator`: the order form's invoice addressee comes from the profile feature's cached profile. */
export function LeadGeneratorRoute() {
  return <LeadGeneratorPage profileQuery={profileQuery} />;
}

export default LeadGeneratorRoute;
