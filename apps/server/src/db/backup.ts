import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * Backups of the embedded database (PGlite in DATA_DIR/pglite). A running server holds the folder,
 * so it takes the copy itself on SIGUSR2 (between transactions) and writes it to DATA_DIR/backups;
 * with no server running the folder is opened here. PostgreSQL has pg_dump (README).
 */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');
export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');
/** The server's process id while it runs on the embedded database. */
export const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
export const backupFileName = (now: Date) => `pglite-${stamp(now)}.tar.gz`;

/**
 * Writes the copy (a tar of the data folder), gzipped here: PGlite's own gzip option never finishes
 * on Node 20. Under a temporary name first, so a backup file is always whole.
 */
export async function writeBackup(copy: Blob, file: string): Promise<string> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  await writeFile(temporary, await gzip(Buffer.from(await copy.arrayBuffer())));
  await rename(temporary, file);
  return file;
}

/** The process id of a server running on this folder, or null. */
export async function runningServer(dataDir: string): Promise<number | null> {
  if (!existsSync(pidFile(dataDir))) return null;
  const pid = Number((await readFile(pidFile(dataDir), 'utf8')).trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** A copy of a folder no server holds. */
export async function backupStopped(dataDir: string): Promise<Blob> {
  if (!existsSync(pgliteFolder(dataDir))) throw new Error(`no embedded database in ${dataDir}`);
  const client = new PGlite(pgliteFolder(dataDir));
  try {
    // dumpDataDir on a database still starting never settles: wait for it to answer first.
    await client.query('select 1');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database with a backup. The folder it replaces is kept beside it
 * (`pglite.before-restore-…`), so a restore by mistake loses nothing. The server must be stopped.
 */
export async function restoreBackup(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  const bytes = await readFile(file);
  // Ours are gzipped; a plain tar (PGlite's own dump) is taken as it is.
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const copy = new Blob([gzipped ? await gunzip(bytes) : bytes]);
  const folder = pgliteFolder(dataDir);
  let kept: string | null = null;
  if (existsSync(folder)) {
    kept = `${folder}.before-restore-${stamp(now)}`;
    await rename(folder, kept);
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const client = new PGlite(folder, { loadDataDir: copy });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    if (kept) await rename(kept, folder);
    throw error;
  }
  return kept;
}
