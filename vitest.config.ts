import { defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import { webProjects } from './apps/web/vitest.config.ts';

const report = process.env.VITEST_REPORT;

/** The projects in the order their files start: the longest files first, the shortest fill the end. */
const PROJECT_ORDER = ['server', 'web-isolated', 'bench', 'web'];
const rank = (file: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(file.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

/**
 * Vitest queues the projects' files by project name, which put the web files that each start a
 * process of their own (web-isolated, 2-5 s each) last, on a machine with one core often idle for
 * their last 15 s. Within a project the order stays vitest's (longest known first, else largest).
 */
class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: ProjectOrderSequencer },
    // The default leaves one of these machines' two cores idle; server tests wait on processes,
    // timers and the database often enough that two workers finish in two thirds of the time.
    maxWorkers: 2,
    reporters: report ? ['default', ['json', { outputFile: report }]] : ['default'],
  },
});
