import { createHash, timingSafeEqual } from 'node:crypto';
import type { Access, CurrentUser } from '@app/contract';
import { ERR, SECURE_SESSION_COOKIE, SESSION_COOKIE, USER_STATUS_ACTIVE } from '@app/contract';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../http-error';

/** Finds the live session of a cookie's token; the auth module owns sessions, app.ts hands it in. */
export type ResolveSession = (
  db: Database,
  token: string,
) => Promise<{ user: CurrentUser; extended: boolean; expiresAt: Date } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    resolveSession: ResolveSession;
  }
  interface FastifyRequest {
    /** Loaded by route() for every endpoint whose access is not public. */
    currentUser: CurrentUser | null;
  }
}

/** A cookie's two names: plain over http (development), `__Host-` prefixed over https. */
export interface CookieNames {
  plain: string;
  secure: string;
}
const SESSION: CookieNames = { plain: SESSION_COOKIE, secure: SECURE_SESSION_COOKIE };

/**
 * Over https only the `__Host-` name is written and read: a plain cookie of the same name could have
 * been planted by a plain-http page or a sibling subdomain (decision 052).
 */
export const cookieNameOf = (request: FastifyRequest, names: CookieNames): string =>
  request.protocol === 'https' ? names.secure : names.plain;

/** What every cookie of ours gets; `__Host-` needs Secure, Path=/ and no Domain, all given here. */
export function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https',
  };
}

export const cookieOf = (request: FastifyRequest, names: CookieNames): string | null =>
  request.cookies[cookieNameOf(request, names)] || null;

/** The cookie lives as long as its session: until `expiresAt`, which each extension moves on. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(cookieNameOf(request, SESSION), token, {
    ...cookieOptions(request),
    maxAge: Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieNameOf(request, SESSION), cookieOptions(request));
}

export const sessionTokenOf = (request: FastifyRequest): string | null => cookieOf(request, SESSION);

/**
 * Sets request.currentUser from the session cookie. A cookie without a live session is left alone:
 * clearing it could race with a login in another tab and delete the new cookie.
 */
export async function loadCurrentUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionTokenOf(request);
  if (!token) return;
  const session = await request.server.resolveSession(request.server.db, token);
  if (!session) return;
  request.currentUser = session.user;
  // Every later line of this request names the user by id: never by e-mail address or name.
  request.log = request.log.child({ userId: session.user.id });
  reply.log = request.log;
  // The cookie's Max-Age slides with the row's expires_at.
  if (session.extended) setSessionCookie(request, reply, token, session.expiresAt);
}

/** The access rules of the contract (endpoint.ts) for people: public, user, active, pro. */
export function assertAccess(access: Exclude<Access, 'service'>, user: CurrentUser | null): void {
  if (access === 'public') return;
  if (!user) throw unauthorized();
  if (access === 'user') return;
  if (user.userInfo.status !== USER_STATUS_ACTIVE && !user.isAdmin) {
    throw new HttpError(403, 'inactive', ERR.inactive);
  }
  if (access === 'pro' && !user.isProUser && !user.isAdmin) {
    throw new HttpError(403, 'pro_only', ERR.proOnly);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Whether an Authorization header carries this bearer token. Both sides are hashed first so that the
 * comparison takes the same time whatever the length or the content of the token sent.
 */
export const bearerMatches = (header: string | undefined, expected: string): boolean =>
  timingSafeEqual(digest(BEARER.exec(header ?? '')?.[1] ?? ''), digest(expected));

/**
 * Access 'service': the public portal's calls carry `Authorization: Bearer <FEED_SERVICE_TOKEN>`.
 * Without the setting the feed is off (503).
 */
export function assertServiceToken(request: FastifyRequest): void {
  const expected = request.server.config.feedServiceToken;
  if (expected === null) throw new HttpError(503, 'feed_disabled', ERR.feedDisabled);
  if (!bearerMatches(request.headers.authorization, expected)) {
    throw new HttpError(401, 'unauthorized', ERR.serviceTokenInvalid, {
      'www-authenticate': 'Bearer realm="feed"',
    });
  }
}

/** The signed-in user of a handler behind access user/active/pro. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { resolveSession: ResolveSession }) => {
    app.decorate('resolveSession', options.resolveSession);
    app.decorateRequest('currentUser', null);
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'db'] },
);
