import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Workspace packages (@app/*) export TypeScript source, so they are bundled; every other
// dependency stays external and is resolved from node_modules at run time.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

await build({
  // The web server and the jobs-only worker; their shared code goes to chunks beside them in dist/.
  entryPoints: ['src/server.ts', 'src/worker.ts'],
  outdir: 'dist',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
