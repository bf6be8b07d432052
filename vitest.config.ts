import { defineConfig } from 'vitest/config';

const report = process.env.VITEST_REPORT;

// One run covers every workspace; each project keeps its own environment and set-up.
// VITEST_REPORT=path adds a JSON report that .ci/run sums into one closing line.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/i18n', 'apps/server', 'apps/web'],
    reporters: report ? ['default', ['json', { outputFile: report }]] : ['default'],
  },
});
