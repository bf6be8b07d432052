import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders, expectAccessible, loginAt } from './support';

/** Read-only: the list is only looked at, never changed. */

const rows = (page: Page) => page.getByTestId('property-row');
const totalOf = async (page: Page) =>
  Number((await page.getByTestId('properties-total').innerText()).replace(/\D/g, ''));

interface Named {
  id: number;
  code: string;
  name: string;
}

async function typesOf(page: Page, lang: Language) {
  const response = await page.request.get(`/${lang}/api/core/types`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { statusTypes: Named[]; transactionTypes: Named[] } }).data;
}

/** Opens a select of the filter bar and picks the option with this name. */
async function pick(page: Page, testId: string, name: string) {
  // By keyboard: the sticky header and the pill field lie over the input for a pointer.
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Waits for the list to settle on a total other than `before`. */
async function totalChangedFrom(page: Page, before: number) {
  await expect.poll(() => totalOf(page)).not.toBe(before);
  return totalOf(page);
}

async function openList(page: Page, lang: Language, kind: 'agency' | 'software' = 'agency') {
  await loginAt(page, kind, lang, routePath('properties', lang));
  await expect(rows(page).first()).toBeVisible();
}

for (const lang of LANGUAGES) {
  test(`the agency's list filters, pages, searches and sorts in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await openList(page, lang);
    await expect(rows(page)).toHaveCount(20);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(20);
    await expectAccessible(page, `properties ${lang}`);

    // Page 2 shows other listings.
    const firstPage = await page.getByTestId('property-vlancode').allInnerTexts();
    await page.getByTestId('properties-pagination').getByRole('button', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(() => page.getByTestId('property-vlancode').first().innerText()).not.toBe(firstPage[0]);
    const secondPage = await page.getByTestId('property-vlancode').allInnerTexts();
    expect(secondPage.filter((code) => firstPage.includes(code))).toEqual([]);

    // A status filter and a transaction type each reduce the total, and go back to page 1.
    const types = await typesOf(page, lang);
    const published = types.statusTypes.find((type) => type.id === 1)!;
    await pick(page, 'properties-filter-status', published.name);
    const byStatus = await totalChangedFrom(page, total);
    expect(byStatus).toBeLessThan(total);
    await expect(page).not.toHaveURL(/[?&]page=/);
    const rent = types.transactionTypes.find((type) => type.code === 'rent')!;
    await pick(page, 'properties-filter-transaction', rent.name);
    const byBoth = await totalChangedFrom(page, byStatus);
    expect(byBoth).toBeLessThan(byStatus);

    // Back to everything; a search without a match says so.
    await page.getByTestId('properties-reset').click();
    await expect.poll(() => totalOf(page)).toBe(total);
    await page.getByTestId('properties-filter-search').fill('zzz-no-such-listing');
    await expect(page.getByTestId('properties-empty')).toBeVisible();
    if (lang === 'en') {
      await expect(page.getByTestId('properties-empty')).toHaveText('Your search returned no results');
    }
    await expectAccessible(page, `properties empty ${lang}`);
  });
}

test('sorting by price ascending puts the cheapest listing first', async ({ page }) => {
  await openList(page, 'en');
  await pick(page, 'properties-sort', 'Price');
  await pick(page, 'properties-direction', 'Ascending');
  await expect(page).toHaveURL(/sort=price&dir=asc/);

  const response = await page.request.post('/en/api/core/my-properties', {
    headers: csrfHeaders,
    data: { sort: 'price', direction: 'asc' },
  });
  expect(response.ok()).toBe(true);
  const cheapest = ((await response.json()) as { data: { vlancode: string; price: number | null }[] }).data;
  const lowest = Math.min(...cheapest.flatMap((item) => (item.price === null ? [] : [item.price])));
  expect(cheapest[0]?.price).toBe(lowest);
  await expect(page.getByTestId('property-vlancode').first()).toContainText(cheapest[0]!.vlancode);
});

test('the software account sees its listings as managed by its software', async ({ page }) => {
  await openList(page, 'en', 'software');
  await expect(page.getByTestId('property-managed-by').first()).toContainText('Managed by');
  await expect(page.getByTestId('property-managed-by')).toHaveCount(await rows(page).count());
  await expectAccessible(page, 'properties software');
});
