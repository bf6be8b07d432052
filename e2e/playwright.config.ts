import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium with the flags that work on these machines; Playwright never downloads a browser. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'read-only', testIgnore: /\.mutating\.spec\.ts$/ },
    // Specs that change demo data (confirming the inactive account) run after the others.
    { name: 'mutating', testMatch: /\.mutating\.spec\.ts$/, dependencies: ['read-only'] },
  ],
  webServer: {
    // The built server on a fresh embedded database with demo data.
    command: 'rm -rf .data && node ../apps/server/dist/server.js',
    url: `${BASE_URL}/nl/api/core/types`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data',
      PUBLIC_URL: BASE_URL,
      SEED_DEMO: 'true',
      DEV_OUTBOX: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
