import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app and database and closes them; nothing is mocked. Without a new
    // process per file, the modules and PGlite's WebAssembly load once per worker instead of per file.
    isolate: false,
  },
});
