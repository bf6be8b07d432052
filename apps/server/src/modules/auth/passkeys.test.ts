import type { CurrentUser, Passkey, UserSession } from '@app/contract';
import { PASSKEY_ERR, PASSKEYS_MAX, SESSION_COOKIE } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, securityEvents, users, webauthnChallenges } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { SoftwareCredential } from '../../test/software-authenticator';
import { softwareAuthenticator } from '../../test/software-authenticator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The test app's public address is http://localhost: the relying party and the origin follow it.
const device = softwareAuthenticator({ origin: 'http://localhost', rpId: 'localhost', synced: true });

const post = (url: string, cookie: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/en/api/core/${url}`,
    headers: { ...t.csrfHeaders, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
const listOf = async (cookie: string) =>
  (await t.app.inject({ url: '/en/api/core/my-profile/passkeys', headers: { cookie } })).json<{
    data: Passkey[];
  }>().data;

/** Adds a passkey made by `authenticator` to the account of `cookie`. */
async function register(cookie: string, name = 'My phone', authenticator = device) {
  const options = (await post('my-profile/passkeys/options', cookie)).json<{
    data: { options: { challenge: string; user: { id: string } } };
  }>().data.options;
  const { credential, response } = authenticator.create(options);
  const added = await post('my-profile/passkeys', cookie, { name, credential: response });
  return { credential, added };
}

async function signIn(credential: SoftwareCredential, authenticator = device) {
  const { challengeId, options } = (await post('auth/passkey/options', null)).json<{
    data: { challengeId: string; options: { challenge: string } };
  }>().data;
  const body = { challengeId, credential: authenticator.get(credential, options) };
  return { response: await post('auth/passkey', null, body), body };
}

describe('adding a passkey', () => {
  it('stores it under its name, tells the user, and lists it as synced and not used yet', async () => {
    const cookie = await t.login('private@example.be');
    const options = (await post('my-profile/passkeys/options', cookie)).json<{
      data: { options: Record<string, unknown> };
    }>().data.options;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Immoportaal' },
      authenticatorSelection: { residentKey: 'required' },
      attestation: 'none',
    });
    // The user handle is opaque (32 bytes of a keyed hash): neither the account's id nor its address.
    const handle = Buffer.from((options as { user: { id: string } }).user.id, 'base64url');
    expect(handle).toHaveLength(32);
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'private@example.be'));
    expect(handle.toString('latin1')).not.toContain('private@example.be');
    expect(handle.equals(Buffer.from(String(owner!.id)))).toBe(false);

    const { added } = await register(cookie, '  Sofie’s phone  ');
    expect(added.statusCode).toBe(200);
    expect(added.json<{ data: Passkey[] }>().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Sofie’s phone',
        createdAt: expect.any(String),
        lastUsedAt: null,
        synced: true,
      },
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'private@example.be'));
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user!.id));
    expect(events.map((event) => event.kind)).toContain('passkey-added');
  });

  it('refuses a credential without a live challenge, from another origin, or added twice', async () => {
    const cookie = await t.login('notary@example.be');
    const options = (await post('my-profile/passkeys/options', cookie)).json<{
      data: { options: { challenge: string; user: { id: string } } };
    }>().data.options;
    const elsewhere = softwareAuthenticator({ origin: 'https://phish.example', rpId: 'localhost' });
    const wrong = await post('my-profile/passkeys', cookie, {
      name: 'Phished',
      credential: elsewhere.create(options).response,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ messageKey: PASSKEY_ERR.add });
    // The challenge was used by that attempt: the same options cannot add another.
    const again = await post('my-profile/passkeys', cookie, {
      name: 'Late',
      credential: device.create(options).response,
    });
    expect(again.statusCode).toBe(400);
    expect(await listOf(cookie)).toEqual([]);
  });

  it(`stops at ${PASSKEYS_MAX} passkeys`, async () => {
    const cookie = await t.login('software@example.be');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'software@example.be'));
    await t.db.insert(passkeys).values(
      Array.from({ length: PASSKEYS_MAX }, (_, i) => ({
        userId: user!.id,
        credentialId: `filled-${i}`,
        publicKey: 'AA',
        deviceType: 'singleDevice',
        backedUp: false,
        name: `Key ${i}`,
      })),
    );
    const refused = await post('my-profile/passkeys/options', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: PASSKEY_ERR.max });
  });

  it('checks the name', async () => {
    const cookie = await t.login('agency@example.be');
    const options = (await post('my-profile/passkeys/options', cookie)).json<{
      data: { options: { challenge: string; user: { id: string } } };
    }>().data.options;
    const blank = await post('my-profile/passkeys', cookie, {
      name: '   ',
      credential: device.create(options).response,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { name: 'validation:required' } });
  });
});

describe('signing in with a passkey', () => {
  it('opens a session as a password login would, marked as a passkey sign-in, and records the use', async () => {
    const owner = await t.login('admin@example.be');
    const { credential } = await register(owner, 'Laptop');
    const { response } = await signIn(credential);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CurrentUser }>().data.userInfo.email).toBe('admin@example.be');
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    const cookie = `${SESSION_COOKIE}=${session.value}`;
    const sessions = (
      await t.app.inject({ url: '/en/api/core/my-profile/sessions', headers: { cookie } })
    ).json<{
      data: UserSession[];
    }>().data;
    expect(sessions.find((s) => s.current)).toMatchObject({ method: 'passkey' });
    const [listed] = await listOf(cookie);
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('a challenge works once, and an answer to it cannot be replayed', async () => {
    const owner = await t.login('inactive@example.be');
    const { credential } = await register(owner);
    const { response, body } = await signIn(credential);
    expect(response.statusCode).toBe(200);
    const replay = await post('auth/passkey', null, body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ messageKey: PASSKEY_ERR.signIn });
  });

  it('refuses an expired challenge, another relying party, a stepped-back counter and a foreign user handle', async () => {
    const owner = await t.login('agency@example.be');
    const { credential } = await register(owner, 'Desk');

    const expired = (await post('auth/passkey/options', null)).json<{
      data: { challengeId: string; options: { challenge: string } };
    }>().data;
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, expired.challengeId));
    const late = await post('auth/passkey', null, {
      challengeId: expired.challengeId,
      credential: device.get(credential, expired.options),
    });
    expect(late.statusCode).toBe(401);

    const other = (await post('auth/passkey/options', null)).json<{
      data: { challengeId: string; options: { challenge: string } };
    }>().data;
    const phished = await post('auth/passkey', null, {
      challengeId: other.challengeId,
      credential: device.get(credential, other.options, { rpId: 'phish.example' }),
    });
    expect(phished.statusCode).toBe(401);

    // A copy of the key whose counter is behind the stored one.
    const copy = { ...credential, counter: 0 };
    expect((await signIn(credential)).response.statusCode).toBe(200);
    expect((await signIn(copy)).response.statusCode).toBe(401);

    const [notary] = await t.db.select().from(users).where(eq(users.email, 'notary@example.be'));
    const borrowed = { ...credential, userHandle: Buffer.from(String(notary!.id)).toString('base64url') };
    expect((await signIn(borrowed)).response.statusCode).toBe(401);
  });

  it('an unknown passkey is refused like a bad one', async () => {
    const stranger = device.create({ challenge: 'x', user: { id: 'AA' } }).credential;
    const { response } = await signIn(stranger);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageKey: PASSKEY_ERR.signIn });
  });
});

describe('managing passkeys', () => {
  it('renames and removes only the user’s own; removing one ends the other sessions and its sign-ins', async () => {
    const owner = await t.login('private@example.be');
    const { credential } = await register(owner, 'Tablet');
    const id = (await listOf(owner)).find((passkey) => passkey.name === 'Tablet')!.id;
    const elsewhere = (await signIn(credential)).response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const other = await t.login('notary@example.be');

    const patch = (cookie: string, name: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/en/api/core/my-profile/passkeys/${id}`,
        headers: { ...t.csrfHeaders, cookie },
        payload: { name },
      });
    const remove = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/en/api/core/my-profile/passkeys/${id}`,
        headers: { ...t.csrfHeaders, cookie },
      });
    expect((await patch(other, 'Mine now')).statusCode).toBe(404);
    expect((await remove(other)).statusCode).toBe(404);
    const renamed = await patch(owner, 'Old tablet');
    expect(renamed.json<{ data: Passkey[] }>().data.map((p) => p.name)).toContain('Old tablet');

    expect((await remove(owner)).statusCode).toBe(200);
    const status = async (cookie: string) =>
      (await t.app.inject({ url: '/en/api/core/my-profile/user', headers: { cookie } })).statusCode;
    expect(await status(owner)).toBe(200);
    expect(await status(`${SESSION_COOKIE}=${elsewhere.value}`)).toBe(401);
    expect((await signIn(credential)).response.statusCode).toBe(401);
    expect((await remove(owner)).statusCode).toBe(404);
  });
});
