import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Workspace packages (@app/*) export TypeScript source, so they are bundled; every other
// dependency stays external and is resolved from node_modules at run time.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
