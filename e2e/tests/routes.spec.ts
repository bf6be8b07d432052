import { LANGUAGES, ROUTE_NAMES, routeId, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { layoutProblems, loginAt } from './support';

const PARAMS = { vlancode: 'ABC123', vlanCode: 'ABC123', orderId: '12', announcementId: '34' };
/**
 * A route change inside the app, as the browser's back and forward buttons make one: the router reads
 * the new address. Reloading the whole app for each of the ~40 routes cost two minutes per language on
 * a loaded CI machine; deep links that load the app are covered by the tests below.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Every route in every language at a phone's width and a wide screen's (issue 48): each page is
 * loaded once and looked at in both, which costs a resize and a reflow instead of a second walk.
 */
const WIDTHS = [375, 1440] as const;

for (const lang of LANGUAGES) {
  test(`every named route opens its page in ${lang}, nothing cut off at ${WIDTHS.join(' or ')} px`, async ({
    page,
  }) => {
    // About forty screens, each loading its data and drawn twice: well over the default.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 812 });
    await loginAt(page, 'agency', lang);
    for (const name of ROUTE_NAMES) {
      // valuation-order-receipt needs its id to differ from valuation-orders (docs/decisions/002).
      await navigateInApp(page, routePath(name, lang, PARAMS));
      await expect(page.locator('main'), name).toHaveAttribute('data-route', routeId(name, lang));
      await expect(page.locator('h1')).not.toBeEmpty();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 1000 ? 812 : 900 });
        expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: WIDTHS[0], height: 812 });
    }
  });
}

test('legacy nl shortcuts redirect to the named route', async ({ page }) => {
  await loginAt(page, 'agency', 'nl');
  await page.goto('/nl/mijn-gegevens');
  await expect(page).toHaveURL(/\/nl\/mijn-profiel\/mijn-gegevens$/);
  await expect(page.locator('main')).toHaveAttribute('data-route', 'data-nl');
  await page.goto('/nl/profiel/wachtwoord');
  await expect(page).toHaveURL(/\/nl\/mijn-profiel\/wachtwoord$/);
});

test('a path without language follows the language cookie, else nl', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl\/mijn-profiel$/);
  await context.addCookies([{ name: 'lang', value: 'fr', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/mon-profil$/);
});

test('an unknown path shows a translated not-found page', async ({ page }) => {
  const response = await page.goto('/en/my-profile/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language switcher keeps the route and its parameters, and draws the page in the new language at once', async ({
  page,
}) => {
  await loginAt(page, 'agency', 'nl', routePath('emails', 'nl', { vlancode: 'XYZ9' }));
  const menuEntry = page.getByTestId('side-menu').locator('[data-menu-item="statistics"]');
  const dutch = await menuEntry.textContent();
  // What the menu entry said each time the page changed while the French page was drawn.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      if (!document.querySelector('main[data-route="emails-fr"]')) return;
      seen.push(document.querySelector('[data-menu-item="statistics"]')?.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  // The French catalogs come over a slow network, as on a phone.
  await page.route(/\/assets\/shell-catalog-fr-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.locator('[data-language="fr"]').first().click();
  await expect(page).toHaveURL(/\/fr\/mon-profil\/emails\/XYZ9$/);
  await expect(page.locator('main')).toHaveAttribute('data-route', 'emails-fr');
  await expect(menuEntry).not.toHaveText(dutch ?? '');
  const french = await menuEntry.textContent();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text !== french)).toEqual([]);
  await page.locator('[data-language="en"]').first().click();
  await expect(page).toHaveURL(/\/en\/my-profile\/emails\/XYZ9$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
});

test('a route change scrolls to the top', async ({ page }) => {
  await loginAt(page, 'agency', 'en');
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')?.append(spacer);
    window.scrollTo(0, 800);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByTestId('side-menu').locator('[data-menu-item="statistics"]').click();
  await expect(page.locator('main')).toHaveAttribute('data-route', 'statistics-en');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
