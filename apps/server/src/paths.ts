import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder. Both src/*.ts (tsx, vitest) and dist/server.js (the bundle) sit one
 * level below it, so the same expression works in development and in production.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Read at run time from src/ (the bundle does not copy them). */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src', 'db', 'migrations');
export const LOCALITIES_FILE = join(SERVER_ROOT, 'src', 'db', 'data', 'belgian-localities.json');
export const LOCALITY_NAMES_FILE = join(SERVER_ROOT, 'src', 'db', 'data', 'belgian-locality-names.json');

export const DEFAULT_WEB_DIST = join(SERVER_ROOT, '..', 'web', 'dist');
/** The web app's server renderer (`vite build --ssr`, decision 039). */
export const DEFAULT_WEB_RENDERER = join(SERVER_ROOT, '..', 'web', 'dist-ssr', 'entry-server.js');
