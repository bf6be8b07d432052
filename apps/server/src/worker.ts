import pino from 'pino';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { JOBS } from './jobs';
import { startJobRunner } from './jobs/runner';
import { smtpTransport } from './mail/mailer';

/**
 * Runs the jobs only, for deployments with several web instances started with WORKERS=false:
 * `node apps/server/dist/worker.js`. Same settings as the server; it migrates but never seeds.
 */
const config = loadConfigOrExit();
if (!config.databaseUrl) {
  // PGlite lives inside one process: there the server runs the jobs itself (WORKERS=true).
  console.error(
    'The worker needs DATABASE_URL (PostgreSQL); the embedded database runs its jobs in the server.',
  );
  process.exit(1);
}
const log = pino({ level: config.logLevel, name: 'worker' });
const database = openDatabase(config);
try {
  await database.migrate();
} catch (error) {
  log.error({ err: error }, 'could not migrate the database');
  await database.close().catch(() => undefined);
  process.exit(1);
}
const runner = await startJobRunner({
  sql: database.sql,
  jobs: JOBS,
  workers: true,
  context: {
    db: database.db,
    log,
    config,
    mailTransport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
  },
  log,
});
log.info({ mail: config.smtpUrl ? 'smtp' : 'outbox' }, 'worker ready');

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping');
  try {
    await runner.stop();
    await database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'worker shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
