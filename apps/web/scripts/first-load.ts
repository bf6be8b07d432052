import { SHELL_NAMESPACES } from '../src/lib/namespaces';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk of one language's shell catalogs, which always load together (vite.config.ts). */
export const shellCatalogChunk = (lang: string) => `shell-catalog-${lang}`;
const isShellNamespace = (ns: string) => (SHELL_NAMESPACES as readonly string[]).includes(ns);

/**
 * The files a browser fetches to show a screen the first time: the entry (index.html) and the screen's
 * module, the chunks both import statically, and `catalogs` (the screen's and the shell's namespaces in
 * one language), as JavaScript and CSS file names. A screen bundled into the entry has no chunk of its
 * own: `inEntry` says whether the entry holds a module (from its source map).
 */
export function firstLoad(
  manifest: Manifest,
  page: string,
  catalogs: { lang: string; namespaces: readonly string[] },
  inEntry: (src: string) => boolean = () => false,
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // A screen in the entry came with it.
  if (page in manifest || !inEntry(page)) visit(page);
  for (const ns of catalogs.namespaces) {
    const key = Object.keys(manifest).find((src) =>
      isShellNamespace(ns)
        ? manifest[src]!.name === shellCatalogChunk(catalogs.lang)
        : src.endsWith(`locales/${catalogs.lang}/${ns}.json`),
    );
    if (!key) throw new Error(`no chunk for the ${catalogs.lang} ${ns} catalog`);
    visit(key);
  }
  return { js: [...js], css: [...css] };
}

const LAZY_PAGE =
  /^\s*'?([\w-]+)'?: async \(\) => (?:\(\{\s*Component: (?:\(\s*await import\('([^']+)'\)\s*\)|(\w+))|\{\s*const \w+ = await import\('([^']+)'\))/gm;

/**
 * Each route's screen module, read from the router's `PAGES` table (`src/app/router.tsx`): a lazy
 * page by its `import()`, a page in the entry by its static import. Paths as the build manifest keys
 * them (`src/…`), without the extension; a route without a page it can read throws.
 */
export function routePages(routerSource: string, names: readonly string[]): Record<string, string> {
  const pages: Record<string, string> = {};
  const fromApp = (specifier: string) => {
    const parts = ['src', 'app'];
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  };
  // A page in a block (`{ const page = await import('…'); …; return { Component: page.default }; }`)
  // is read by its import too.
  for (const [, name, lazy, component, block] of routerSource.matchAll(LAZY_PAGE)) {
    const specifier =
      lazy ?? block ?? new RegExp(`^import ${component} from '([^']+)';$`, 'm').exec(routerSource)?.[1];
    if (name && specifier) pages[name] = fromApp(specifier);
  }
  const missing = names.filter((name) => !pages[name]);
  if (missing.length > 0) throw new Error(`no page found in the router for ${missing.join(', ')}`);
  return pages;
}
