import { buildApp } from './app';
import type { Config } from './config';
import { loadConfigOrExit } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';

const config = loadConfigOrExit();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections, lets requests in flight finish, then closes the database (onClose).
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

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
