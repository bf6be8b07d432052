import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Static imports and re-exports (`from './x'`, `import './x'`), not `import type`, which loads no code.
const IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g;
// What a screen loads later, its dialogs say (`import('./x')`).
const LAZY_IMPORT = /import\(\s*'(\.[^']+)'\s*\)/g;
const NAMESPACE_KEY = /['"`]([a-zA-Z]+):[a-zA-Z$]/g;

// The functions of @app/i18n that translate (order labels): a screen that calls one uses its namespaces.
const I18N_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/i18n/src');
const I18N_IMPORT = /import\s*\{([^}]*)\}\s*from\s+'@app\/i18n'/g;
const i18nExports = new Map<string, string>();
for (const name of readdirSync(I18N_SRC)) {
  if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
  const file = resolve(I18N_SRC, name);
  for (const match of readFileSync(file, 'utf8').matchAll(/export (?:const|function) (\w+)/g)) {
    i18nExports.set(match[1]!, file);
  }
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The namespaces of every translation key written as a literal (a quoted or templated `namespace:key`)
 * in `entry` and the app's source files it imports statically, each with the first file that uses
 * it. With `lazyParts`, also those it loads with `import()`: a screen's dialogs and later parts, whose
 * catalogs load with the screen's (not from the shell: every screen loads its own catalogs).
 */
export function namespacesUsed(
  entry: string,
  known: ReadonlySet<string>,
  { lazyParts = false }: { lazyParts?: boolean } = {},
): Map<string, string> {
  const seen = new Set<string>();
  const found = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(NAMESPACE_KEY)) {
      if (known.has(match[1]!) && !found.has(match[1]!)) found.set(match[1]!, file);
    }
    for (const match of source.matchAll(I18N_IMPORT)) {
      for (const name of match[1]!.split(',')) {
        const file = i18nExports.get(name.replace(/^\s*type\s+/, '').trim());
        if (file) queue.push(file);
      }
    }
    const imports = [...source.matchAll(IMPORT), ...(lazyParts ? source.matchAll(LAZY_IMPORT) : [])];
    for (const match of imports) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const target = resolveModule(file, specifier);
      if (target && !/\.test\.tsx?$/.test(target) && !target.startsWith(I18N_SRC)) queue.push(target);
    }
  }
  return found;
}
