import type { Connection, CurrentUser, Language, Provider } from '@app/contract';
import { ERR, PROVIDERS } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError, notFound } from '../../../http-error';
import { OidcError } from '../../../oidc/provider-client';
import type { OidcProviders } from '../../../oidc/providers';
import { callbackUrl } from '../../../oidc/providers';
import { findIdentities, findLoginProfile, insertOidcState, unlinkIdentity } from './connections.repository';

/** How long the browser has to come back from the provider. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

export interface ConnectionsDeps {
  db: Database;
  providers: OidcProviders;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const providerUnavailable = () => new HttpError(400, 'provider_unavailable', ERR.providerUnavailable);
const providerUnreachable = () => new HttpError(502, 'provider_unavailable', ERR.providerUnavailable);

export async function listConnections(deps: ConnectionsDeps, userId: number): Promise<Connection[]> {
  const rows = await findIdentities(deps.db, userId);
  return PROVIDERS.map((provider) => {
    const row = rows.find((identity) => identity.provider === provider);
    const linked = row !== undefined && row.revokedAt === null;
    return {
      provider,
      available: deps.providers.isAvailable(provider),
      linked,
      linkedAt: linked ? row.linkedAt.toISOString() : null,
      email: linked ? row.email : null,
      revoked: row?.revokedAt != null,
    };
  });
}

/**
 * Spec section 6: an account created through Belfius whose Belfius link was revoked can reconnect
 * only via Belfius, so Facebook and Google links are refused (linking Belfius again is allowed).
 */
export async function assertMayLink(db: Database, userId: number, provider: Provider): Promise<void> {
  if (provider === 'belfius') return;
  const profile = await findLoginProfile(db, userId);
  if (profile?.origin !== 'belfius') return;
  const belfius = (await findIdentities(db, userId)).find((identity) => identity.provider === 'belfius');
  if (belfius?.revokedAt) throw new HttpError(403, 'belfius_only', ERR.belfiusOnly);
}

/** Starts an authorization at the provider and keeps its state, verifier and nonce for the callback. */
export async function startAuthorization(
  deps: ConnectionsDeps,
  flow: { provider: Provider; purpose: 'link' | 'login'; userId: number | null; lang: Language },
): Promise<{ url: URL; state: string }> {
  const client = deps.providers.client(flow.provider);
  if (!client) throw providerUnavailable();
  let request;
  try {
    request = await client.startAuthorization(callbackUrl(deps.publicUrl, flow.lang, flow.provider));
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    deps.log.warn({ err: error, provider: flow.provider }, 'OpenID Connect provider unreachable');
    throw providerUnreachable();
  }
  const now = new Date();
  await insertOidcState(
    deps.db,
    {
      state: request.state,
      userId: flow.userId,
      provider: flow.provider,
      purpose: flow.purpose,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      language: flow.lang,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OIDC_STATE_TTL_MS),
    },
    now,
  );
  return { url: request.url, state: request.state };
}

/** PUT my-profile/user/:id/{provider}-connect: the authorization URL to open, or the unlink. */
export async function connect(
  deps: ConnectionsDeps,
  user: CurrentUser,
  request: { id: number; provider: Provider; action: 'link' | 'unlink'; lang: Language },
): Promise<{ redirectUrl: string | null; connections: Connection[] }> {
  if (request.id !== user.id) throw notFound();
  const { provider } = request;
  if (request.action === 'link') {
    if (!deps.providers.isAvailable(provider)) throw providerUnavailable();
    await assertMayLink(deps.db, user.id, provider);
    const { url } = await startAuthorization(deps, {
      provider,
      purpose: 'link',
      userId: user.id,
      lang: request.lang,
    });
    return { redirectUrl: url.href, connections: await listConnections(deps, user.id) };
  }
  const outcome = await unlinkIdentity(deps.db, {
    userId: user.id,
    provider,
    // The revoked Belfius row stays: it is what the Belfius-only rule above looks at.
    keepRevoked: provider === 'belfius',
    now: new Date(),
  });
  if (outcome === 'last') throw new HttpError(409, 'last_login_method', ERR.lastLoginMethod);
  return { redirectUrl: null, connections: await listConnections(deps, user.id) };
}
