import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { loadConfigOrExit } from './config';
import { backupFileName, backupsFolder, pidFile, writeBackup } from './db/backup';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { growHeapForLatency } from './heap-growth';
import { dataFolderSecret } from './login-secret';
import { dataFolderVapidKeys } from './push/vapid-keys';

// The web instance answers people waiting: fewer, later full collections (decision 050). The worker
// (worker.ts) keeps V8's own sizing: nobody waits on its jobs' latency.
growHeapForLatency();

const settings = loadConfigOrExit();
// The embedded database is one process on one data folder: its login secret and VAPID keys can live there.
const embedded = settings.databaseUrl === null;
const config: Config = {
  ...settings,
  ...(embedded && !settings.loginSecretSet ? { loginSecret: await dataFolderSecret(settings.dataDir) } : {}),
  ...(embedded && !settings.vapid ? { vapid: await dataFolderVapidKeys(settings.dataDir) } : {}),
};
const app = await buildApp(config);

let closing = false;
/**
 * SIGTERM (an orchestrator, a deploy): /readyz answers 503 for the drain delay, so the load balancer
 * stops sending, and every answer carries `Connection: close` (health plugin), so no keep-alive client
 * still holds a connection to reuse; then the server stops accepting, closes the idle connections
 * (Node's server.close()), lets requests in flight finish, stops the job runner and closes the
 * database (onClose hooks), within the timeout. SIGINT (Ctrl-C on a laptop) skips the drain: no load
 * balancer is waiting.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  const { drainMs, timeoutMs } = config.shutdown;
  app.lifecycle.stopping();
  app.log.info({ signal, drainMs }, 'stopping: not ready any more');
  if (signal === 'SIGTERM' && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs }, 'shutdown took too long: exiting');
    process.exit(1);
  }, timeoutMs);
  deadline.unref();
  try {
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

const backup = app.dbBackup;
if (backup) {
  // The embedded database: `npm run db:backup` finds this process and asks it for a copy.
  const pid = pidFile(config.dataDir);
  await writeFile(pid, String(process.pid));
  process.once('exit', () => rmSync(pid, { force: true }));
  process.on('SIGUSR2', () => {
    const file = join(backupsFolder(config.dataDir), backupFileName(new Date()));
    backup()
      .then((copy) => writeBackup(copy, file))
      .then(
        () => app.log.info({ file }, 'backup written'),
        (error: unknown) => app.log.error({ err: error }, 'backup failed'),
      );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : 'pglite', mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `account area ready at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`,
  );
  printBanner(config);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

/** What a newcomer needs after `npm start`: where to go and how to log in. */
function printBanner({ publicUrl, seedDemo }: Config) {
  const lines = [``, `  Account area: ${publicUrl}`, `  API docs:     ${publicUrl}/api/docs`];
  if (seedDemo) {
    lines.push(``, `  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(22)} ${account.role}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
