import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, sessionTokenOf, setSessionCookie, userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { confirmEmail, login, noteRequestEvent, sendConfirmationEmail, signOut } from './auth.service';
import { deviceCookieOf, setDeviceCookie } from './device-cookie';
import { loginKeys } from './login-keys';
import { passkeysRoutes } from './passkeys.routes';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const keys = loginKeys(app.config.loginSecret);
  passkeysRoutes(app);
  route(app, endpoints.login, async (request, reply) => {
    const { user, token, expiresAt, deviceCookie, knownDevice } = await login(app.db, keys, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousToken: sessionTokenOf(request),
      deviceCookie: deviceCookieOf(request),
      lifetimes: app.config.sessions,
    });
    setSessionCookie(request, reply, token, expiresAt);
    setDeviceCookie(request, reply, deviceCookie);
    if (!knownDevice) {
      await noteRequestEvent(request, user, 'new-device');
    }
    return { data: user };
  });

  route(app, endpoints.getCurrentUser, async (request) => ({ data: userOf(request) }));

  route(app, endpoints.signOut, async (request, reply) => {
    await signOut(app.db, sessionTokenOf(request));
    clearSessionCookie(request, reply);
    return { data: { success: true } };
  });

  route(app, endpoints.initConfirmEmail, async (request) => {
    await sendConfirmationEmail(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
      userOf(request),
    );
    return { data: { success: true } };
  });

  route(app, endpoints.confirmEmail, async (request) => {
    await confirmEmail(app.db, request.body.token);
    return { data: { success: true } };
  });
}
