import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

const report = process.env.VITEST_REPORT;

// One run covers every workspace; each project keeps its own environment and set-up.
// VITEST_REPORT=path adds a JSON report that .ci/run sums into one closing line.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/i18n',
      'apps/server',
      ...webProjects,
      // The benchmarks' own tools (the steady load generator); the benchmarks themselves are not tests.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
    ],
    // The default leaves one of these machines' two cores idle; server tests wait on processes,
    // timers and the database often enough that two workers finish in two thirds of the time.
    maxWorkers: 2,
    reporters: report ? ['default', ['json', { outputFile: report }]] : ['default'],
  },
});
