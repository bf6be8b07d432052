import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_DAYS, SECURE_DEVICE_COOKIE } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieNames } from '../../plugins/auth';
import { cookieOf, cookieNameOf, cookieOptions } from '../../plugins/auth';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies", decision 052): a
 * successful login leaves `<user id>.<nonce>.<expiry>.<signature>` in the browser, an HMAC-SHA256 of
 * the rest with a key of LOGIN_SECRET. Nothing is stored on the server: the nonce names the cookie
 * where its failures are counted (login_attempts.device).
 */
export interface Device {
  userId: number;
  /** 128 random bits, base64url: the cookie's own id. */
  nonce: string;
}

export interface DeviceCookies {
  /** A new cookie value for this user, valid for DEVICE_COOKIE_TTL_DAYS from `now`. */
  issue(userId: number, now: Date): string;
  /** The device a cookie value names; null when it is malformed, forged, tampered with or expired. */
  verify(value: string | null, now: Date): Device | null;
}

export const DEVICE_COOKIE_TTL_SECONDS = DEVICE_COOKIE_TTL_DAYS * 24 * 60 * 60;
const VERSION = 'd1';
const FORMAT = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function deviceCookies(key: Buffer): DeviceCookies {
  // The version is signed too: a later format cannot be mistaken for this one.
  const sign = (payload: string) => createHmac('sha256', key).update(`${VERSION}.${payload}`).digest();
  return {
    issue(userId, now) {
      const nonce = randomBytes(16).toString('base64url');
      const expires = Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_TTL_SECONDS;
      const payload = `${userId}.${nonce}.${expires}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    verify(value, now) {
      const match = FORMAT.exec(value ?? '');
      if (!match) return null;
      const [, userId, nonce, expires, signature] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = sign(`${userId}.${nonce}.${expires}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { userId: Number(userId), nonce };
    },
  };
}

const NAMES: CookieNames = { plain: DEVICE_COOKIE, secure: SECURE_DEVICE_COOKIE };

/** The device cookie the request came with (the `__Host-` one over https), not yet verified. */
export const deviceCookieOf = (request: FastifyRequest): string | null => cookieOf(request, NAMES);

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(cookieNameOf(request, NAMES), value, {
    ...cookieOptions(request),
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}
