import webpush from 'web-push';
import type { VapidKeys } from '../config';
import { DeliveryFailure } from '../lib/outbox-delivery';
import { failureOf, PROVIDER_TIMEOUT_MS } from './http-failure';

/** A browser's subscription as the Push API gives it: its push service's URL and its keys (RFC 8291). */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service answered that this subscription no longer exists (404, 410): the browser left it. */
export class SubscriptionGone extends DeliveryFailure {
  constructor(message: string) {
    super(message, { final: true });
  }
}

export interface WebPushSender {
  send(subscription: BrowserSubscription, payload: string, ttlSeconds: number): Promise<void>;
}

/**
 * Web Push (RFC 8030) with the payload encrypted for the browser (RFC 8291, aes128gcm) and the
 * server identified by VAPID (RFC 8292): `web-push` builds the request, fetch sends it, so its time
 * limit and answers are handled as every other provider's.
 */
export function webPushSender(keys: VapidKeys, subject: string): WebPushSender {
  return {
    async send(subscription, payload, ttlSeconds) {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject, ...keys },
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      // fetch counts the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) return;
      const summary = `Web Push: HTTP ${response.status} ${text.slice(0, 200)}`;
      if (response.status === 404 || response.status === 410) throw new SubscriptionGone(summary);
      throw failureOf(response, summary);
    },
  };
}
