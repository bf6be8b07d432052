// npm test: the checks (`npm run check`: ESLint, Prettier, tsc) and every vitest project, side by side.
//
// Run one after the other, a core stood idle for a third of the time: while vitest's global set-up
// builds the PGlite templates on one core (about 20 s), and at the end of the checks, when the last
// of them runs alone. Side by side, the tests' output stays live; the checks' is kept and printed once
// they end, at once when one fails (and the tests are stopped: a type error is not worth five minutes),
// else with the tests' summary. Arguments go to vitest (`npm test -- apps/server/src/fuzz.test.ts`).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const checks = spawn('npm', ['run', '--silent', 'check'], { stdio: ['ignore', 'pipe', 'pipe'] });
const checkOutput = [];
checks.stdout.on('data', (chunk) => checkOutput.push(chunk));
checks.stderr.on('data', (chunk) => checkOutput.push(chunk));

const vitest = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url)),
    'run',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);

const exited = (child) =>
  new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

let stoppedTests = false;
const checksDone = exited(checks).then((code) => {
  if (code !== 0) {
    process.stderr.write(Buffer.concat(checkOutput));
    process.stderr.write(`\nnpm test: the checks failed after ${seconds()}; the tests are stopped.\n`);
    stoppedTests = true;
    vitest.kill('SIGTERM');
  }
  return code;
});
const [checksCode, testsCode] = await Promise.all([checksDone, exited(vitest)]);

if (checksCode === 0) {
  // All of it, not only concurrently's --timings table: a warning does not fail a check.
  process.stdout.write(`\n${Buffer.concat(checkOutput).toString()}\n`);
  process.stdout.write(
    `npm test: checks passed; tests ${testsCode === 0 ? 'passed' : 'failed'}; ${seconds()}\n`,
  );
}
process.exitCode = checksCode !== 0 || stoppedTests ? 1 : testsCode;
