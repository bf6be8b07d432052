import { z } from 'zod';
import { dataOf, PathId, Success } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROVIDERS } from './constants';
import { endpoint } from './endpoint';
import { MSG } from './validation';

/** Spec section 5: at least 8 characters with a digit, an uppercase and a lowercase letter; never truncated. */
export const NewPassword = z
  .string({ error: (issue) => (issue.input === undefined ? MSG.passwordRequired : undefined) })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMinLength)
  .max(PASSWORD_MAX_LENGTH, MSG.tooLong)
  .refine((value) => /\d/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value), MSG.passwordPolicy);

/** A new password and its repetition, which must be the same (spec section 5). */
export const NEW_PASSWORD_TWICE = {
  newPassword: NewPassword,
  newPasswordRepeat: z
    .string({ error: (issue) => (issue.input === undefined ? MSG.passwordRequired : undefined) })
    .min(1, MSG.passwordRequired),
};
export const repeatedAlike: [
  (body: { newPassword: string; newPasswordRepeat: string }) => boolean,
  { path: string[]; message: string },
] = [
  (body) => body.newPassword === body.newPasswordRepeat,
  { path: ['newPasswordRepeat'], message: MSG.passwordMismatch },
];

export const ChangePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: (issue) => (issue.input === undefined ? MSG.passwordRequired : undefined) })
      .min(1, MSG.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, MSG.tooLong),
    ...NEW_PASSWORD_TWICE,
  })
  .refine(...repeatedAlike);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const changePassword = endpoint({
  method: 'PUT',
  path: 'my-profile/user/password',
  access: 'active',
  tag: 'account',
  summary:
    'Changes the password (current one required; policy of spec section 5; common passwords refused). Ends the other sessions.',
  body: ChangePasswordBody,
  response: Success,
});

/**
 * GET my-profile/user/dump: everything held about the user, as one JSON document (sent as a file).
 * Sections are added by the features that hold data; each is an array or an object of plain values.
 */
export const PersonalDataDump = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  sections: z.record(z.string(), z.unknown()),
});
export type PersonalDataDump = z.infer<typeof PersonalDataDump>;
export const exportPersonalData = endpoint({
  method: 'GET',
  path: 'my-profile/user/dump',
  access: 'user',
  tag: 'account',
  summary: 'Downloads everything held about the user as a JSON file.',
  response: PersonalDataDump,
});

export const DeleteAccountBody = z.object({
  confirm: z.literal(true, { error: MSG.mustAccept }),
});
export const requestAccountDeletion = endpoint({
  method: 'DELETE',
  path: 'my-profile/user',
  access: 'user',
  tag: 'account',
  summary: 'Starts the deletion: sends an e-mail whose link (single use, expiring) completes it.',
  body: DeleteAccountBody,
  response: Success,
});
export const confirmAccountDeletion = endpoint({
  method: 'PUT',
  path: 'auth/confirm-deletion',
  access: 'public',
  tag: 'account',
  summary:
    'Completes the deletion with the token of the e-mail link; personal data is removed or anonymised.',
  body: z.object({ token: z.string().trim().min(1).max(200) }),
  response: Success,
});

export const Provider = z.enum(PROVIDERS);
export type Provider = z.infer<typeof Provider>;
export const Connection = z.object({
  provider: Provider,
  /** The provider is configured on this server; otherwise it is shown as unavailable. */
  available: z.boolean(),
  linked: z.boolean(),
  linkedAt: z.string().nullable(),
  /** The e-mail the provider gave, when it gave one. */
  email: z.string().nullable(),
  /** Belfius only: the link was revoked; reconnecting is possible only via Belfius itself. */
  revoked: z.boolean(),
});
export type Connection = z.infer<typeof Connection>;

export const getConnections = endpoint({
  method: 'GET',
  path: 'my-profile/connections',
  access: 'user',
  tag: 'account',
  summary: 'Facebook, Google and Belfius: available, linked or not.',
  response: dataOf(z.array(Connection)),
});

export const ConnectBody = z.object({ action: z.enum(['link', 'unlink']) });
export const ConnectResult = z.object({
  /** link: the provider's authorization URL to open; unlink: null. */
  redirectUrl: z.string().nullable(),
  connections: z.array(Connection),
});
const connectEndpoint = (provider: Provider) =>
  endpoint({
    method: 'PUT',
    path: `my-profile/user/:id/${provider}-connect`,
    access: 'user',
    tag: 'account',
    summary: `Links (returns the ${provider} authorization URL, authorization code with PKCE) or unlinks ${provider}.`,
    params: z.object({ id: PathId }),
    body: ConnectBody,
    response: dataOf(ConnectResult),
  });
export const facebookConnect = connectEndpoint('facebook');
export const googleConnect = connectEndpoint('google');
export const belfiusConnect = connectEndpoint('belfius');

export const DEVICE_CLIENTS = { app: 'immo-app', bank: 'belfius-app' } as const;
export const Device = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  device: z.string(),
  brand: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  status: z.enum(['connected', 'disconnected']),
});
export type Device = z.infer<typeof Device>;
export const Devices = z.object({ app: z.array(Device), bank: z.array(Device) });

export const getDevices = endpoint({
  method: 'GET',
  path: 'my-profile/app/devices',
  access: 'user',
  tag: 'account',
  summary: "The user's app devices, split into the portal's own app and the bank partner app.",
  response: dataOf(Devices),
});
export const revokeDevice = endpoint({
  method: 'PUT',
  path: 'my-profile/app/:id/client/:clientId/revoke',
  access: 'user',
  tag: 'account',
  summary: 'Disconnects one device of one client.',
  params: z.object({ id: PathId, clientId: z.string().min(1).max(100) }),
  response: dataOf(Devices),
});
export const isAppUser = endpoint({
  method: 'GET',
  path: 'my-profile/is-appuser',
  access: 'user',
  tag: 'account',
  summary: "Whether the user has a connected device of the portal's own app.",
  response: dataOf(z.object({ isAppUser: z.boolean() })),
});

/** Providers the login modal can offer (unconfigured ones are shown as unavailable). */
export const getProviders = endpoint({
  method: 'GET',
  path: 'auth/providers',
  access: 'public',
  tag: 'account',
  summary: 'Facebook, Google and Belfius, and whether each is configured here.',
  response: dataOf(z.array(z.object({ provider: Provider, available: z.boolean() }))),
});
/** Redirects (302) to the provider; not a JSON endpoint. */
export const oidcLogin = endpoint({
  method: 'GET',
  path: 'auth/oidc/:provider/login',
  access: 'public',
  tag: 'account',
  summary: 'Starts a login with a provider (authorization code with PKCE): redirects to the provider.',
  params: z.object({ provider: Provider }),
  query: z.object({ returnTo: z.string().max(500).optional() }),
  response: z.unknown(),
});
/** Redirects (302) back into the app; not a JSON endpoint. */
export const oidcCallback = endpoint({
  method: 'GET',
  path: 'auth/oidc/:provider/callback',
  access: 'public',
  tag: 'account',
  summary: "The provider's redirect: completes a login or a link, then redirects into the app.",
  params: z.object({ provider: Provider }),
  query: z.object({
    code: z.string().max(2000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
  }),
  response: z.unknown(),
});
