import type { Plugin } from 'vite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The modules that import react-remove-scroll for its class names alone: the AppShell's parts. */
const CLASS_NAMES_ONLY = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/** What they get instead: RemoveScroll's class names, from react-remove-scroll-bar's constants. */
export const STAND_IN = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/lib/remove-scroll-class-names.ts',
);

/** Whether `importer`'s import of `source` is one the stand-in serves. */
export const takesStandIn = (source: string, importer: string | undefined): boolean =>
  source === 'react-remove-scroll' && !!importer && CLASS_NAMES_ONLY.test(importer);

/**
 * Mantine's AppShell.Header, AppShell.Footer and AppShell.Aside import react-remove-scroll for one
 * thing: the class name that keeps a fixed bar clear of the scroll bar a modal hides. The package,
 * with its side car, style singleton and scroll bar helpers, was 4.6 KiB gzipped of the dashboard's
 * first load (issue 14). The AppShell's modules get the class names alone; modals, which load later,
 * import the whole package as before.
 */
export function scrollBarClassNames(): Plugin {
  return {
    name: 'scroll-bar-class-names',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return takesStandIn(source, importer) ? STAND_IN : null;
    },
  };
}
