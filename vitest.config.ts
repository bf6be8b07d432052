import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and set-up.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/i18n', 'apps/server', 'apps/web'],
  },
});
