import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A relative import or re-export that loads code: `import type` and `export type` load none (a
// module that only reads a schema's type, as languages.ts reads Language, is no schema module).
const RELATIVE_IMPORT = /(?:^|\n)(?:import|export)(\s+type\b)?[^;]*?from '(\.\/[\w./-]+)'/g;

/**
 * The contract's modules that build schemas: those that import zod, and those that import one of
 * them (the endpoint tables), as absolute paths. The rest hold constants and plain functions (routes,
 * lookup codes, prices): a screen may take them without loading zod. The barrel `index.ts` is left
 * out, as it only re-exports.
 */
export function schemaModules(contractSrc: string): Set<string> {
  const files = readdirSync(contractSrc).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const imports = new Map<string, string[]>();
  const schemas = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(contractSrc, file), 'utf8');
    if (/from 'zod(\/[\w-]+)?'/.test(source)) schemas.add(file);
    imports.set(
      file,
      [...source.matchAll(RELATIVE_IMPORT)]
        .filter(([, typeOnly]) => !typeOnly)
        .map(([, , specifier]) => `${path.posix.normalize(specifier!)}.ts`),
    );
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, targets] of imports) {
      if (file === 'index.ts' || schemas.has(file)) continue;
      if (targets.some((target) => schemas.has(target))) {
        schemas.add(file);
        grew = true;
      }
    }
  }
  return new Set([...schemas].map((file) => path.join(contractSrc, file)));
}
