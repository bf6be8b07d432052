import type { AnyRouteName, Language } from '@app/contract';

export type Preloader = (name: AnyRouteName, lang: Language) => Promise<unknown>;

let preloader: Preloader | null = null;
const started = new Set<string>();

/** The router says how a route's screen and catalogs load (app/router.tsx); the menu only asks. Answers the one it replaces. */
export function setRoutePreloader(load: Preloader | null): Preloader | null {
  const before = preloader;
  preloader = load;
  return before;
}

/**
 * Starts loading a route's screen and catalogs when the user points at or tabs to its link, so that
 * the click that follows finds them in and the page shows at once (issue 49). Once per route and
 * language; a failure is left to the navigation itself, which loads again and shows its error.
 */
export function preloadRoute(name: AnyRouteName, lang: Language): void {
  const key = `${lang}:${name}`;
  if (!preloader || started.has(key)) return;
  started.add(key);
  preloader(name, lang).catch(() => started.delete(key));
}
