import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { CurrentUser } from './auth';
import { PASSKEY_NAME_MAX } from './constants';
import { endpoint } from './endpoint';
import { MSG } from './validation';

// ---------------------------------------------------------------------------------------------
// Issue 51: passkeys (WebAuthn), beside the password and the providers. The browser's ceremonies
// exchange the W3C WebAuthn JSON forms (base64url strings), as @simplewebauthn/browser gives them.

/**
 * The passkeys' refusals. Their messages are in the namespaces of the screens that show them (the login
 * modal's, the connections tab's), not in the shell's `errors`, which every first load carries.
 */
export const PASSKEY_ERR = {
  /** A sign-in that does not verify: an unknown, removed or forged passkey, a used or late challenge. */
  signIn: 'auth:login.passkeyInvalid',
  /** A new passkey that does not verify, or one the account holds already. */
  add: 'account:passkeys.invalid',
  max: 'account:passkeys.max',
} as const;

const base64url = (max: number) =>
  z
    .string()
    .max(max, MSG.invalid)
    .regex(/^[A-Za-z0-9_-]*$/, MSG.invalid);

export const Passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** The last sign-in with it; null: none yet. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** Backed up by its provider (synced to the user's other devices), as its backup flag says. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyName = z.string().trim().min(1, MSG.required).max(PASSKEY_NAME_MAX, MSG.tooLong);

/** What `navigator.credentials.create()` answered, as JSON (PublicKeyCredential.toJSON()). */
export const RegistrationCredential = z.object({
  id: base64url(1_024),
  rawId: base64url(1_024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_192),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    publicKey: base64url(8_192).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** What `navigator.credentials.get()` answered, as JSON. */
export const AuthenticationCredential = z.object({
  id: base64url(1_024),
  rawId: base64url(1_024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_192),
    authenticatorData: base64url(32_768),
    signature: base64url(2_048),
    userHandle: base64url(1_024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** The options a ceremony starts with (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON). */
export const CeremonyOptions = z.looseObject({ challenge: z.string() });
export type CeremonyOptions = z.infer<typeof CeremonyOptions>;
export type RegistrationCredential = z.infer<typeof RegistrationCredential>;
export type AuthenticationCredential = z.infer<typeof AuthenticationCredential>;

export const listMyPasskeys = endpoint({
  method: 'GET',
  path: 'my-profile/passkeys',
  access: 'user',
  tag: 'account',
  summary: "The user's passkeys, the newest first.",
  response: dataOf(z.array(Passkey)),
});

export const startPasskeyRegistration = endpoint({
  method: 'POST',
  path: 'my-profile/passkeys/options',
  access: 'user',
  tag: 'account',
  summary:
    "Starts adding a passkey: the creation options (a discoverable credential; the user's passkeys excluded). The challenge is kept on the server, single-use, for PASSKEY_CHALLENGE_SECONDS.",
  response: dataOf(z.object({ options: CeremonyOptions })),
});

export const addPasskey = endpoint({
  method: 'POST',
  path: 'my-profile/passkeys',
  access: 'user',
  tag: 'account',
  summary:
    "Adds the passkey the browser created for the last registration challenge, under a name; answers the user's passkeys. A credential that does not verify answers 400 (PASSKEY_ERR.add).",
  body: z.object({ name: PasskeyName, credential: RegistrationCredential }),
  response: dataOf(z.array(Passkey)),
});

export const renamePasskey = endpoint({
  method: 'PATCH',
  path: 'my-profile/passkeys/:id',
  access: 'user',
  tag: 'account',
  summary: "Renames one of the user's passkeys; another user's answers 404.",
  params: IdParams,
  body: z.object({ name: PasskeyName }),
  response: dataOf(z.array(Passkey)),
});

export const removePasskey = endpoint({
  method: 'DELETE',
  path: 'my-profile/passkeys/:id',
  access: 'user',
  tag: 'account',
  summary:
    "Removes one of the user's passkeys and ends the user's other sessions (this one stays); another user's answers 404.",
  params: IdParams,
  response: dataOf(z.array(Passkey)),
});

export const startPasskeySignIn = endpoint({
  method: 'POST',
  path: 'auth/passkey/options',
  access: 'public',
  tag: 'auth',
  summary:
    'Starts a sign-in with a passkey: request options for a discoverable credential (no account named), and the id of the challenge kept on the server.',
  response: dataOf(z.object({ challengeId: z.uuid(), options: CeremonyOptions })),
});

export const signInWithPasskey = endpoint({
  method: 'POST',
  path: 'auth/passkey',
  access: 'public',
  tag: 'auth',
  summary:
    'Signs in with the passkey the browser used for the challenge: a new session (as a password login), the signed-in user. An unknown, removed or unverified passkey, or a used or expired challenge, answers 401 (PASSKEY_ERR.signIn).',
  body: z.object({ challengeId: z.uuid(), credential: AuthenticationCredential }),
  response: dataOf(CurrentUser),
});
