import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A local OpenID Connect provider plays Google (apps/server/src/test/oidc-provider.ts). */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4320);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const OIDC_CLIENT = { id: 'account-area', secret: 'e2e-secret' };
const googleCallbacks = ['nl', 'fr', 'en'].map(
  (lang) => `${BASE_URL}/${lang}/api/core/auth/oidc/google/callback`,
);

export default defineConfig({
  testDir: './tests',
  // Each axe scan of a long list takes about 13 s on these 2-core machines when idle; with two workers
  // and the server sharing the cores in CI it passed 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // Nothing is run again: a test that passes only on a second try is a failure to fix (issue 46).
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // Without motion, Mantine's transitions (modals, menus, notifications) end at once: axe measured a
    // "saved" notification's text mid-fade, half transparent, as too low in contrast (CI, profile test),
    // and the shell's menu is measured where it lands rather than mid-slide.
    contextOptions: { reducedMotion: 'reduce' },
    // Recording a trace made every test about a third slower (3.5 s -> 5.3 s for a short one here), so
    // CI keeps a screenshot of a failure instead; locally the trace of a failure is kept.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'read-only', testIgnore: /\.mutating\.spec\.ts$/ },
    // Specs that change demo data (confirming the inactive account) run after the others.
    { name: 'mutating', testMatch: /\.mutating\.spec\.ts$/, dependencies: ['read-only'] },
  ],
  webServer: [
    {
      command: 'npx tsx ../apps/server/src/test/oidc-provider-cli.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // It prints one line when it is up; if it ever does not come up, its errors are in CI's log.
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_TEST_PORT: String(OIDC_PORT),
        OIDC_TEST_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_TEST_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_TEST_REDIRECT_URIS: googleCallbacks.join(','),
        OIDC_TEST_SUB: 'google-e2e-1',
        OIDC_TEST_EMAIL: 'e2e@gmail.test',
      },
    },
    {
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
        // Passkeys need a domain for their relying party (an IP address is none): their tests use
        // http://localhost, which a browser trusts as it trusts https.
        WEBAUTHN_RP_ID: 'localhost',
        WEBAUTHN_ORIGINS: `http://localhost:${PORT}`,
        SEED_DEMO: 'true',
        DEV_OUTBOX: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
        // The tests check what the server draws. On a loaded machine a cold server's first render can
        // pass the 2 s default and go out plain; that fallback is web-render.test.ts's to check.
        WEB_RENDER_BUDGET_MS: '20000',
        // The webhooks' tests send to a closed port on this machine (webhooks.spec.ts): in production
        // only public https addresses are allowed.
        WEBHOOK_ALLOW_LOCAL: 'true',
        GOOGLE_ISSUER: OIDC_ISSUER,
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
  ],
});
