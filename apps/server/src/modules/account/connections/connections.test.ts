import type { Connection } from '@app/contract';
import { ERR, SESSION_COOKIE } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, oidcStates, users } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';
import type { TestOidcProvider } from '../../../test/oidc-provider';
import { startTestOidcProvider } from '../../../test/oidc-provider';
import { callApp, cookieOf, ProviderBrowser, redirectUris } from './oidc-test-flow';

const PUBLIC_URL = 'http://localhost';
const ACCOUNT = { sub: 'provider-person-1', email: 'jan.claes@gmail.test' };
const CLIENT = { clientId: 'account-area', clientSecret: 'test-secret' };

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestOidcProvider({
    clients: [
      {
        ...CLIENT,
        redirectUris: [...redirectUris(PUBLIC_URL, 'google'), ...redirectUris(PUBLIC_URL, 'belfius')],
      },
    ],
    account: ACCOUNT,
  });
  const settings = { issuer: provider.issuer, ...CLIENT };
  t = await createTestApp({
    config: { publicUrl: PUBLIC_URL, oidc: { facebook: null, google: settings, belfius: settings } },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const connectUrl = (id: number, provider: string, lang = 'nl') =>
  `/${lang}/api/core/my-profile/user/${id}/${provider}-connect`;

function connectCall(cookie: string, id: number, provider: string, action: 'link' | 'unlink', lang = 'nl') {
  return t.app.inject({
    method: 'PUT',
    url: connectUrl(id, provider, lang),
    headers: { ...t.csrfHeaders, cookie },
    payload: { action },
  });
}

const connectionsOf = async (cookie: string) =>
  (await t.app.inject({ url: '/nl/api/core/my-profile/connections', headers: { cookie } })).json<{
    data: Connection[];
  }>().data;

/** Starts a link, lets the provider log the person in and returns the app's callback URL. */
async function linkUntilCallback(cookie: string, email: string, provider: string, lang = 'nl') {
  const response = await connectCall(cookie, await idOf(email), provider, 'link', lang);
  expect(response.statusCode, response.body).toBe(200);
  return new ProviderBrowser().authorize(response.json().data.redirectUrl, PUBLIC_URL);
}

async function withoutPassword(email: string) {
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
}

describe('GET auth/providers and my-profile/connections', () => {
  it('lists the configured providers as available and the others as unavailable', async () => {
    const response = await t.app.inject({ url: '/fr/api/core/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { provider: 'facebook', available: false },
        { provider: 'google', available: true },
        { provider: 'belfius', available: true },
      ],
    });
  });

  it('shows every provider unlinked for a fresh user, and needs a session', async () => {
    const cookie = await t.login('notary@example.be');
    expect(await connectionsOf(cookie)).toEqual(
      ['facebook', 'google', 'belfius'].map((provider) => ({
        provider,
        available: provider !== 'facebook',
        linked: false,
        linkedAt: null,
        email: null,
        revoked: false,
      })),
    );
    const anonymous = await t.app.inject({ url: '/nl/api/core/my-profile/connections' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT my-profile/user/:id/{provider}-connect', () => {
  it('answers 404 for the id of another user', async () => {
    const cookie = await t.login('notary@example.be');
    const other = await idOf('agency@example.be');
    for (const action of ['link', 'unlink'] as const) {
      const response = await connectCall(cookie, other, 'google', action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
  });

  it('refuses to link a provider that is not configured', async () => {
    const cookie = await t.login('notary@example.be');
    const response = await connectCall(cookie, await idOf('notary@example.be'), 'facebook', 'link');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'provider_unavailable', messageKey: ERR.providerUnavailable });
  });

  it('needs the CSRF header and a valid action', async () => {
    const cookie = await t.login('notary@example.be');
    const id = await idOf('notary@example.be');
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: connectUrl(id, 'google'),
      headers: { cookie },
      payload: { action: 'link' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: connectUrl(id, 'google'),
      headers: { ...t.csrfHeaders, cookie },
      payload: { action: 'merge' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('returns the authorization URL: code flow with PKCE S256, state and nonce, scope openid email', async () => {
    const cookie = await t.login('notary@example.be');
    const response = await connectCall(cookie, await idOf('notary@example.be'), 'google', 'link', 'fr');
    expect(response.statusCode).toBe(200);
    const { redirectUrl, connections } = response.json().data;
    const url = new URL(redirectUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
      redirect_uri: `${PUBLIC_URL}/fr/api/core/auth/oidc/google/callback`,
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = url.searchParams.get('state')!;
    const [row] = await t.db.select().from(oidcStates).where(eq(oidcStates.state, state));
    expect(row).toMatchObject({ provider: 'google', purpose: 'link', language: 'fr' });
    expect(row!.nonce).toBe(url.searchParams.get('nonce'));
    // The verifier stays on the server; only its challenge travels.
    expect(redirectUrl).not.toContain(row!.codeVerifier);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(connections).toHaveLength(3);
  });
});

describe('linking through the provider', () => {
  it('links Google, then refuses the same callback a second time and a forged state', async () => {
    const cookie = await t.login('agency@example.be');
    const callback = await linkUntilCallback(cookie, 'agency@example.be', 'google');
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `${PUBLIC_URL}/nl/api/core/auth/oidc/google/callback`,
    );
    expect(callback.searchParams.get('code')).toBeTruthy();

    const done = await callApp(t, callback, cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(
      '/nl/mijn-profiel/mijn-gegevens?tab=connections&connection=google&result=linked',
    );
    const google = (await connectionsOf(cookie)).find((c) => c.provider === 'google');
    expect(google).toMatchObject({ linked: true, email: ACCOUNT.email, revoked: false });
    expect(Date.parse(google!.linkedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await t.db.select().from(identities).where(eq(identities.subject, ACCOUNT.sub));
    expect(rows).toEqual([
      expect.objectContaining({ provider: 'google', userId: await idOf('agency@example.be') }),
    ]);

    const replay = await callApp(t, callback, cookie);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/nl/mijn-profiel?login=error&reason=tokenInvalid');

    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-value');
    expect((await callApp(t, forged, cookie)).headers.location).toBe(
      '/nl/mijn-profiel?login=error&reason=tokenInvalid',
    );
  });

  it('refuses an identity that is linked to another user', async () => {
    const cookie = await t.login('private@example.be');
    const callback = await linkUntilCallback(cookie, 'private@example.be', 'google', 'en');
    const done = await callApp(t, callback, cookie);
    expect(done.headers.location).toBe(
      '/en/my-profile/my-data?tab=connections&connection=google&result=error&reason=identityTaken',
    );
    expect((await connectionsOf(cookie)).find((c) => c.provider === 'google')?.linked).toBe(false);
  });

  it('completes a link only in the session that started it', async () => {
    const starter = await t.login('software@example.be');
    const callback = await linkUntilCallback(starter, 'software@example.be', 'belfius');
    const someoneElse = await t.login('notary@example.be');
    const done = await callApp(t, callback, someoneElse);
    expect(done.headers.location).toBe(
      '/nl/mijn-profiel/mijn-gegevens?tab=connections&connection=belfius&result=error&reason=unauthorized',
    );
    expect(await t.db.select().from(identities).where(eq(identities.provider, 'belfius'))).toEqual([]);
  });

  it('reports a refusal at the provider', async () => {
    const cookie = await t.login('notary@example.be');
    const response = await connectCall(cookie, await idOf('notary@example.be'), 'google', 'link');
    const state = new URL(response.json().data.redirectUrl).searchParams.get('state')!;
    const refused = await t.app.inject({
      url: `/nl/api/core/auth/oidc/google/callback?error=access_denied&state=${state}`,
      headers: { cookie },
    });
    expect(refused.headers.location).toBe(
      '/nl/mijn-profiel/mijn-gegevens?tab=connections&connection=google&result=error&reason=generic',
    );
  });
});

describe('logging in through the provider', () => {
  async function startLogin(query = '') {
    const response = await t.app.inject({ url: `/nl/api/core/auth/oidc/google/login${query}` });
    expect(response.statusCode).toBe(302);
    return { location: response.headers.location as string, cookie: cookieOf(response, 'oidc_login') };
  }

  it('logs the linked user in and returns to the page the login started from', async () => {
    // agency@example.be linked this identity above.
    const { location, cookie } = await startLogin('?returnTo=%2Fnl%2Fmijn-profiel%2Fmijn-panden%3Fpage%3D2');
    expect(new URL(location).origin).toBe(provider.issuer);
    expect(cookie).toBeDefined();
    const callback = await new ProviderBrowser().authorize(location, PUBLIC_URL);
    const done = await callApp(t, callback, cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/nl/mijn-profiel/mijn-panden?page=2');
    const session = cookieOf(done, SESSION_COOKIE);
    expect(session).toBeDefined();
    const me = await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie: session! } });
    expect(me.json().data.userInfo.email).toBe('agency@example.be');
    // The one-time login cookie is cleared.
    expect(done.cookies.find((c) => c.name === 'oidc_login')?.value).toBe('');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/nl/..//evil.example',
    '/\\evil.example',
    '/de/page',
  ])('never redirects to %s', async (returnTo) => {
    const { location, cookie } = await startLogin(`?returnTo=${encodeURIComponent(returnTo)}`);
    const done = await callApp(t, await new ProviderBrowser().authorize(location, PUBLIC_URL), cookie);
    expect(done.headers.location).toBe('/nl/mijn-profiel');
    expect(cookieOf(done, SESSION_COOKIE)).toBeDefined();
  });

  it('does not log in a browser that did not start the login (login CSRF)', async () => {
    const { location } = await startLogin();
    const done = await callApp(t, await new ProviderBrowser().authorize(location, PUBLIC_URL));
    expect(done.headers.location).toBe('/nl/mijn-profiel?login=error&reason=tokenInvalid');
    expect(cookieOf(done, SESSION_COOKIE)).toBeUndefined();
  });

  it('sends an unknown identity to the dashboard with login=unknown', async () => {
    await t.db.delete(identities).where(eq(identities.subject, ACCOUNT.sub));
    const { location, cookie } = await startLogin();
    const done = await callApp(t, await new ProviderBrowser().authorize(location, PUBLIC_URL), cookie);
    expect(done.headers.location).toBe('/nl/mijn-profiel?login=unknown');
    expect(cookieOf(done, SESSION_COOKIE)).toBeUndefined();
  });

  it('redirects with providerUnavailable when the provider is not configured', async () => {
    const response = await t.app.inject({ url: '/fr/api/core/auth/oidc/facebook/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/mon-profil?login=error&reason=providerUnavailable');
  });
});

describe('unlinking', () => {
  const link = async (
    email: string,
    provider: 'google' | 'belfius',
    subject: string,
    revokedAt: Date | null = null,
  ) =>
    t.db.insert(identities).values({ userId: await idOf(email), provider, subject, email: null, revokedAt });

  it('removes a Google link of a user with a password', async () => {
    await link('notary@example.be', 'google', 'notary-google');
    const cookie = await t.login('notary@example.be');
    const response = await connectCall(cookie, await idOf('notary@example.be'), 'google', 'unlink');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redirectUrl).toBeNull();
    expect(response.json().data.connections.find((c: Connection) => c.provider === 'google').linked).toBe(
      false,
    );
    expect(await t.db.select().from(identities).where(eq(identities.subject, 'notary-google'))).toEqual([]);
  });

  it('refuses to remove the last way to log in (409), and allows it while another remains', async () => {
    const email = 'admin@example.be';
    const cookie = await t.login(email);
    await withoutPassword(email);
    await link(email, 'google', 'admin-google');
    await link(email, 'belfius', 'admin-belfius');
    const id = await idOf(email);

    const first = await connectCall(cookie, id, 'google', 'unlink');
    expect(first.statusCode).toBe(200);
    const last = await connectCall(cookie, id, 'belfius', 'unlink');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: 'last_login_method', messageKey: ERR.lastLoginMethod });
    expect((await connectionsOf(cookie)).find((c) => c.provider === 'belfius')?.linked).toBe(true);
  });
});

describe('the Belfius rule (spec section 6)', () => {
  const email = 'inactive@example.be';

  it('keeps a revoked Belfius link, and then allows reconnecting only via Belfius', async () => {
    const cookie = await t.login(email);
    const id = await idOf(email);
    await t.db.update(users).set({ origin: 'belfius' }).where(eq(users.id, id));
    await t.db
      .insert(identities)
      .values({ userId: id, provider: 'belfius', subject: 'belfius-lucas', email: null });

    const revoked = await connectCall(cookie, id, 'belfius', 'unlink');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.connections.find((c: Connection) => c.provider === 'belfius')).toMatchObject({
      linked: false,
      revoked: true,
    });
    const [row] = await t.db
      .select()
      .from(identities)
      .where(and(eq(identities.userId, id), eq(identities.provider, 'belfius')));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    const google = await connectCall(cookie, id, 'google', 'link');
    expect(google.statusCode).toBe(403);
    expect(google.json()).toEqual({ error: 'belfius_only', messageKey: ERR.belfiusOnly });

    const belfius = await linkUntilCallback(cookie, email, 'belfius');
    const done = await callApp(t, belfius, cookie);
    expect(done.headers.location).toBe(
      '/nl/mijn-profiel/mijn-gegevens?tab=connections&connection=belfius&result=linked',
    );
    expect((await connectionsOf(cookie)).find((c) => c.provider === 'belfius')).toMatchObject({
      linked: true,
      revoked: false,
      email: ACCOUNT.email,
    });
    // Linked again: Google is allowed once more.
    expect((await connectCall(cookie, id, 'google', 'link')).statusCode).toBe(200);
  });

  it('does not apply to accounts created with a password', async () => {
    const cookie = await t.login('software@example.be');
    const id = await idOf('software@example.be');
    await t.db.insert(identities).values({
      userId: id,
      provider: 'belfius',
      subject: 'belfius-pieter',
      email: null,
      revokedAt: new Date(),
    });
    expect((await connectCall(cookie, id, 'google', 'link')).statusCode).toBe(200);
  });
});

describe('a configured provider that cannot be reached', () => {
  let unreachable: TestApp;
  beforeAll(async () => {
    const settings = { issuer: 'http://127.0.0.1:9', ...CLIENT };
    unreachable = await createTestApp({
      config: { oidc: { facebook: null, google: settings, belfius: null } },
    });
  });
  afterAll(() => unreachable?.close());

  it('answers 502 providerUnavailable to a link and redirects a login with the same reason', async () => {
    const cookie = await unreachable.login('private@example.be');
    const [me] = await unreachable.db.select().from(users).where(eq(users.email, 'private@example.be'));
    const link = await unreachable.app.inject({
      method: 'PUT',
      url: connectUrl(me!.id, 'google'),
      headers: { ...unreachable.csrfHeaders, cookie },
      payload: { action: 'link' },
    });
    expect(link.statusCode).toBe(502);
    expect(link.json()).toEqual({ error: 'provider_unavailable', messageKey: ERR.providerUnavailable });
    const login = await unreachable.app.inject({ url: '/nl/api/core/auth/oidc/google/login' });
    expect(login.headers.location).toBe('/nl/mijn-profiel?login=error&reason=providerUnavailable');
  });
});
