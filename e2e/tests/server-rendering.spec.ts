import type { Language } from '@app/contract';
import { routePath } from '@app/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type AccountKind, csrfHeaders, DEMO_PASSWORD, email, expectAccessible, takenOver } from './support';

/**
 * Read-only. The dashboard, where every login lands, comes drawn by the server; the app's code loads
 * after the first paint and takes the page over without drawing it again (decision 039).
 */

async function signIn(request: APIRequestContext, lang: Language = 'nl', who: AccountKind = 'agency') {
  const response = await request.post(`/${lang}/api/core/auth/login`, {
    headers: csrfHeaders,
    data: { email: email(who), password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

async function signedInPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await signIn(context.request);
  return { context, page: await context.newPage() };
}

/** The page's console errors and uncaught errors, and the requests it makes to addresses matching `calls`. */
function watch(page: Page, calls: RegExp) {
  const problems: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (calls.test(request.url())) asked.push(request.url());
  });
  return { problems, asked };
}

/** Resolves once React owns the element (it keeps its own properties on the elements it renders). */

/**
 * Keeps the element the server drew (as the page's markup is parsed), for `keptAsDrawn`, and the ids
 * of Mantine's components, for `idsAsDrawn`.
 */
const rememberDrawn = (page: Page, selector: string) =>
  page.addInitScript((target) => {
    document.addEventListener('DOMContentLoaded', () => {
      const drawn = window as { drawn?: Element | null; drawnIds?: string[] };
      drawn.drawn = document.querySelector(target);
      drawn.drawnIds = [...document.querySelectorAll('[id^="mantine-"]')].map((element) => element.id);
    });
  }, selector);

/**
 * The ids of Mantine's components the server drew, and those on the page once the app runs: the
 * drawn ones are all still there, so nothing was drawn a second time to change them (decision 069).
 */
async function idsAsDrawn(page: Page): Promise<{ drawn: string[]; now: string[] }> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready');
  return page.evaluate(() => ({
    drawn: (window as { drawnIds?: string[] }).drawnIds ?? [],
    now: [...document.querySelectorAll('[id^="mantine-"]')].map((element) => element.id),
  }));
}

/**
 * Whether the element is still the very one the server drew, once React holds it: no mismatch made
 * React draw it again (React error 418).
 */
async function keptAsDrawn(page: Page, selector: string): Promise<boolean> {
  await takenOver(page, selector);
  return page.evaluate(
    (target) => document.querySelector(target) === (window as { drawn?: Element | null }).drawn,
    selector,
  );
}

test('the dashboard arrives drawn, with its figures, and reads without any script', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
  const response = await page.goto(routePath('profile', 'nl'));
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveTitle('Overzicht · Mijn account');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Immo Demo');
  await expect(page.getByTestId('dashboard-total')).toContainText('panden');
  await expect(page.getByTestId('dashboard-contact').first()).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await context.close();
});

test('the page is drawn in the language of its path', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
  await page.goto(routePath('profile', 'fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Tableau de bord · Mon compte');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await context.close();
});

test('other screens, and the dashboard without a session, are drawn in the browser', async ({ browser }) => {
  const { context } = await signedInPage(browser);
  const data = await context.request.get(routePath('data', 'nl'));
  expect(data.headers()['cache-control']).toBe('no-cache');
  expect(await data.text()).toContain('<div id="root"></div>');
  await context.close();
  const anonymous = await browser.newContext();
  const dashboard = await anonymous.request.get(routePath('profile', 'nl'));
  expect(await dashboard.text()).toContain('<div id="root"></div>');
  await anonymous.close();
});

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The server draws for the screen the browser says it has; a narrow desktop window it draws as a desktop. */
const SCREENS = [
  { label: 'desktop', options: { viewport: { width: 1280, height: 800 } }, drawnOpen: true, menuOpen: true },
  {
    label: 'phone',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, userAgent: PHONE_AGENT },
    drawnOpen: false,
    menuOpen: false,
  },
  {
    label: 'narrow desktop window',
    options: { viewport: { width: 390, height: 844 } },
    drawnOpen: true,
    menuOpen: false,
  },
] as const;

test('My properties arrives drawn at the address its filters give, and the app takes it over without asking again', async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 800 } });
  const { problems, asked } = watch(page, /\/api\/core\/my-properties/);
  const path = `${routePath('properties', 'nl')}?transaction=sale&sort=price&dir=asc`;
  // Without scripts: the listings are in the page itself.
  const plain = await context.request.get(path);
  expect(plain.headers()['cache-control']).toBe('private, no-store');
  const html = await plain.text();
  expect(html).not.toContain('<div id="root"></div>');
  expect(html).toContain('data-testid="properties-total"');

  await page.goto(path);
  await takenOver(page, 'h1');
  await takenOver(page, '[data-testid="properties-total"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn panden' })).toBeVisible();
  await expect(page.getByTestId('properties-total')).toContainText('panden');
  // The filters as the address gives them, and the list answers them.
  await expect(page.getByTestId('properties-table')).toBeVisible();
  await expectAccessible(page, 'My properties drawn by the server');
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  // A change of page asks, as ever.
  await page.getByTestId('properties-pagination').getByRole('button', { name: 'Pagina 2' }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await context.close();
});

test('on a phone, My properties arrives as cards and is taken over as drawn', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, SCREENS[1].options);
  const { problems, asked } = watch(page, /\/api\/core\/my-properties/);
  await rememberDrawn(page, '[data-testid="property-card"]');
  await page.goto(routePath('properties', 'nl'));
  expect(await keptAsDrawn(page, '[data-testid="property-card"]')).toBe(true);
  await expect(page.getByTestId('properties-table')).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  // A card far below the screen is not styled or laid out until it comes near (card-list.module.css),
  // and is all there once scrolled to: the same in the accessibility tree all along.
  const cards = page.getByTestId('property-card');
  expect(await cards.count()).toBeGreaterThan(8);
  const farPrice = cards.last().getByTestId('property-price');
  const drawn = () => farPrice.evaluate((price) => price.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await expect(farPrice).toHaveText(/\S/);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(farPrice).toBeVisible();
  await context.close();
});

/**
 * The lists users land on from e-mails and bookmarks (issue 49): drawn by the server in the page's
 * language, and taken over by the app as drawn, without asking for their data again. A word or a date
 * drawn in another language than the browser's would make React draw the list again (error 418).
 */
const DRAWN_LISTS = [
  { route: 'properties', item: 'property-card', calls: /\/api\/core\/my-properties/ },
  { route: 'savedproperties', item: 'bookmark-card', calls: /\/api\/core\/my-bookmarks/, who: 'private' },
  { route: 'valuations', item: 'valuation', calls: /\/api\/core\/my-valuations/, who: 'private' },
  { route: 'savedsearches', item: 'saved-search-card', calls: /\/api\/core\/my-saved-searches/ },
  { route: 'emails', item: 'lead-card', calls: /\/api\/core\/my-contacts/ },
  { route: 'contacts-sent', item: 'lead-card', calls: /\/api\/core\/my-contacts/, who: 'private' },
  // With the profile its PRO Directory preview shows.
  {
    route: 'products-summary',
    item: 'products-row',
    calls: /\/api\/core\/my-(products|profile\/user\/details)/,
  },
  { route: 'products-bestof', item: 'slot-listing', calls: /\/api\/core\/my-products/ },
  { route: 'statistics', item: 'statistics-row', calls: /\/api\/core\/my-(statistics|properties)/ },
  // The products' lists their contacts' e-mails link to: in one language, for the run's length.
  { route: 'products-profirst', item: 'territories', calls: /\/api\/core\/my-products/, langs: ['fr'] },
  {
    route: 'products-valuationcontacts',
    item: 'territory-contact',
    calls: /\/api\/core\/my-products/,
    langs: ['fr'],
  },
  { route: 'products-lead-generator', item: 'seller-lead', calls: /\/api\/core\/my-products/, langs: ['fr'] },
] as const;

for (const list of DRAWN_LISTS) {
  const { route, item, calls } = list;
  for (const lang of 'langs' in list ? list.langs : (['fr', 'en'] as const)) {
    test(`${route} arrives drawn in ${lang} on a phone, and is taken over as drawn`, async ({ browser }) => {
      const context = await browser.newContext(SCREENS[1].options);
      await signIn(context.request, lang, 'who' in list ? list.who : 'agency');
      const page = await context.newPage();
      const { problems, asked } = watch(page, calls);
      await rememberDrawn(page, `[data-testid="${item}"]`);
      await page.goto(routePath(route, lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await keptAsDrawn(page, `[data-testid="${item}"]`)).toBe(true);
      // Parts drawn after the takeover (a dialog, a calendar) add theirs.
      const ids = await idsAsDrawn(page);
      expect(ids.now).toEqual(expect.arrayContaining(ids.drawn));
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test("a valuation e-mail's link opens its estimate once the drawn list is taken over", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signIn(context.request, 'en', 'private');
  const answer = await context.request.post('/en/api/core/my-valuations', {
    headers: csrfHeaders,
    data: { page: 1, pageSize: 10 },
  });
  const [valuation] = ((await answer.json()) as { data: { id: number }[] }).data;
  const page = await context.newPage();
  const { problems, asked } = watch(page, /\/api\/core\/my-valuations\/\d+$/);
  await page.goto(routePath('valuations', 'en', { valuationId: valuation!.id }));
  await takenOver(page, '[data-testid="valuation"]');
  await expect(page.getByRole('dialog', { name: /^Estimate for / })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("the valuations' request form, drawn by the server, is taken over once its code is in, and checks what it sends", async ({
  browser,
}) => {
  const context = await browser.newContext(SCREENS[1].options);
  await signIn(context.request, 'en', 'private');
  const page = await context.newPage();
  const { problems } = watch(page, /\/api\/core\/my-valuations/);
  await rememberDrawn(page, '[data-testid="valuation-street"]');
  await page.goto(routePath('valuations', 'en'));
  // The field the server drew is the one React keeps.
  expect(await keptAsDrawn(page, '[data-testid="valuation-street"]')).toBe(true);
  // Its first check loads the contract's schema: an empty request names the missing fields.
  await page.getByTestId('valuation-submit').click();
  await expect(page.getByTestId('valuation-form').getByText('This field is required').first()).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

for (const { label, options, drawnOpen, menuOpen } of SCREENS) {
  test(`on a ${label}, the app takes the drawn page over without drawing it again`, async ({ browser }) => {
    const { context, page } = await signedInPage(browser, options);
    // The data the page was drawn from is not asked for again as the app takes it over.
    const { problems, asked: askedAgain } = watch(page, /my-properties\/dashboard|my-statistics\/contact/);
    // Intl's locale data loads in workers (decision 069): start-app.js's, then the app's; both end.
    const warmUps: string[] = [];
    page.on('worker', (worker) => {
      const path = new URL(worker.url()).pathname;
      worker.on('close', () => warmUps.push(path));
    });
    // The heading and the menu as the server drew them, kept before any of the app's code runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = window as {
          drawnHeading?: Element | null;
          drawnStatistics?: Element | null;
          drawnMenu?: string | null;
        };
        drawn.drawnHeading = document.querySelector('h1');
        drawn.drawnStatistics = document.querySelector('[data-testid="dashboard-contact-statistics"]');
        drawn.drawnMenu = document.getElementById('side-menu')?.getAttribute('data-collapsed');
      }),
    );
    await page.goto(routePath('profile', 'nl'));
    await takenOver(page, 'h1');
    await takenOver(page, '[data-testid="dashboard-total"]');
    expect(
      await page.evaluate(
        () => document.querySelector('h1') === (window as { drawnHeading?: Element | null }).drawnHeading,
      ),
    ).toBe(true);
    // The lower half's code loads after the first paint (decision 047); React takes it over as drawn.
    await takenOver(page, '[data-testid="dashboard-contact-statistics"]');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('[data-testid="dashboard-contact-statistics"]') ===
          (window as { drawnStatistics?: Element | null }).drawnStatistics,
      ),
    ).toBe(true);

    expect(await page.evaluate(() => (window as { drawnMenu?: string | null }).drawnMenu)).toBe(
      String(!drawnOpen),
    );
    // The menu follows the screen's width once the app runs, and answers its toggle.
    const menu = page.getByTestId('side-menu');
    await expect(menu).toHaveAttribute('data-collapsed', String(!menuOpen));
    if (menuOpen) await expect(menu).not.toHaveAttribute('inert');
    else await expect(menu).toHaveAttribute('inert');
    await page.locator('[aria-controls="side-menu"]').click();
    await expect(menu).toHaveAttribute('data-collapsed', String(menuOpen));

    await expectAccessible(page, `dashboard drawn by the server, ${label}`);
    await expect.poll(() => warmUps).toEqual(['/intl-warm-up.js', '/intl-warm-up.js']);
    expect(problems).toEqual([]);
    expect(askedAgain).toEqual([]);
    await context.close();
  });
}
