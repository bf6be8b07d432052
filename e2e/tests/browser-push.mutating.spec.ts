import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleOnce, loginAt } from './support';

/** 65 bytes of a P-256 point and 16 of an auth secret, base64url, as PushSubscription.toJSON() gives them. */
const P256DH = `B${'Q'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

/** The words the flow looks for, in each language (the catalogs' own). */
const WORDS = {
  nl: {
    title: 'Meldingen in deze browser',
    enable: 'Meldingen aanzetten in deze browser',
    enabled: 'Meldingen staan aan in deze browser.',
    listTitle: 'Browsers met meldingen',
    never: 'Nog geen',
    remove: 'Uitzetten: meldingen in Chrome · Linux',
    removed: 'Meldingen staan uit in Chrome · Linux.',
  },
  fr: {
    title: 'Notifications dans ce navigateur',
    enable: 'Activer les notifications dans ce navigateur',
    enabled: 'Les notifications sont activées dans ce navigateur.',
    listTitle: 'Navigateurs avec notifications',
    never: 'Pas encore',
    remove: 'Désactiver les notifications dans Chrome · Linux',
    removed: 'Les notifications sont désactivées dans Chrome · Linux.',
  },
  en: {
    title: 'Notifications in this browser',
    enable: 'Turn on notifications in this browser',
    enabled: 'Notifications are on in this browser.',
    listTitle: 'Browsers with notifications',
    never: 'None yet',
    remove: 'Turn off notifications in Chrome · Linux',
    removed: 'Notifications are off in Chrome · Linux.',
  },
} as const;

/**
 * The browser's side is stubbed (no push service in tests): the permission is granted, the service
 * worker "registers" and PushManager.subscribe answers a subscription whose endpoint is local and
 * closed, so nothing ever leaves the machine; the tab's session storage plays the browser's memory
 * of it. What is checked is ours: the page asks in that order, with the server's key, the server
 * stores and lists what the page sent, and a page opened later says the browser's notifications are on.
 */
async function stubPush(page: Page, endpoint: string) {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const calls: unknown[] = [];
      (window as unknown as { pushCalls: unknown[] }).pushCalls = calls;
      const remembered = (name: string) => sessionStorage.getItem(`push-stub-${name}`) === 'yes';
      const remember = (name: string) => sessionStorage.setItem(`push-stub-${name}`, 'yes');
      Notification.requestPermission = async () => {
        calls.push('permission');
        remember('granted');
        return 'granted';
      };
      Object.defineProperty(Notification, 'permission', {
        configurable: true,
        get: () => (remembered('granted') ? 'granted' : 'default'),
      });
      const subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      };
      const registration = {
        pushManager: {
          subscribe: async (options: PushSubscriptionOptionsInit) => {
            const key = new Uint8Array(options.applicationServerKey as ArrayBuffer);
            calls.push({
              subscribe: { userVisibleOnly: options.userVisibleOnly, keyBytes: key.length, first: key[0] },
            });
            remember('subscribed');
            return subscription;
          },
          getSubscription: async () => (remembered('subscribed') ? subscription : null),
        },
      };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: {
          register: async (url: string) => {
            calls.push({ register: url });
            return registration;
          },
          ready: Promise.resolve(registration),
          getRegistration: async () => (remembered('subscribed') ? registration : undefined),
        },
      });
    },
    { endpoint, p256dh: P256DH, auth: AUTH },
  );
}

for (const lang of LANGUAGES) {
  test(`turns on notifications in this browser, listed and removable in the account (${lang})`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    const endpoint = `https://127.0.0.1:9/push/e2e-${lang}`;
    await stubPush(page, endpoint);
    await loginAt(page, 'notary', lang, routePath('savedsearches', lang));

    const section = page.getByTestId('browser-push');
    await expect(section.getByRole('heading', { name: words.title })).toBeVisible();
    await expectAccessibleOnce(page, lang, 'saved searches with the browser notifications button');
    await expect(page.getByTestId('browser-push-on')).toBeHidden();
    await section.getByRole('button', { name: words.enable }).click();
    await expect(page.getByTestId('browser-push-notification-success')).toContainText(words.enabled);
    expect(await page.evaluate(() => (window as unknown as { pushCalls: unknown[] }).pushCalls)).toEqual([
      'permission',
      { register: '/push-worker.js' },
      // The server's VAPID public key: an uncompressed P-256 point.
      { subscribe: { userVisibleOnly: true, keyBytes: 65, first: 4 } },
    ]);

    await expect(page.getByTestId('browser-push-on')).toHaveText(words.enabled);
    await page.reload();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByTestId('browser-push-on')).toHaveText(words.enabled);

    // The worker the page registers is served from the site's root, as a script.
    const worker = await page.request.get('/push-worker.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(await worker.text()).toContain('showNotification');

    // The server has it, under the caller.
    const stored = await page.request.get(`/${lang}/api/core/my-profile/push/subscriptions`);
    const [subscription] = ((await stored.json()) as { data: { id: number; label: string }[] }).data;
    expect(subscription?.label).toMatch(/^Chrome · Linux$/);

    await page.goto(`${routePath('data', lang)}?tab=connections`);
    const list = page.getByTestId('push-subscriptions');
    await expect(list.getByRole('heading', { name: words.listTitle })).toBeVisible();
    const row = list.getByTestId(`push-subscription-${subscription!.id}`);
    await expect(row).toContainText('Chrome · Linux');
    await expect(row).toContainText(words.never);
    await expectAccessibleOnce(page, lang, 'connections with the browsers with notifications');
    await row.getByRole('button', { name: words.remove }).click();
    await expect(page.getByTestId('push-subscriptions-notification-success')).toContainText(words.removed);
    await expect(list.getByTestId('push-subscriptions-empty')).toBeVisible();
  });
}
