import type { Provider } from '@app/contract';
import { endpoints, ERR, PROVIDERS } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http-error';
import { callbackUrl, oidcProviders } from '../../../oidc/providers';
import { loadCurrentUser, userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { currentUserById, openSession } from '../../auth/auth.service';
import type { ConnectionsDeps } from './connections.service';
import { connect, listConnections, startAuthorization } from './connections.service';
import { clearLoginCookie, readLoginCookie, setLoginCookie } from './login-cookie';
import { completeCallback } from './oidc-flow.service';
import { loginFailedLocation, safeReturnTo } from './redirects';

const CONNECT_ENDPOINTS = {
  facebook: endpoints.facebookConnect,
  google: endpoints.googleConnect,
  belfius: endpoints.belfiusConnect,
} as const satisfies Record<Provider, unknown>;

/** The query string exactly as the provider sent it (openid-client checks every parameter, iss too). */
const rawQuery = (request: FastifyRequest): string => {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start);
};

export function connectionsRoutes(app: FastifyInstance): void {
  const providers = oidcProviders(app.config.oidc);
  const deps = (request: FastifyRequest): ConnectionsDeps => ({
    db: app.db,
    providers,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  route(app, endpoints.getConnections, async (request) => ({
    data: await listConnections(deps(request), userOf(request).id),
  }));

  route(app, endpoints.getProviders, async () => ({
    data: PROVIDERS.map((provider) => ({ provider, available: providers.isAvailable(provider) })),
  }));

  for (const provider of PROVIDERS) {
    route(app, CONNECT_ENDPOINTS[provider], async (request) => ({
      data: await connect(deps(request), userOf(request), {
        id: request.params.id,
        provider,
        action: request.body.action,
        lang: request.params.lang,
      }),
    }));
  }

  route(app, endpoints.oidcLogin, async (request, reply) => {
    const { provider, lang } = request.params;
    let started;
    try {
      started = await startAuthorization(deps(request), { provider, purpose: 'login', userId: null, lang });
    } catch (error) {
      // A browser navigation, not a fetch: it lands on a page that says what happened.
      if (error instanceof HttpError && error.error === 'provider_unavailable') {
        return reply.redirect(loginFailedLocation(lang, ERR.providerUnavailable));
      }
      throw error;
    }
    setLoginCookie(
      request,
      reply,
      { lang, provider },
      { state: started.state, returnTo: safeReturnTo(request.query.returnTo) },
    );
    return reply.redirect(started.url.href);
  });

  route(app, endpoints.oidcCallback, async (request, reply) => {
    const { provider, lang } = request.params;
    await loadCurrentUser(request, reply);
    const loginState = readLoginCookie(request);
    clearLoginCookie(request, reply, { lang, provider });
    const outcome = await completeCallback(deps(request), {
      provider,
      lang,
      state: request.query.state,
      error: request.query.error,
      callbackUrl: new URL(`${callbackUrl(app.config.publicUrl, lang, provider)}${rawQuery(request)}`),
      sessionUserId: request.currentUser?.id ?? null,
      loginState,
    });
    if (outcome.loginUserId !== null) {
      // As a password login: a new session, a device cookie, a notice from a new device.
      const user = await currentUserById(app.db, outcome.loginUserId);
      if (user) await openSession(request, reply, user, provider);
    }
    return reply.redirect(outcome.location);
  });
}
