import { z } from 'zod';
import { dataOf, Success } from './common';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';
import { endpoint } from './endpoint';
import { Language } from './language-schema';
import { CustomerType } from './lookups';
import { MSG } from './validation';

/** currentUser of spec section 3. */
export const UserInfo = z.object({
  status: z.number().int(),
  email: z.string(),
  language: Language,
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userName: z.string().nullable(),
  hasPassword: z.boolean(),
  customerType: CustomerType.nullable(),
  hasSoftware: z.boolean(),
  softwareName: z.string().nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const CurrentUser = z.object({
  id: z.number().int(),
  isAdmin: z.boolean(),
  isProUser: z.boolean(),
  userInfo: UserInfo,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LoginBody = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email()),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? MSG.passwordRequired : undefined) })
    .min(1, MSG.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const login = endpoint({
  method: 'POST',
  path: 'auth/login',
  access: 'public',
  tag: 'auth',
  summary: 'Log in with e-mail and password; sets a new session cookie.',
  body: LoginBody,
  response: dataOf(CurrentUser),
});

export const getCurrentUser = endpoint({
  method: 'GET',
  path: 'my-profile/user',
  access: 'user',
  tag: 'auth',
  summary: 'The signed-in user (currentUser).',
  response: dataOf(CurrentUser),
});

export const signOut = endpoint({
  method: 'GET',
  path: 'my-profile/user/signout',
  access: 'public',
  tag: 'auth',
  summary: 'Ends the session on the server and clears the cookie.',
  response: Success,
  // A GET by the spec, yet it ends the session: a cross-site link or image must not trigger it.
  changesState: true,
});

export const initConfirmEmail = endpoint({
  method: 'PUT',
  path: 'my-profile/init-confirm-email',
  access: 'user',
  tag: 'auth',
  summary: 'Sends the e-mail confirmation message again.',
  response: Success,
});

export const ConfirmEmailBody = z.object({ token: z.string().trim().min(1).max(200) });
export const confirmEmail = endpoint({
  method: 'PUT',
  path: 'auth/confirm-email',
  access: 'public',
  tag: 'auth',
  summary: 'Confirms the e-mail address with the token of the confirmation link; activates the user.',
  body: ConfirmEmailBody,
  response: Success,
});
