import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KoaContext } from 'oidc-provider';
import Provider from 'oidc-provider';

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestOidcProviderOptions {
  /** 0 or absent: any free port. */
  port?: number;
  clients: TestOidcClient[];
  /** The one person this provider knows; every authorization logs them in. */
  account: { sub: string; email: string };
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: the value of GOOGLE_ISSUER and the like. */
  issuer: string;
  close(): Promise<void>;
}

const INTERACTION_PATH = /^\/interaction\/[^/]+$/;

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for tests and browser tests:
 * authorization code with PKCE required, ID tokens signed with a key made at start. Its login
 * and consent pages complete on their own: the configured account is logged in and granted
 * "openid email" without a form.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // The issuer contains the port, which is only known once the server listens.
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { account } = options;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Real providers (Google) put the e-mail in the ID token; so does this one.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx, sub) {
      if (sub !== account.sub) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true }),
      };
    },
    renderError(ctx: KoaContext, out: Record<string, unknown>) {
      (ctx as KoaContext & { body: string; type: string }).type = 'text/plain';
      (ctx as KoaContext & { body: string }).body = JSON.stringify(out);
    },
  });

  provider.use(async (ctx, next) => {
    if (!INTERACTION_PATH.test(ctx.path)) return next();
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    const clientId = String(interaction.params.client_id);
    const grant = new provider.Grant({ accountId: account.sub, clientId });
    grant.addOIDCScope('openid email');
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, {
      login: { accountId: account.sub },
      consent: { grantId: await grant.save() },
    });
    ctx.redirect(returnTo);
    ctx.status = 303;
  });
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
