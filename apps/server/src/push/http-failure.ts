import { DeliveryFailure } from '../lib/outbox-delivery';

/** A push provider that does not answer within this is tried again later. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Retry-After (RFC 9110): seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * A provider's answer that was not a success: 429, 408 and 5xx are tried again (after Retry-After
 * when given), 401 too (a new access token); any other 4xx refuses the message itself and is final.
 */
export function failureOf(response: Response, summary: string): DeliveryFailure {
  const { status } = response;
  const retryable = status === 401 || status === 408 || status === 429 || status >= 500;
  const after = retryAfterMs(response.headers.get('retry-after'));
  return new DeliveryFailure(summary, {
    final: !retryable,
    ...(after !== undefined ? { retryAfterMs: after } : {}),
  });
}
