import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, HEALTH_PATHS, SESSION_COOKIE } from '@app/contract';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed';

const HAPROXY = '/usr/sbin/haproxy';
const templates = inject('postgresTemplates');
const serverUrl = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not in ${ms} ms`);
    await sleep(250);
  }
}
async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Issue 13, decision 029: two instances, started together on a new database (which once made one of
 * them fail on a deadlock creating the job queues), of the real server on one PostgreSQL database behind HAProxy
 * (Debian's package; round robin, health checks on /readyz). A session made through one is valid on
 * the other, a logo uploaded through one is served by the other, and the every-minute schedule
 * creates one run per minute between them.
 */
describe.skipIf(!serverUrl || !templates || !existsSync(HAPROXY))(
  'two instances behind a load balancer',
  () => {
    const name = `instances_${Date.now()}`;
    const databaseUrl = (() => {
      const url = new URL(serverUrl ?? 'postgres://localhost/none');
      url.pathname = `/${name}`;
      return url.toString();
    })();
    let dir: string;
    let base: string;
    const processes: ChildProcess[] = [];

    beforeAll(async () => {
      await admin(serverUrl!, (client) =>
        client.query(`create database "${name}" template "${templates!.seeded}"`),
      );
      dir = await mkdtemp(join(tmpdir(), 'instances-'));
      const ports = [await freePort(), await freePort()];
      const balancer = await freePort();
      for (const [index, port] of ports.entries()) {
        const child = spawn(process.execPath, [join(inject('serverBundle'), 'server.js')], {
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            FILE_STORAGE: 'database',
            DATA_DIR: join(dir, `instance-${index}`),
            SEED_DEMO: 'false',
            WORKERS: 'true',
            TRUST_PROXY: '127.0.0.1',
            // Shared, as in production: device cookies and failed logins' hashes hold on every instance.
            LOGIN_SECRET: 'instances-test-login-secret-of-32-characters',
            LOG_LEVEL: 'error',
            SHUTDOWN_DRAIN_MS: '0',
            WEB_DIST: join(dir, 'no-web'),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        processes.push(child);
      }
      const config = join(dir, 'haproxy.cfg');
      await writeFile(
        config,
        [
          'global',
          '  maxconn 256',
          'defaults',
          '  mode http',
          '  timeout connect 2s',
          '  timeout client 30s',
          '  timeout server 30s',
          'frontend portal',
          `  bind 127.0.0.1:${balancer}`,
          '  default_backend instances',
          'backend instances',
          '  balance roundrobin',
          `  option httpchk GET ${HEALTH_PATHS.ready}`,
          '  http-check expect status 200',
          // Which instance answered, for the test only.
          '  http-response set-header X-Instance %s',
          ...ports.map(
            (port, index) => `  server i${index} 127.0.0.1:${port} check inter 500ms fall 2 rise 1`,
          ),
          '',
        ].join('\n'),
      );
      processes.push(spawn(HAPROXY, ['-f', config, '-db', '-q'], { stdio: ['ignore', 'ignore', 'ignore'] }));
      base = `http://127.0.0.1:${balancer}`;
      for (const port of ports) {
        await until(
          async () => (await fetch(`http://127.0.0.1:${port}${HEALTH_PATHS.ready}`)).ok,
          150_000,
          'ready',
        );
      }
      // Both marked up by the balancer's /readyz checks.
      await until(
        async () => {
          const seen = new Set<string | null>();
          for (let i = 0; i < 4; i++)
            seen.add((await fetch(`${base}${HEALTH_PATHS.live}`)).headers.get('x-instance'));
          return seen.has('i0') && seen.has('i1');
        },
        20_000,
        'both instances behind the balancer',
      );
    }, 200_000);

    afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await Promise.all(
        processes.map(
          (child) =>
            new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve))),
        ),
      );
      await admin(serverUrl!, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).catch(() => undefined);
      if (dir) await rm(dir, { recursive: true, force: true });
    }, 60_000);

    /** Sends through the balancer; answers the status, the instance and the body. */
    async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      return { response, instance: response.headers.get('x-instance') };
    }

    it('keeps a session made through one instance valid on the other, and serves a logo from both', async () => {
      const { response: login } = await send('/nl/api/core/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'agency@example.be', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
      const cookie = session.split(';')[0]!;

      const reads = [];
      for (let i = 0; i < 4; i++) reads.push(await send('/nl/api/core/my-profile/user', { cookie }));
      expect(reads.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(reads.map(({ instance }) => instance))).toEqual(new Set(['i0', 'i1']));

      const form = new FormData();
      form.append('target', 'all');
      const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#a33' } })
        .png()
        .toBuffer();
      form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
      const { response: uploaded } = await send('/nl/api/core/my-profile/user/pro/logo', {
        method: 'POST',
        cookie,
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const logoUrl = ((await uploaded.json()) as { data: { all: string } }).data.all;
      const served = [];
      for (let i = 0; i < 2; i++) served.push(await send(logoUrl, { cookie }));
      expect(served.map(({ response }) => response.status)).toEqual([200, 200]);
      expect(new Set(served.map(({ instance }) => instance))).toEqual(new Set(['i0', 'i1']));
      expect(served.every(({ response }) => response.headers.get('content-type') === 'image/webp')).toBe(
        true,
      );
    });

    it('creates one run of the every-minute job per minute, whichever instance does it', async () => {
      const runs = () =>
        admin(
          databaseUrl,
          async (client) =>
            (
              await client.query<{ minute: string; count: number }>(
                `select singleton_on::text as minute, count(*)::int as count
             from (select singleton_on, singleton_key, name from pgboss.job
                   union all select singleton_on, singleton_key, name from pgboss.archive) jobs
             where name = '__pgboss__send-it' and singleton_key = 'send-mail'
             group by singleton_on order by singleton_on`,
              )
            ).rows,
        );
      await until(async () => (await runs()).length >= 1, 100_000, 'a scheduled run');
      expect((await runs()).every((minute) => minute.count === 1)).toBe(true);
    }, 120_000);
  },
);
