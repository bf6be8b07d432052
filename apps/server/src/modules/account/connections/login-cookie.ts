import type { Language, Provider } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OIDC_STATE_TTL_MS } from './connections.service';

/**
 * Binds a login through a provider to the browser that started it: the callback only logs in when
 * the state it receives is the one in this cookie, so a callback URL sent to someone else (login
 * CSRF) does not sign them in. It also carries the page to return to.
 */
const COOKIE = 'oidc_login';
const LoginState = z.object({ state: z.string().min(1).max(200), returnTo: z.string().max(500).nullable() });
export type LoginState = z.infer<typeof LoginState>;

const options = (request: FastifyRequest, lang: Language, provider: Provider) => ({
  httpOnly: true,
  // Lax: sent on the provider's top-level redirect back to the callback.
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  path: `/${lang}/api/core/auth/oidc/${provider}/`,
});

export function setLoginCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  target: { lang: Language; provider: Provider },
  value: LoginState,
): void {
  reply.setCookie(COOKIE, JSON.stringify(value), {
    ...options(request, target.lang, target.provider),
    maxAge: OIDC_STATE_TTL_MS / 1000,
  });
}

export function readLoginCookie(request: FastifyRequest): LoginState | null {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  try {
    const parsed = LoginState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON: a cookie this server did not write counts as no cookie
  }
}

export function clearLoginCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  target: { lang: Language; provider: Provider },
): void {
  reply.clearCookie(COOKIE, options(request, target.lang, target.provider));
}
