import type { CurrentUser } from '@app/contract';

/**
 * Spec section 6: projects are for professional users, and hidden for customer type Notaires
 * (the server refuses them too). The drafts screen asks it before it lists project drafts.
 */
export const mayUseProjects = (user: CurrentUser): boolean =>
  user.isProUser && user.userInfo.customerType !== 'notaires';
