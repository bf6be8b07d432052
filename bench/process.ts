import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

/** A server process the benchmarks load from outside, as in production. */
export interface Started {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a server process and waits until it answers (the real one: `/readyz`). */
export async function startProcess(
  label: string,
  args: string[],
  env: Record<string, string>,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  let url: string;
  if (env.PORT) {
    url = `http://127.0.0.1:${env.PORT}`;
    child.stdout!.resume();
    for (let attempt = 0; ; attempt += 1) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 600 || child.exitCode !== null) throw new Error(`${label} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else {
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    url = `http://127.0.0.1:${line.toString().trim()}`;
  }
  return { url, child, stop };
}

/**
 * Builds the server as `npm start` runs it (apps/server/build.mjs: an esbuild bundle, no TypeScript
 * loader at run time); answers its entry point.
 */
export async function buildServer(): Promise<string> {
  const child = spawn(process.execPath, ['apps/server/build.mjs'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the server's build failed (${code}):\n${output}`);
  return 'apps/server/dist/server.js';
}

/** Resident memory of a process, read from /proc once a second. */
export function sampleRss(pid: number): { stop(): number[] } {
  const samples: number[] = [];
  const read = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    samples.push(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024);
  };
  read();
  const timer = setInterval(read, 1_000);
  return {
    stop() {
      clearInterval(timer);
      read();
      return samples;
    },
  };
}
