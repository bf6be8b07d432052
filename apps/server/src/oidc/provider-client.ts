import * as client from 'openid-client';
import type { OidcProviderConfig } from '../config';

/** What an OpenID Connect provider said about the person after a successful authorization. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
}

/** What the callback must get back: kept server-side (oidc_states), never in the browser. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Thrown for anything the provider or the exchange with it got wrong; the cause says what. */
export class OidcError extends Error {
  override readonly name = 'OidcError';
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP only for a provider on this machine (the test provider); real ones use HTTPS. */
export function isLocalHttpIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

export interface ProviderClient {
  /** The authorization URL (code flow, PKCE S256, scope "openid email") and the values to keep. */
  startAuthorization(redirectUri: string): Promise<AuthorizationRequest>;
  /** Exchanges the code of `callbackUrl` (the URL the provider redirected to) for the identity. */
  completeAuthorization(
    callbackUrl: URL,
    expected: { state: string; codeVerifier: string; nonce: string },
  ): Promise<OidcIdentity>;
}

/**
 * A client of one configured provider. Discovery runs on first use and is kept; a failed discovery
 * is not, so the next request tries again.
 */
export function providerClient(settings: OidcProviderConfig): ProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          ...(isLocalHttpIssuer(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw new OidcError(`discovery of ${settings.issuer} failed`, { cause: error });
      });
    return discovered;
  };

  return {
    async startAuthorization(redirectUri) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, codeVerifier, nonce };
    },

    async completeAuthorization(callbackUrl, expected) {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcError('no ID token');
        let email = typeof claims.email === 'string' ? claims.email : null;
        // Some providers put the e-mail only in UserInfo; it is shown to the user, so fetch it there.
        if (!email && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
          email = typeof info.email === 'string' ? info.email : null;
        }
        return { subject: claims.sub, email };
      } catch (error) {
        if (error instanceof OidcError) throw error;
        throw new OidcError('authorization code exchange failed', { cause: error });
      }
    },
  };
}
