import type { SubscribePushBody } from '@app/contract';

/** Why a browser could not be subscribed, for the words the screen shows. */
export type BrowserPushRefusal = 'unsupported' | 'denied';

/** Whether this browser can show pushed notifications at all (a service worker, the Push API). */
export const browserPushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID key as the Push API wants it: base64url to bytes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A name for the account's list, from the browser's user agent: "Firefox · Linux". Names only, never words. */
export function browserLabel(userAgent: string): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([marker]) => userAgent.includes(marker!))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([marker]) => userAgent.includes(marker!))?.[1] ?? null;
  return system ? `${browser} · ${system}` : browser;
}

/** The service worker that shows the notifications (apps/web/public). */
export const PUSH_WORKER = '/push-worker.js';

/**
 * Asks for the permission, registers the service worker and subscribes with the server's key: what
 * the server stores, or why it cannot be.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<SubscribePushBody | BrowserPushRefusal> {
  if (!browserPushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  await navigator.serviceWorker.register(PUSH_WORKER);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unsupported';
  return {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    label: browserLabel(navigator.userAgent),
  };
}

/** Whether this browser already has the server's subscription: its notifications are on. */
export async function thisBrowserSubscribed(): Promise<boolean> {
  if (!browserPushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  return Boolean(registration && (await registration.pushManager.getSubscription()));
}
