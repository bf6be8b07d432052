import type { CurrentUser, SignInMethod } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf, setSessionCookie } from '../../plugins/auth';
import { deviceCookieOf, setDeviceCookie } from './device-cookie';
import { loginKeys } from './login-keys';
import { noteRequestEvent } from './security-events';
import { createSession, endSession } from './sessions';

/**
 * After a sign-in without the password form (a provider, a passkey), as after a password login: a new
 * session id (the browser's old session ends), a fresh device cookie, and a notice when the browser's
 * device cookie did not know this account (decisions 052, 082).
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: CurrentUser,
  method: SignInMethod,
): Promise<void> {
  const app = request.server;
  const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
  const previous = sessionTokenOf(request);
  if (previous) await endSession(app.db, previous);
  const { token, expiresAt } = await createSession(app.db, app.config.sessions, user.id, {
    ...client,
    method,
  });
  setSessionCookie(request, reply, token, expiresAt);
  const devices = loginKeys(app.config.loginSecret).devices;
  const now = new Date();
  const known = devices.verify(deviceCookieOf(request), now)?.userId === user.id;
  setDeviceCookie(request, reply, devices.issue(user.id, now));
  if (!known) await noteRequestEvent(request, user, 'new-device');
}
