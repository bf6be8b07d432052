import type { Provider } from '@app/contract';
import { endpoints, ERR, PROVIDERS } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http-error';
import { callbackUrl, oidcProviders } from '../../../oidc/providers';
import { loadCurrentUser, sessionTokenOf, setSessionCookie, userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import {
  createSession,
  currentUserById,
  deviceCookieOf,
  endSession,
  loginKeys,
  noteSecurityEvent,
  setDeviceCookie,
} from '../../auth/auth.service';
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
      // As a password login: a new session id, and the one this browser had ends.
      const previous = sessionTokenOf(request);
      if (previous) await endSession(app.db, previous);
      const { token, expiresAt } = await createSession(app.db, app.config.sessions, outcome.loginUserId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        method: provider,
      });
      setSessionCookie(request, reply, token, expiresAt);
      // This browser has signed in: a known device, as after a password login (decision 052).
      const keys = loginKeys(app.config.loginSecret);
      const now = new Date();
      const known = keys.devices.verify(deviceCookieOf(request), now)?.userId === outcome.loginUserId;
      setDeviceCookie(request, reply, keys.devices.issue(outcome.loginUserId, now));
      const user = known ? null : await currentUserById(app.db, outcome.loginUserId);
      if (user) {
        await noteSecurityEvent(
          { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
          user,
          'new-device',
          { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        );
      }
    }
    return reply.redirect(outcome.location);
  });
}
