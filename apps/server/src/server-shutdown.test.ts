import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH_PATHS } from '@app/contract';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contract';
import { describe, expect, it } from 'vitest';

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

/**
 * The real server process (tsx, embedded database): SIGTERM makes /readyz answer 503 for the drain
 * delay, then a request the server had already accepted (its body still arriving) gets its answer,
 * and the process exits 0. Before, it exited 0.28 s after the signal and reset such requests.
 */
describe('SIGTERM', () => {
  it('drains, finishes a request in flight and exits 0', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-test-'));
    const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
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
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      server.kill('SIGTERM');
      await until(async () => (await fetch(`${base}${HEALTH_PATHS.ready}`)).status === 503, DRAIN_MS);
      expect((await fetch(`${base}${HEALTH_PATHS.live}`)).status).toBe(200);

      expect(await answered).toBe(401);
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
    } finally {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
