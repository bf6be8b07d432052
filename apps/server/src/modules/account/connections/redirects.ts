import type { ErrorKey, Language, Provider } from '@app/contract';
import { PROVIDER_LOGIN_RESULT, routePath } from '@app/contract';

const { param, reasonParam, unknown, error } = PROVIDER_LOGIN_RESULT;

/**
 * Where the OpenID Connect callback sends the browser. The web app reads these query parameters;
 * `reason` is an `errors:` message key without its namespace.
 */
const reasonOf = (key: ErrorKey): string => key.replace(/^errors:/, '');

/** Link finished: the connections tab of the profile screen. */
export const linkedLocation = (lang: Language, provider: Provider): string =>
  `${routePath('data', lang)}?tab=connections&connection=${provider}&result=linked`;

export const linkFailedLocation = (lang: Language, provider: Provider, reason: ErrorKey): string =>
  `${routePath('data', lang)}?tab=connections&connection=${provider}&result=error&reason=${reasonOf(reason)}`;

/** Login failed (or the flow could not be identified): the dashboard, which opens the login modal. */
export const loginFailedLocation = (lang: Language, reason: ErrorKey): string =>
  `${routePath('profile', lang)}?${param}=${error}&${reasonParam}=${reasonOf(reason)}`;

/** The provider knows the person, but no account is linked to that identity. */
export const loginUnknownLocation = (lang: Language): string =>
  `${routePath('profile', lang)}?${param}=${unknown}`;

const LANGUAGE_PATH = /^\/(nl|fr|en)\//;
const PROBE_ORIGIN = 'http://return-to.invalid';

/**
 * A same-origin path of the app (`/nl/…`, `/fr/…`, `/en/…`), or null. Checked again after the URL
 * parser normalised it (dot segments, tabs, control characters), so `/nl/..//evil.example` cannot
 * turn into another origin; backslashes, which browsers read as slashes, are refused outright.
 */
export function safeReturnTo(value: string | undefined | null): string | null {
  if (!value || !LANGUAGE_PATH.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !LANGUAGE_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
