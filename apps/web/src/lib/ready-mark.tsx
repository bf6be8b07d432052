import { useEffect } from 'react';

/**
 * Sets `data-app-ready` on the document once React has committed the first page, drawn or taken over
 * from the server: until then a server-drawn page shows buttons that do nothing. Browser tests wait
 * for it before they click; it is rendered after the router, so its effect runs after the page's. A
 * drawn screen is a boundary of its own, taken over just after (decision 087): a click in it before
 * then takes it over at once and is replayed, so its buttons work from here on too.
 */
export function ReadyMark(): null {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
