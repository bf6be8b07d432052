// By path: the config's bundler inlines it, whereas @app/i18n would load as TypeScript in Node.
import { compileCatalog } from '../../../packages/i18n/src/compile-messages';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]locales[\\/](nl|fr|en)[\\/][^\\/]+\.json$/;

/**
 * The catalogs' ICU messages compiled at build time (decision 031): each catalog chunk holds its
 * messages' syntax trees, and the bundle gets the ICU parser's stand-in that only throws (its types and
 * guards stay, which formatting needs): 9 KiB gzipped less in the first load. Tests and the server keep
 * the parser and text catalogs; formatMessage reads both.
 */
export function compileCatalogs(): Plugin {
  const parserDir = dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser'));
  return {
    name: 'compile-catalogs',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: join(parserDir, 'lib', 'no-parser.js'),
          },
        ],
      },
    }),
    transform(code, id) {
      const lang = CATALOG.exec(id)?.[1];
      if (!lang) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code), lang)), map: null };
    },
  };
}
