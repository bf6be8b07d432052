import { existsSync } from 'node:fs';

/**
 * Debian's Chromium with the flags that work on these machines (README); no tool downloads a browser
 * of its own. bench/lighthouse.ts measures with the full browser, as a user's.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' browser: Debian's headless shell (package chromium-headless-shell, which
 * .ci/run installs) when it is there, the full browser otherwise. The shell is the same engine
 * without the browser's user interface, and ran the browser tests in about 70 % of the time
 * (issue 46); Playwright's own default for headless runs is this shell too.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

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
