import { copyFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfigOrExit } from '../config';
import {
  backupFileName,
  backupsFolder,
  backupStopped,
  restoreBackup,
  runningServer,
  writeBackup,
} from './backup';

/**
 * `npm run db:backup [file]` and `npm run db:restore <file>` for the embedded database (DATA_DIR).
 * A backup is consistent while the server runs: the server takes it (SIGUSR2) and this waits for it.
 */
const config = loadConfigOrExit();
const [command, argument] = process.argv.slice(2);
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (config.databaseUrl) fail('DATABASE_URL is set: back PostgreSQL up with pg_dump and pg_restore (README).');

const finished = async (folder: string, before: Set<string>, timeoutMs: number): Promise<string> => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const made = (await readdir(folder).catch(() => [])).filter(
      (name) => name.endsWith('.tar.gz') && !before.has(name),
    );
    if (made[0]) return join(folder, made[0]);
    await new Promise((done) => setTimeout(done, 200));
  }
  return fail('The server did not write the backup within a minute; see its log.');
};

if (command === 'backup') {
  const folder = backupsFolder(config.dataDir);
  const target = argument ? resolve(argument) : join(folder, backupFileName(new Date()));
  const pid = await runningServer(config.dataDir);
  if (pid) {
    const before = new Set(await readdir(folder).catch(() => []));
    process.kill(pid, 'SIGUSR2');
    const made = await finished(folder, before, 60_000);
    if (made !== target) await copyFile(made, target);
  } else {
    await writeBackup(await backupStopped(config.dataDir), target);
  }
  process.stdout.write(`Backup written to ${target}${pid ? ' (taken by the running server)' : ''}.\n`);
} else if (command === 'restore' && argument) {
  if (await runningServer(config.dataDir)) fail('Stop the server first: it holds the database.');
  const kept = await restoreBackup(config.dataDir, resolve(argument));
  process.stdout.write(
    `Restored ${resolve(argument)}.${kept ? ` The database it replaced is kept in ${kept}.` : ''}\n`,
  );
} else {
  fail('Usage: npm run db:backup [file] | npm run db:restore <file>');
}
