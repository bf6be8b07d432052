import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (the version CI starts); null when this machine has none. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const bin = join(root, '15', 'bin');
  return existsSync(join(bin, 'initdb')) ? bin : null;
}

export interface PrivatePostgres {
  /** postgres:// URL of the database `app` on this cluster. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to every process of the cluster: connections open, nothing answers (a hung server). */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  destroy(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL cluster of one test's own, in a temporary folder on a free port, so that the test may
 * stop or freeze it without touching the server every other test uses. initdb refuses root, so as
 * root the cluster runs as the `postgres` user.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'private-pg-'));
  const asRoot = process.getuid?.() === 0;
  const exec = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await exec('pg_ctl', ['start', '-w', '-D', data, '-o', options, '-l', join(dir, 'log')]);
  };
  const signalAll = async (signal: 'STOP' | 'CONT') => {
    const postmaster = (await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]!.trim();
    const children = await run('pgrep', ['-P', postmaster]).then(
      ({ stdout }) => stdout.split('\n').filter(Boolean),
      () => [],
    );
    await run('kill', [`-${signal}`, postmaster, ...children]);
  };
  await start();
  await exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'app']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    start,
    stop: async () => {
      await exec('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
    },
    freeze: () => signalAll('STOP'),
    thaw: () => signalAll('CONT'),
    async destroy() {
      await signalAll('CONT').catch(() => undefined);
      await exec('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Copies a database of the test server into the private cluster (pg_dump piped into psql). */
export async function copyDatabase(bin: string, fromUrl: string, toUrl: string): Promise<void> {
  await run('bash', [
    '-o',
    'pipefail',
    '-c',
    `"${join(bin, 'pg_dump')}" --no-owner "$0" | "${join(bin, 'psql')}" -q -v ON_ERROR_STOP=1 "$1" > /dev/null`,
    fromUrl,
    toUrl,
  ]);
}
