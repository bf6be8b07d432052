/**
 * A page the server rendered (decision 039) loads the app's code once it has been painted. The page
 * shows without the code, which on a slow link would otherwise share the bandwidth with the
 * stylesheet that the first paint waits for. The server moves index.html's entry script and preloads
 * into this script's data-entry and data-preload.
 *
 * The app starts once the browser reports the first paint; a browser that reports no paints starts
 * it after the next frame, and no page waits more than 3 s. A hidden page paints nothing: it starts
 * the app at once.
 */
(() => {
  const { entry = '', preload = '' } = document.currentScript?.dataset ?? {};
  // Intl's locale data loads in a worker while the app's code downloads (intl-warm-up.js): the
  // app's first use of Intl then costs its thread nothing. Without workers, the app loads it itself.
  if (typeof Worker === 'function') {
    try {
      new Worker('/intl-warm-up.js').postMessage([document.documentElement.lang]);
    } catch {
      // The app's own warm-up (lib/intl-aside.ts) tries again, and the data loads on first use.
    }
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  if (document.visibilityState === 'hidden') start();
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
  // Whatever happens to the paint, the page does not stay without its code.
  setTimeout(start, 3000);
})();
