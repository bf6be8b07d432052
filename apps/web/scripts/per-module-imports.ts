import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a package's barrel finds one of its names: the module (an absolute path, or another package) and its name there. */
export type BarrelMap = Map<string, { file: string; name: string }>;

/** A Mantine package's folder (its `exports` name only its barrel: `cjs/index.cjs` for require). */
const packageDir = (name: string) => resolve(dirname(createRequire(import.meta.url).resolve(name)), '..');

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT = /export\s*\{([^}]*)\}\s*;?\s*$/;

/** `a`, `a as b` → [local, exported] pairs. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return [from!.trim(), (as ?? from)!.trim()];
    });
}

/**
 * Reads a barrel written as Mantine's are (`import { x } from "./file.mjs"` lines, then one
 * `export { … }`): every name it exports, mapped to the module that defines it. A name the barrel does
 * not import by name is left out, and stays imported from the barrel.
 */
export function readBarrel(barrelFile: string): BarrelMap {
  const source = readFileSync(barrelFile, 'utf8');
  const local = new Map<string, { file: string; name: string }>();
  for (const [, list, path] of source.matchAll(IMPORT)) {
    for (const [name, alias] of specifiers(list!)) {
      // A name the barrel takes from another package (Mantine's RemoveScroll) is imported from there.
      const file = path!.startsWith('.') ? resolve(dirname(barrelFile), path!) : path!;
      local.set(alias, { file, name });
    }
  }
  const map: BarrelMap = new Map();
  const exported = EXPORT.exec(source)?.[1] ?? '';
  for (const [name, as] of specifiers(exported)) {
    const found = local.get(name);
    if (found) map.set(as, found);
  }
  return map;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;

/**
 * Rewrites `import { A, B as C } from '<package>'` into one import per defining module, for the
 * packages in `barrels`. Answers null when nothing changed.
 */
export function rewriteImports(code: string, barrels: ReadonlyMap<string, BarrelMap>): string | null {
  let changed = false;
  const result = code.replace(NAMED_IMPORT, (statement, list: string, source: string) => {
    const barrel = barrels.get(source);
    if (!barrel) return statement;
    const byFile = new Map<string, string[]>();
    const rest: string[] = [];
    for (const [name, as] of specifiers(list)) {
      const found = barrel.get(name);
      if (!found) {
        rest.push(name === as ? name : `${name} as ${as}`);
        continue;
      }
      const parts = byFile.get(found.file) ?? [];
      parts.push(found.name === as ? as : `${found.name} as ${as}`);
      byFile.set(found.file, parts);
    }
    changed = true;
    const lines = [...byFile].map(
      ([file, parts]) => `import { ${parts.join(', ')} } from ${JSON.stringify(file)};`,
    );
    if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from ${JSON.stringify(source)};`);
    // One line, as the statement was: the lines after it keep their place for the source map.
    return lines.join(' ');
  });
  return changed ? result : null;
}

/**
 * Mantine per component (issue 14). Every module, the app's and Mantine's own packages, imports Mantine
 * through its barrel, which imports every component. The bundler then counts every component as reached
 * by the first load: components only later screens use (the floating UI of popovers and menus, for one)
 * were put in chunks the first load fetches. Imports are rewritten to the defining modules, so a
 * component is reached only from what uses it. Mantine's packages export only their barrel, hence a
 * rewrite to absolute paths instead of deep imports in the source.
 */
export function perModuleImports(packages: readonly string[]): Plugin {
  let barrels: Map<string, BarrelMap> | undefined;
  return {
    name: 'per-module-imports',
    enforce: 'post',
    apply: 'build',
    transform(code) {
      if (!packages.some((name) => code.includes(name))) return null;
      barrels ??= new Map(
        packages.map((name) => [name, readBarrel(join(packageDir(name), 'esm', 'index.mjs'))]),
      );
      const rewritten = rewriteImports(code, barrels);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

const LAZY = '\0lazy-component:';

/**
 * Makes `exportName` of the module `file` (a path inside the package) a component that
 * downloads that module when it first renders, for every module that imports it. For a part of a
 * library component the app does not use but the component's module imports statically (Mantine's
 * Table.ScrollContainer, which brings ScrollArea and floating-ui: 17 KiB of the dashboard's first load).
 */
export function lazyComponent(packageName: string, file: string, exportName: string): Plugin {
  const target = join(packageDir(packageName), file);
  return {
    name: `lazy-component:${exportName}`,
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(LAZY) || !source.endsWith(target.split('/').pop()!)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === target ? `${LAZY}${target}` : null;
    },
    load(id) {
      if (id !== `${LAZY}${target}`) return null;
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const Loaded = lazy(() => import(${JSON.stringify(target)}).then((module) => ({ default: module.${exportName} })));`,
        `export function ${exportName}(props) {`,
        `  return createElement(Suspense, { fallback: null }, createElement(Loaded, props));`,
        `}`,
      ].join('\n');
    },
  };
}
