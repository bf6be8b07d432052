import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** What the build's lazy imports call, and with what: the module's import, then its files. */
const VITE_PRELOAD = /export const __vitePreload = function preload\(baseModule, deps, importerUrl\)/;
const HELPER = resolve(dirname(fileURLToPath(import.meta.url)), '../src/lib/preload-helper.ts');

/**
 * Puts the app's preload helper (src/lib/preload-helper.ts) in place of Vite's, which asks for every
 * file of a lazy module in one task: landing on My properties, 56 files and about 150 ms of a phone's
 * main thread as Lighthouse counts it (issue 49, decision 071). The build fails when a Vite release
 * calls its helper differently, rather than call this one wrongly.
 */
export function batchedPreloads(): Plugin {
  return {
    name: 'batched-preloads',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      if (!VITE_PRELOAD.test(code))
        this.error("batched-preloads does not recognise Vite's preload helper; check it");
      return { code: `export { vitePreload as __vitePreload } from ${JSON.stringify(HELPER)};`, map: null };
    },
  };
}
