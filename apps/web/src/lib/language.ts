import type { AnyRouteName, Language } from '@app/contract';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  legacyRedirect,
  matchRoute,
  routePath,
} from '@app/contract';
import { useLocation, useMatches, useParams } from 'react-router';
import { i18n } from './i18n';

/** Spec section 2: the language comes from the path, else from the language cookie, else nl. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}

export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const lang = decodeURIComponent(value.join('='));
      return isLanguage(lang) ? lang : null;
    }
  }
  return null;
}

export function detectLanguage(pathname: string, cookie: string): Language {
  return languageFromPath(pathname) ?? languageFromCookie(cookie) ?? DEFAULT_LANGUAGE;
}

export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers the chosen language for paths without one: one year, whole site, SameSite=Lax. */
export function writeLanguageCookie(lang: Language, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Switches i18n (and so the HTTP client's language) and `<html lang>`. */
export function applyLanguage(lang: Language, doc: Document = document): void {
  // Before it has started, the instance is starting in the language of the path already. A switch whose
  // catalogs do not load leaves the page in its language: the next route change tries again.
  if (i18n.isInitialized && i18n.language !== lang) {
    i18n
      .changeLanguage(lang)
      .catch((error: unknown) => console.error(`The ${lang} catalogs did not load:`, error));
  }
  doc.documentElement.lang = lang;
}

/** What a route registers in its handle. */
export interface RouteHandle {
  name: AnyRouteName;
  lang: Language;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'name' in handle &&
  'lang' in handle &&
  isLanguage((handle as RouteHandle).lang);

export interface CurrentRoute extends RouteHandle {
  params: Record<string, string | undefined>;
}

/**
 * The same page in another language: the same named route with the same params (and query string);
 * a page outside the route table keeps its path with the other language prefix.
 */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  route: Pick<CurrentRoute, 'name' | 'params'> | null,
  target: Language,
): string {
  const suffix = `${location.search ?? ''}${location.hash ?? ''}`;
  if (route) return `${routePath(route.name, target, route.params)}${suffix}`;
  const current = languageFromPath(location.pathname);
  const rest = current ? location.pathname.slice(current.length + 1) : location.pathname;
  return `/${target}${rest === '/' ? '' : rest}${suffix}`;
}

/**
 * Where a path outside the route table goes (null: it is not found):
 * legacy nl duplicates and shortcuts go to their named route; `/` and `/{lang}` go to the dashboard;
 * a path without a language goes to the same route in `lang` (the cookie's language, else nl).
 */
export function fallbackRedirect(pathname: string, lang: Language): string | null {
  const legacy = legacyRedirect(pathname);
  if (legacy) return legacy;
  const clean = pathname.replace(/\/+$/, '');
  const pathLang = languageFromPath(clean);
  if (pathLang) return clean === `/${pathLang}` ? routePath('profile', pathLang) : null;
  if (clean === '') return routePath('profile', lang);
  for (const candidateLang of LANGUAGES) {
    const candidate = `/${candidateLang}${clean}`;
    const legacyCandidate = legacyRedirect(candidate);
    const match = matchRoute(candidate) ?? (legacyCandidate ? matchRoute(legacyCandidate) : null);
    if (match) return routePath(match.name, lang, match.params);
  }
  return `/${lang}${clean}`;
}

/** The language of the page on screen. */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  return detectLanguage(pathname, typeof document === 'undefined' ? '' : document.cookie);
}

/** The named route on screen (from the route handle), or null outside the route table. */
export function useCurrentRoute(): CurrentRoute | null {
  const matches = useMatches();
  const params = useParams();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return { ...handle, params };
  }
  return null;
}
