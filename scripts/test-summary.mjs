// Sums the JSON reports of vitest and Playwright in reports/ into one closing line, and prints where
// the time went: each CI phase (reports/phases.tsv, written by .ci/run) and the 10 slowest test files
// of each report, so that the next slow test is seen the day it lands.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'reports';
const SLOWEST = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest (jest-compatible JSON): each file's own start and end. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    name: relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
  }));
}

/** Playwright: a file's tests, retries included, summed (workers run files side by side). */
function playwrightFiles(report) {
  const byFile = new Map();
  const pending = [...(report.suites ?? [])];
  for (let suite = pending.pop(); suite !== undefined; suite = pending.pop()) {
    pending.push(...(suite.suites ?? []));
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, result) => sum + result.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
  }
  return [...byFile].map(([name, ms]) => ({ name, ms }));
}

function printSlowest(name, files) {
  const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  console.log(`  slowest files of ${name}:`);
  for (const file of slowest) console.log(`    ${seconds(file.ms).padStart(9)}  ${file.name}`);
}

const phases = join(dir, 'phases.tsv');
if (existsSync(phases)) {
  console.log('CI phases:');
  for (const line of readFileSync(phases, 'utf8').trim().split('\n')) {
    const [phase, took] = line.split('\t');
    console.log(`  ${`${took} s`.padStart(7)}  ${phase}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(
      `${name}: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed, ${report.stats.flaky} passed only when run again`,
    );
    printSlowest(name, playwrightFiles(report));
  } else {
    // vitest (jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    printSlowest(name, vitestFiles(report));
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
