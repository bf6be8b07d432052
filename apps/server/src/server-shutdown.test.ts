import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH_PATHS } from '@app/contract';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contract';
import { describe, expect, inject, it } from 'vitest';
import { restoreBackup } from './db/backup';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

const DRAIN_MS = 1_000;

interface Outcome {
  at: number;
  status?: number;
  connection?: string | undefined;
  error?: string;
  /** Whether the request went on a connection an earlier request had used (node:http's reusedSocket). */
  reused?: boolean;
}

/**
 * A client that keeps its connections (node:http's keep-alive Agent, as a load balancer or a service
 * does) sending a request every `everyMs` until stop(): each outcome, answer or error, with its time.
 */
function steadyClient(url: string, everyMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const outcomes: Promise<Outcome>[] = [];
  const send = () =>
    new Promise<Outcome>((resolve) => {
      const call = request(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ at: Date.now(), status: response.statusCode, connection: response.headers.connection }),
        );
      });
      call.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ at: Date.now(), error: error.code ?? error.message, reused: call.reusedSocket }),
      );
      call.end();
    });
  const timer = setInterval(() => outcomes.push(send()), everyMs);
  timer.unref();
  return {
    async stop(): Promise<Outcome[]> {
      clearInterval(timer);
      const all = await Promise.all(outcomes);
      agent.destroy();
      return all;
    },
  };
}

/**
 * The real server process (the run's bundle of it, embedded database): SIGTERM makes /readyz answer 503 for the drain
 * delay, then a request the server had already accepted (its body still arriving) gets its answer,
 * and the process exits 0. Before, it exited 0.28 s after the signal and reset such requests. A
 * keep-alive client sending all along loses no request: during the drain every answer closes its
 * connection, so none is reused when the listener closes (8 requests were cut before).
 */
describe('SIGTERM', () => {
  it('drains, finishes a request in flight and exits 0', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-test-'));
    // The run's migrated database (global-setup): the server starts without initdb and migrations.
    const templates = inject('pgliteTemplates');
    if (templates) await restoreBackup(dataDir, templates.migrated);
    const server = spawn(process.execPath, [join(inject('serverBundle'), 'server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        WEB_DIST: join(dataDir, 'no-web'),
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      await until(async () => (await fetch(`${base}${HEALTH_PATHS.ready}`)).ok, 60_000);

      // A login whose body is still on its way: accepted before the signal, answered after the drain.
      const body = JSON.stringify({ email: 'nobody@example.be', password: 'not the password' });
      const answered = new Promise<number>((resolve, reject) => {
        const call = request(`${base}/nl/api/core/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
          },
        });
        call.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        call.on('error', reject);
        call.write(body.slice(0, 10));
        setTimeout(() => call.end(body.slice(10)), DRAIN_MS + 1_000);
      });
      const client = steadyClient(`${base}${HEALTH_PATHS.ready}`, 10);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      server.kill('SIGTERM');
      await until(async () => (await fetch(`${base}${HEALTH_PATHS.ready}`)).status === 503, DRAIN_MS);
      expect((await fetch(`${base}${HEALTH_PATHS.live}`)).status).toBe(200);

      expect(await answered).toBe(401);
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);

      // Across the drain and the close, no request went on a connection the server closed: every one
      // got an answer until the listener closed. After that a new connection is refused (or reset, when
      // it was waiting in the kernel's queue as the listener closed): nothing was sent on it.
      const outcomes = await client.stop();
      const answers = outcomes.filter((outcome) => outcome.error === undefined);
      const failed = outcomes.filter((outcome) => outcome.error !== undefined);
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));
      expect(failed.filter((outcome) => outcome.reused)).toEqual([]);
      expect(
        failed.filter(
          (outcome) =>
            outcome.at < signalledAt + DRAIN_MS || !['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error!),
        ),
      ).toEqual([]);
      // Each answer of the drain closed its connection: the client's next request took a new one.
      const drained = answers.filter((answer) => answer.status === 503);
      expect(drained.length).toBeGreaterThan(10);
      expect(drained.filter((answer) => answer.connection !== 'close')).toEqual([]);
      const before = answers.filter((answer) => answer.at < signalledAt);
      expect(before.filter((answer) => answer.connection !== 'keep-alive')).toEqual([]);
    } finally {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
