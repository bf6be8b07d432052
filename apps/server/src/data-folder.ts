import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A value of the embedded database's installation, made once and kept in the data folder beside the
 * database, so it outlives a restart as the database does: the first call writes `make()`, every
 * later one (and a process starting at the same moment) reads what was written.
 */
export async function keptInDataFolder(dataDir: string, name: string, make: () => string): Promise<string> {
  const file = join(dataDir, name);
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked: a process starting at the same moment never
  // reads a half-written file, and the first link wins.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, make(), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return (await readFile(file, 'utf8')).trim();
}
