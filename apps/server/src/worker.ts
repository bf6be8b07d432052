import pino from 'pino';
import { loadConfigOrExit } from './config';
import { createWorkerApp } from './worker-app';

/**
 * Runs the jobs only, for deployments with several web instances started with WORKERS=false:
 * `node apps/server/dist/worker.js`. Same settings as the server; it migrates but never seeds, and
 * answers /healthz, /readyz and /metrics on PORT (worker-app.ts).
 */
const config = loadConfigOrExit();
if (!config.databaseUrl) {
  // PGlite lives inside one process: there the server runs the jobs itself (WORKERS=true).
  console.error(
    'The worker needs DATABASE_URL (PostgreSQL); the embedded database runs its jobs in the server.',
  );
  process.exit(1);
}

let app: Awaited<ReturnType<typeof createWorkerApp>>;
try {
  app = await createWorkerApp(config);
} catch (error) {
  // The database could not be opened or migrated: the app and its logger are gone with it.
  pino({ level: config.logLevel, name: 'worker' }).error({ err: error }, 'could not start the worker');
  process.exit(1);
}
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error, port: config.port }, 'could not listen (give the worker a PORT of its own)');
  await app.close().catch(() => undefined);
  process.exit(1);
}
app.log.info({ mail: config.smtpUrl ? 'smtp' : 'outbox' }, 'worker ready');

let stopping = false;
/** Not ready any more, then the job runner stops and the database closes (onClose hooks). */
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.lifecycle.stopping();
  app.log.info({ signal }, 'worker stopping');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'worker shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
