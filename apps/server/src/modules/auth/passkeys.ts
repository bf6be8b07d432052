import type {
  AuthenticationCredential,
  CeremonyOptions,
  CurrentUser,
  Passkey,
  RegistrationCredential,
} from '@app/contract';
import { PASSKEY_CHALLENGE_SECONDS, PASSKEY_ERR, PASSKEYS_MAX } from '@app/contract';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { displayName } from './email-links';
import type { LoginKeys } from './login-keys';
import type { PasskeyRow } from './passkeys.repository';
import {
  deletePasskeyOf,
  findPasskey,
  insertChallenge,
  insertPasskey,
  passkeyCount,
  passkeysOf,
  recordPasskeyUse,
  renamePasskeyOf,
  takeChallenge,
} from './passkeys.repository';

/** The relying party's name an authenticator shows beside the account. */
const RP_NAME = 'Immoportaal';
const CHALLENGE_MS = PASSKEY_CHALLENGE_SECONDS * 1000;

export interface PasskeyDeps {
  db: Database;
  keys: LoginKeys;
  webauthn: Config['webauthn'];
  log: FastifyBaseLogger;
}

/** What a ceremony that does not verify answers: the same whatever failed, so it tells an attacker nothing. */
const invalid = (status: 400 | 401) =>
  new HttpError(status, 'passkey_invalid', status === 400 ? PASSKEY_ERR.add : PASSKEY_ERR.signIn);
const tooMany = () => new HttpError(409, 'passkeys_max', PASSKEY_ERR.max);

const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];
/** The transports this library knows; a browser's newer one is left out rather than refused. */
const knownTransports = (transports: readonly string[] | undefined): AuthenticatorTransportFuture[] =>
  (transports ?? []).filter((transport): transport is AuthenticatorTransportFuture =>
    TRANSPORTS.includes(transport),
  );

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

export const listPasskeys = async (db: Database, userId: number): Promise<Passkey[]> =>
  (await passkeysOf(db, userId)).map(toPasskey);

/**
 * The creation options of a new passkey: discoverable (the sign-in names no account), the user's own
 * passkeys excluded (an authenticator holds one per account), no attestation asked. The challenge is
 * kept on the server for the add that follows.
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  user: CurrentUser,
): Promise<CeremonyOptions> {
  const existing = await passkeysOf(deps.db, user.id);
  if (existing.length >= PASSKEYS_MAX) throw tooMany();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: deps.webauthn.rpId,
    userName: user.userInfo.email,
    userDisplayName: displayName(user) ?? user.userInfo.email,
    userID: deps.keys.passkeyUserHandle(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: knownTransports(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_MS,
  });
  await insertChallenge(deps.db, {
    userId: user.id,
    purpose: 'register',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
  return { ...options };
}

/** Serializes a user's passkey changes: two adds at once cannot pass PASSKEYS_MAX together. */
const lockUser = (tx: Database, userId: number) =>
  tx.execute(sql`select 1 from users where id = ${userId} for update`);

/**
 * Adds the passkey the browser created for the user's live registration challenge (used once). A
 * credential that does not verify, or one already stored, answers 400.
 */
export async function addPasskey(
  deps: PasskeyDeps,
  user: CurrentUser,
  body: { name: string; credential: RegistrationCredential },
): Promise<Passkey[]> {
  const challenge = await takeChallenge(deps.db, { purpose: 'register', userId: user.id, now: new Date() });
  if (!challenge) throw invalid(400);
  const { credential: sent } = body;
  const verification = await verifyRegistrationResponse({
    response: {
      ...sent,
      response: { ...sent.response, transports: knownTransports(sent.response.transports) },
    },
    expectedChallenge: challenge,
    expectedOrigin: deps.webauthn.origins,
    expectedRPID: deps.webauthn.rpId,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    deps.log.info({ err: error, userId: user.id }, 'passkey registration did not verify');
    return null;
  });
  if (!verification?.verified) throw invalid(400);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if ((await passkeyCount(tx, user.id)) >= PASSKEYS_MAX) throw tooMany();
    const inserted = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: body.name,
    });
    if (!inserted) throw invalid(400);
  });
  return listPasskeys(deps.db, user.id);
}

export async function renamePasskey(
  db: Database,
  userId: number,
  id: number,
  name: string,
): Promise<Passkey[]> {
  if (!(await renamePasskeyOf(db, userId, id, name))) throw notFound();
  return listPasskeys(db, userId);
}

/** Removes one of the user's passkeys; another user's is not found (404). */
export async function removePasskey(db: Database, userId: number, id: number): Promise<Passkey[]> {
  if (!(await deletePasskeyOf(db, userId, id))) throw notFound();
  return listPasskeys(db, userId);
}

/** The request options of a sign-in: any passkey of this site (discoverable), and the challenge's id. */
export async function passkeySignInOptions(
  deps: Pick<PasskeyDeps, 'db' | 'webauthn'>,
): Promise<{ challengeId: string; options: CeremonyOptions }> {
  const options = await generateAuthenticationOptions({
    rpID: deps.webauthn.rpId,
    userVerification: 'preferred',
    allowCredentials: [],
    timeout: CHALLENGE_MS,
  });
  const challengeId = await insertChallenge(deps.db, {
    userId: null,
    purpose: 'sign-in',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
  return { challengeId, options: { ...options } };
}

/**
 * Whose passkey signed the challenge (used once): its owner's id once the signature, the origin, the
 * relying party and the user handle check out; its counter and backup state are kept. 401 otherwise,
 * the same answer for an unknown or removed passkey as for a bad signature.
 */
export async function verifyPasskeySignIn(
  deps: PasskeyDeps,
  body: { challengeId: string; credential: AuthenticationCredential },
): Promise<number> {
  const now = new Date();
  const challenge = await takeChallenge(deps.db, { purpose: 'sign-in', id: body.challengeId, now });
  if (!challenge) throw invalid(401);
  const passkey = await findPasskey(deps.db, body.credential.id);
  if (!passkey) throw invalid(401);
  const handle = isoBase64URL.fromBuffer(deps.keys.passkeyUserHandle(passkey.userId));
  const { userHandle } = body.credential.response;
  if (userHandle !== undefined && userHandle !== handle) throw invalid(401);
  const verification = await verifyAuthenticationResponse({
    response: body.credential,
    expectedChallenge: challenge,
    expectedOrigin: deps.webauthn.origins,
    expectedRPID: deps.webauthn.rpId,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: knownTransports(passkey.transports),
    },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    deps.log.info({ err: error, passkeyId: passkey.id }, 'passkey sign-in did not verify');
    return null;
  });
  if (!verification?.verified) throw invalid(401);
  await recordPasskeyUse(deps.db, passkey.id, {
    counter: verification.authenticationInfo.newCounter,
    backedUp: verification.authenticationInfo.credentialBackedUp,
    at: now,
  });
  return passkey.userId;
}
