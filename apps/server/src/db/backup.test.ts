import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CSRF_HEADER, CSRF_HEADER_VALUE, HEALTH_PATHS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { pidFile, restoreBackup } from './backup';
import { openPglite } from './client';
import { rowsOf } from './sql';

const run = promisify(execFile);
/** The run's bundle (global-setup) of `npm run db:backup`/`db:restore` and of the server. */
const CLI = join(inject('serverBundle'), 'backup-cli.js');
const SERVER = join(inject('serverBundle'), 'server.js');

/** The run's migrated PGlite (global-setup): the servers here start from it instead of migrating. */
const templates = inject('pgliteTemplates');

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const subjects = async (dataDir: string) => {
  const database = openPglite(dataDir);
  try {
    const result = await database.db.execute(sql`select subject from mail_outbox order by id`);
    return rowsOf(z.object({ subject: z.string() }), result).map((row) => row.subject);
  } finally {
    await database.close();
  }
};
/** A migrated database in DATA_DIR with one mail of this subject. */
const databaseWith = async (dataDir: string, subject: string) => {
  await restoreBackup(dataDir, templates!.migrated);
  const database = openPglite(dataDir);
  await database.db.execute(
    sql`insert into mail_outbox ("to", subject, text, html) values ('a@example.be', ${subject}, 't', 'h')`,
  );
  await database.close();
};

describe.skipIf(!templates)('backups of the embedded database', () => {
  it('restores a backup, and keeps the database it replaces', async () => {
    const source = join(root, 'source');
    await databaseWith(source, 'before the backup');
    // No server holds the folder: the command opens it itself (in a process of its own, as PGlite
    // allows one database per process reliably).
    const file = join(root, 'one.tar.gz');
    const { stdout } = await run(process.execPath, [CLI, 'backup', file], {
      env: { ...process.env, DATA_DIR: source },
    });
    expect(stdout).toBe(`Backup written to ${file}.\n`);

    const target = join(root, 'target');
    await databaseWith(target, 'only in the target');
    const kept = await restoreBackup(target, file);
    expect(await subjects(target)).toEqual(['before the backup']);
    expect(kept).toMatch(/pglite\.before-restore-\d{8}-\d{6}$/);
    expect(existsSync(kept!)).toBe(true);
  }, 120_000);

  it('takes a consistent copy from a running server (npm run db:backup), restored by npm run db:restore', async () => {
    const dataDir = join(root, 'running');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    await restoreBackup(dataDir, templates!.migrated);
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED_DEMO: 'false' };
    const server = spawn(process.execPath, [SERVER], {
      env: { ...env, PORT: String(port), WEB_DIST: join(root, 'no-web'), SHUTDOWN_DRAIN_MS: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((resolve) => server.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      const end = Date.now() + 60_000;
      while (
        !(await fetch(`${base}${HEALTH_PATHS.ready}`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > end) throw new Error('server did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // A write through the running server: a failed login is stored.
      const login = await fetch(`${base}/nl/api/core/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ email: 'backup.test@example.be', password: 'wrong password' }),
      });
      expect(login.status).toBe(401);

      const file = join(root, 'running.tar.gz');
      const { stdout } = await run(process.execPath, [CLI, 'backup', file], { env });
      expect(stdout).toContain('taken by the running server');
      expect(await readdir(join(dataDir, 'backups'))).toHaveLength(1);

      const refused = await run(process.execPath, [CLI, 'restore', file], { env }).catch(
        (error: { stderr: string }) => error,
      );
      expect('stderr' in refused && refused.stderr).toContain('Stop the server first');

      const restoredDir = join(root, 'restored');
      await run(process.execPath, [CLI, 'restore', file], {
        env: { ...env, DATA_DIR: restoredDir },
      });
      const database = openPglite(restoredDir);
      try {
        // Failed logins name the account by a keyed hash, never the address (decision 052).
        const rows = rowsOf(
          z.object({ n: z.number() }),
          await database.db.execute(sql`select count(*)::int as n from login_attempts`),
        );
        expect(rows[0]?.n).toBe(1);
      } finally {
        await database.close();
      }
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(pidFile(dataDir))).toBe(false);
  }, 120_000);
});
