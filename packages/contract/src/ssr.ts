/**
 * Server rendering (decision 039): the web app's server build exports a `renderPage`, which the server
 * calls for a page request. The server gives it the API (its own routes, called in-process with the
 * request's cookies) and writes what comes back into index.html.
 */

/** What the server knows of a page request. */
export interface PageRequest {
  /** The path and query string of the request. */
  url: string;
  /** The API, answering as it would the browser with this request's cookies (same-origin paths). */
  fetch: typeof fetch;
  /** The browser says it is a phone (Sec-CH-UA-Mobile, else its user agent): drawn for a narrow screen. */
  phone: boolean;
}

/** A rendered page: the root's markup, and what the browser needs to take it over without a change. */
export interface RenderedPage {
  lang: string;
  title: string;
  /** The markup inside `#root`. */
  html: string;
  /** The data the markup was rendered from; the browser starts from it (JSON-serialisable). */
  state: unknown;
}

/**
 * Renders a page, or answers null when it does not render this one on the server (no session, a
 * screen that renders in the browser only); the browser then renders it as before.
 */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;

/** The id of the `<script type="application/json">` holding `RenderedPage.state` in the page. */
export const RENDERED_STATE_ID = 'rendered-state';

/**
 * Marks index.html's preloads of what the first call needs (the contract's schemas, decision 040): a
 * page the browser draws fetches them beside the entry, a page the server drew makes no call and drops
 * them.
 */
export const FIRST_CALL_PRELOAD = 'data-first-call';

/**
 * The name of a `<meta>` the server puts in a page it sends to a request without a session cookie: the
 * browser then asks for the login before its first call that needs one, instead of after that call's
 * 401 (which the browser's console reports as an error on every signed-out visit).
 */
export const SIGNED_OUT_META = 'account-session-none';
