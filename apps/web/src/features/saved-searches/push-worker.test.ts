import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The service worker (apps/web/public/push-worker.js) run as the browser runs it, in a scope of its
 * own: a push event with the server's payload shows a notification, a click opens the listing.
 * (Chromium's headless shell refuses notifications, so the browser tests stub the Push API instead.)
 */
function startWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown = vi.fn(async () => undefined);
  const opened = vi.fn(async () => null);
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: shown },
    clients: { openWindow: opened },
  };
  const source = readFileSync(
    resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/push-worker.js'),
    'utf8',
  );
  runInNewContext(source, { self });
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { dispatch, shown, opened };
}

describe('the push service worker', () => {
  it("shows the listing's title, price and photo, and opens the listing on a click", async () => {
    const worker = startWorker();
    const message = {
      title: 'Huis, 9000 Gent',
      body: '€ 350.000 · nieuw voor "Gent"',
      url: 'https://portal.example.be/listing/1',
      image: 'https://photos.example.be/1.jpg',
      tag: 'saved-search-7',
    };
    await worker.dispatch('push', { data: { json: () => message } });
    expect(worker.shown).toHaveBeenCalledWith('Huis, 9000 Gent', {
      body: '€ 350.000 · nieuw voor "Gent"',
      icon: '/favicon.svg',
      image: 'https://photos.example.be/1.jpg',
      tag: 'saved-search-7',
      data: { url: 'https://portal.example.be/listing/1' },
    });

    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: message.url } } });
    expect(close).toHaveBeenCalled();
    expect(worker.opened).toHaveBeenCalledWith('https://portal.example.be/listing/1');
  });

  it('shows nothing for an empty push, and no photo where the listing has none', async () => {
    const worker = startWorker();
    await worker.dispatch('push', { data: null });
    expect(worker.shown).not.toHaveBeenCalled();
    await worker.dispatch('push', {
      data: { json: () => ({ title: 'T', body: 'B', url: null, image: null }) },
    });
    expect(worker.shown).toHaveBeenCalledWith('T', { body: 'B', icon: '/favicon.svg', data: { url: '/' } });
  });
});
