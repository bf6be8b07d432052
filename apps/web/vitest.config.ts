import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that replace a module (vi.mock) or a global (vi.stubGlobal), or run React's server renderer
 * (which shares context objects with the browser's): they need a module graph and a window of their
 * own. Every other file shares its worker's modules, which loaded Mantine and jsdom
 * once per file and took more than half of the web tests' time.
 */
const ISOLATED = [
  'src/features/account/connections-panel.test.tsx',
  'src/features/account/personal-data-panel.test.tsx',
  'src/features/contacts/contacts-page.test.tsx',
  'src/features/orders/orders-modal.test.tsx',
  'src/features/properties/property-actions.test.tsx',
  'src/features/statistics/statistics-page.test.tsx',
  'src/lib/download.test.ts',
  'src/components/charts.test.tsx',
  'src/entry-server.test.tsx',
  'src/lib/use-media-query.test.tsx',
  'scripts/mantine-css-variables.test.ts',
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
