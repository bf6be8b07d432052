import { LOCALE_OF } from '@app/contract';

/**
 * The worker that loads Intl's locale data beside the page (public/intl-warm-up.js, decision 069).
 * A page the server drew starts it in start-app.js already, before the app's code arrives.
 */
export const INTL_WARM_UP_WORKER = '/intl-warm-up.js';

/**
 * Starts the warm-up of every language's locale (the worker's time is not the page's); resolves once
 * the data is loaded, or at once when the browser cannot start the worker. Such a browser only loses
 * the head start: the page's thread loads the data on its first use, as it did before, so there is
 * nothing to report.
 */
export const warmUpIntlAside = (): Promise<void> =>
  new Promise<void>((resolve) => {
    try {
      const worker = new Worker(INTL_WARM_UP_WORKER);
      worker.onmessage = worker.onerror = () => {
        worker.terminate();
        resolve();
      };
      worker.postMessage(Object.values(LOCALE_OF));
    } catch {
      resolve();
    }
  });
