import { bundleServer } from './bundle.mjs';

// The web server and the jobs-only worker.
await bundleServer({
  entryPoints: ['src/server.ts', 'src/worker.ts'],
  outdir: 'dist',
  sourcemap: true,
  logLevel: 'info',
});
