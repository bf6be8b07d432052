import { sign } from 'node:crypto';
import { z } from 'zod';
import type { FcmSettings } from '../config';
import { DeliveryFailure } from '../lib/outbox-delivery';
import { failureOf, PROVIDER_TIMEOUT_MS } from './http-failure';

/** The scope of FCM's HTTP v1 API (what the access token is asked for). */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** An access token is renewed this long before it expires, so none expires during a call. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** A JWT assertion's lifetime: Google accepts at most one hour. */
const ASSERTION_SECONDS = 3600;

const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** FCM's error body (google.rpc.Status) with its details: FcmError's errorCode, BadRequest's field violations. */
const FcmErrorBody = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z
      .array(
        z.looseObject({
          errorCode: z.string().optional(),
          fieldViolations: z.array(z.looseObject({ field: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

/** A message FCM refused because the registration token is no longer (or never was) a device's. */
export class TokenRejected extends DeliveryFailure {
  constructor(message: string) {
    super(message, { final: true });
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The OAuth 2.0 JWT bearer assertion (RFC 7523) of a service account, signed RS256 with its key. */
export function serviceAccountAssertion(settings: FcmSettings, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: settings.clientEmail,
      scope: FCM_SCOPE,
      aud: settings.tokenUri,
      iat,
      exp: iat + ASSERTION_SECONDS,
    }),
  );
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), settings.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

export interface FcmNotification {
  title: string;
  body: string;
  data: Record<string, string>;
  /** Seconds FCM keeps the message for a device that is offline. */
  ttlSeconds: number;
}

export interface FcmClient {
  send(registrationToken: string, notification: FcmNotification): Promise<void>;
}

/**
 * Firebase Cloud Messaging's HTTP v1 API: an access token from the service account's token_uri
 * (kept until shortly before it expires), then `messages:send`. Failures come as DeliveryFailure:
 * TokenRejected when the device's token is gone, final when the message itself is refused, else a
 * retry (with FCM's Retry-After when it gives one).
 */
export function fcmClient(settings: FcmSettings): FcmClient {
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    const nowMs = Date.now();
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > nowMs) return cached.token;
    const response = await fetch(settings.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(settings, nowMs),
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) {
      const text = await response.text();
      throw failureOf(response, `FCM token exchange: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    const answer = TokenAnswer.parse(await response.json());
    cached = { token: answer.access_token, expiresAt: nowMs + answer.expires_in * 1000 };
    return cached.token;
  }

  return {
    async send(registrationToken, { title, body, data, ttlSeconds }) {
      const url = `${settings.baseUrl}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: registrationToken,
            notification: { title, body, ...(data.image ? { image: data.image } : {}) },
            data,
            android: { ttl: `${ttlSeconds}s` },
            apns: { headers: { 'apns-expiration': String(Math.floor(Date.now() / 1000) + ttlSeconds) } },
          },
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (response.ok) return;
      // A token that expired early (revoked, clock skew): the next attempt asks for a new one.
      if (response.status === 401) cached = null;
      const text = await response.text();
      const parsed = FcmErrorBody.safeParse(safeJson(text));
      const error = parsed.success ? parsed.data.error : undefined;
      const codes = (error?.details ?? []).map((detail) => detail.errorCode).filter(Boolean);
      const tokenField = (error?.details ?? []).some((detail) =>
        (detail.fieldViolations ?? []).some((violation) => violation.field === 'message.token'),
      );
      const summary = `FCM messages:send: HTTP ${response.status} ${error?.status ?? ''} ${codes.join(',')} ${error?.message ?? text.slice(0, 200)}`;
      if (response.status === 404 || codes.includes('UNREGISTERED')) throw new TokenRejected(summary);
      // INVALID_ARGUMENT names the field: about the token, the token is not a device's.
      if (response.status === 400 && tokenField) throw new TokenRejected(summary);
      throw failureOf(response, summary);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
