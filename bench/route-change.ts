/**
 * Route changes inside the app (issue 49: a menu entry's page shows within 100 ms on the phone's 4×
 * slower CPU). Serves the built web app (`npm run build` first) from the real server on the demo data,
 * signs the agency in, opens the dashboard in Debian's Chromium with its CPU slowed
 * (BENCH_ROUTE_CPU_SLOWDOWN, default 4), and clicks every entry of the side menu in turn, each screen
 * opened for the first time. The time is from the click to the frame that shows the new page's
 * heading (its title while the screen loads), and beside it until the page itself shows. Twice: as a
 * mouse user, whose pointer rests on the entry about 150 ms before the click (the entry starts
 * loading the screen then), and as a touch or keyboard user, who clicks at once.
 */
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routePath } from '@app/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startBench } from './setup';

const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) {
  console.error('Build the web app first: npm run build');
  process.exit(2);
}
const CPU_SLOWDOWN = Number(process.env.BENCH_ROUTE_CPU_SLOWDOWN ?? 4);
const TARGET_MS = 100;
const HOVER_MS = 150;

const bench = await startBench('Route changes, as the agency', 0, { webDist });
const origin = new URL(bench.api).origin;
const [cookieName, ...cookieValue] = bench.cookie.split('=');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

interface Timing {
  /** From the click to the frame that shows the new page's heading (its title while it loads). */
  title: number;
  /** From the click to the frame where the screen itself replaces the title: its code and catalogs in. */
  page: number;
}

/**
 * Clicks the menu entry and answers its timing in ms. Written as the page's own script: tsx would
 * name the functions of a callback with a helper the page lacks.
 */
const clickToHeading = async (page: Page, selector: string): Promise<Timing> =>
  (await page.evaluate(`new Promise((resolve) => {
      const before = document.querySelector('main h1')?.textContent;
      const start = performance.now();
      let title;
      document.querySelector(${JSON.stringify(selector)}).click();
      requestAnimationFrame(function check() {
        const heading = document.querySelector('main h1')?.textContent;
        if (title === undefined && heading && heading !== before) title = performance.now() - start;
        if (title !== undefined && !document.querySelector('[data-testid="route-pending"]'))
          resolve({ title, page: performance.now() - start });
        else requestAnimationFrame(check);
      });
    })`)) as Timing;

const QUIET_MS = 500;
const QUIET_AT_MOST_MS = 10_000;

/**
 * Waits until the page has had no request in flight for QUIET_MS (at most QUIET_AT_MOST_MS).
 * Playwright's `networkidle` load state is the document's: reached once after the first load, it
 * answers at once for every route change after it, and the next click landed while the page before
 * still took its data in.
 */
function quietNetwork(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const start = () => {
    inFlight += 1;
    changed = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet() {
      const giveUp = Date.now() + QUIET_AT_MOST_MS;
      while ((inFlight > 0 || Date.now() - changed < QUIET_MS) && Date.now() < giveUp)
        await page.waitForTimeout(50);
    },
  };
}

/** Every in-app entry of the menu, each opened once in a fresh page: label and time in ms. */
async function walk(hover: boolean): Promise<Map<string, Timing>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: cookieName!, value: cookieValue.join('='), url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const network = quietNetwork(page);
  await page.goto(`${origin}${routePath('profile', 'nl')}`);
  await page.locator('html[data-app-ready]').waitFor();
  // The landing's screen is taken over, and its calls done, before the first click too.
  await network.quiet();
  const links = page.locator('nav [data-menu-item]:not([aria-current]):not([target]):not([data-disabled])');
  const entries: { id: string; label: string }[] = [];
  for (const link of await links.all()) {
    entries.push({
      id: (await link.getAttribute('data-menu-item'))!,
      label: (await link.textContent())!.trim(),
    });
  }
  const times = new Map<string, Timing>();
  for (const { id, label } of entries) {
    const selector = `nav [data-menu-item="${id}"]`;
    if (hover) {
      await page.hover(selector);
      await page.waitForTimeout(HOVER_MS);
    }
    times.set(label, await clickToHeading(page, selector));
    // The page's own calls settle before the next click, as a reader's would.
    await network.quiet();
  }
  await context.close();
  return times;
}

try {
  const pointed = await walk(true);
  bench.lap('menu walk, pointer resting on each entry');
  const clicked = await walk(false);
  bench.lap('menu walk, clicked at once');

  console.log(`\nFigures (each screen opened for the first time, the CPU ${CPU_SLOWDOWN}× slower)`);
  console.log(`  target: the new page's heading within ${TARGET_MS} ms of the click; a miss is marked *`);
  console.log(
    '  "page in": until the screen itself replaces the title (its code and catalogs in; its data may still load)\n',
  );
  console.log(
    `  ${'menu entry'.padEnd(34)}${'pointed'.padStart(10)}${'page in'.padStart(10)}${'clicked'.padStart(10)}${'page in'.padStart(10)}`,
  );
  const title = (ms: number | undefined) =>
    ms === undefined ? '—'.padStart(10) : `${ms.toFixed(0)} ms${ms < TARGET_MS ? ' ' : '*'}`.padStart(10);
  const pageIn = (ms: number | undefined) =>
    ms === undefined ? '—'.padStart(10) : `${ms.toFixed(0)} ms `.padStart(10);
  for (const [label, timing] of pointed) {
    const other = clicked.get(label);
    console.log(
      `  ${label.padEnd(34)}${title(timing.title)}${pageIn(timing.page)}${title(other?.title)}${pageIn(other?.page)}`,
    );
  }
  const within = (times: Map<string, Timing>) =>
    `${[...times.values()].filter(({ title }) => title < TARGET_MS).length} of ${times.size}`;
  console.log(`\n  within ${TARGET_MS} ms: pointed ${within(pointed)}, clicked ${within(clicked)}`);
} finally {
  await browser.close();
  await bench.close();
}
