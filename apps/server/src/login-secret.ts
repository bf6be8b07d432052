import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The embedded database's LOGIN_SECRET when none is set: made once and kept in the data folder, so
 * device cookies and the counted failed logins outlive a restart, as the database beside it does.
 */
export async function dataFolderSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'login-secret');
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked: a process starting at the same moment never
  // reads a half-written file, and the first link wins.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return (await readFile(file, 'utf8')).trim();
}
