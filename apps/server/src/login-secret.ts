import { randomBytes } from 'node:crypto';
import { keptInDataFolder } from './data-folder';

/**
 * The embedded database's LOGIN_SECRET when none is set: made once and kept in the data folder, so
 * device cookies and the counted failed logins outlive a restart, as the database beside it does.
 */
export const dataFolderSecret = (dataDir: string): Promise<string> =>
  keptInDataFolder(dataDir, 'login-secret', () => randomBytes(32).toString('base64url'));
