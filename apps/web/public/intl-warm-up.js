// The page's first use of Intl loads the browser's locale data: 45 to 65 ms of a page's main thread
// here, 180 to 260 ms as Lighthouse counts a phone (issue 49, docs/decisions/069-intl-warmed-up-in-a-worker.md).
// That data belongs to the renderer, not to a thread: this worker loads it beside the page, whose
// own first use then costs nothing. The page posts the locales it will format in; the worker answers
// once they are ready, and ends.
self.addEventListener('message', (event) => {
  const locales = Array.isArray(event.data) ? event.data.filter((locale) => typeof locale === 'string') : [];
  Intl.NumberFormat.supportedLocalesOf(locales);
  for (const locale of locales) {
    new Intl.PluralRules(locale).select(1);
    new Intl.NumberFormat(locale).format(1.5);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Brussels' }).format(0);
  }
  self.postMessage(locales.length);
  self.close();
});
