import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that replace a module (vi.mock) or run React's server renderer (which shares context objects
 * with the browser's): they need a module graph and a window of their own. Every other file shares
 * its worker's modules, which loaded Mantine and jsdom once per file and took more than half of the
 * web tests' time. A global replaced with vi.stubGlobal is put back after each test (unstubGlobals),
 * so such files share too (six of them, isolated until issue 46: the two projects took 68 s, now 59).
 */
const ISOLATED = [
  'src/features/account/connections-panel.test.tsx',
  'src/features/statistics/statistics-page.test.tsx',
  'src/entry-server.test.tsx',
  'src/lib/use-media-query.test.tsx',
  'scripts/mantine-css-variables.test.ts',
  // They hold a field's code back with vi.mock, which a shared module graph does not honour.
  'src/components/locality-input.test.tsx',
  'src/components/searchable-select.test.tsx',
];

const project = (
  name: string,
  test: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Screen tests click through whole pages in jsdom; on a loaded CI machine 5 s is too tight.
    testTimeout: 15_000,
    ...test,
  },
});

/** The web app's two projects, listed by the root config. */
export const webProjects = [
  project('web', { isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] }),
  project('web-isolated', { include: ISOLATED }),
];

export default defineConfig({ test: { projects: webProjects } });
