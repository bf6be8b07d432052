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
