import type { CurrentUser } from '@app/contract';
import { USER_STATUS_ACTIVE } from '@app/contract';
import type { UserRow } from './auth.repository';

/** currentUser of spec section 3. An admin is always active (spec section 4), so reports status 1. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    isAdmin: user.isAdmin,
    isProUser: user.isPro,
    userInfo: {
      status: user.isAdmin ? USER_STATUS_ACTIVE : user.status,
      email: user.email,
      language: user.language,
      companyName: user.companyName,
      firstName: user.firstName,
      lastName: user.lastName,
      userName: user.userName,
      hasPassword: user.passwordHash !== null,
      customerType: user.customerType,
      hasSoftware: user.softwareName !== null,
      softwareName: user.softwareName,
    },
  };
}
