import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Screen tests click through whole pages in jsdom; on a loaded CI machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
