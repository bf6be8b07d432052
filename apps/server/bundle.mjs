import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Workspace packages (@app/*) export TypeScript source, so they are bundled; every other
// dependency stays external and is resolved from node_modules at run time.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

/**
 * Bundles entry points of src/ into `outdir`, a folder directly in this package (src/paths.ts finds
 * the package one level above the bundle); shared code goes to chunks beside the entries.
 */
export function bundleServer({ entryPoints, outdir, sourcemap = false, logLevel = 'warning' }) {
  return build({
    entryPoints,
    outdir,
    entryNames: '[name]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    external,
    logLevel,
    absWorkingDir: new URL('.', import.meta.url).pathname,
  });
}
