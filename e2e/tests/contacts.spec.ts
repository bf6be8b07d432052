import { readFile } from 'node:fs/promises';
import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, loginAt } from './support';

/** Read-only: the contacts are only looked at and exported, never changed. */

const leads = (page: Page) => page.getByTestId('lead-row');
const totalOf = async (page: Page) =>
  Number((await page.getByTestId('contacts-total').innerText()).replace(/\D/g, ''));

/** The page does not scroll sideways: everything wider scrolls inside its own area. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const GROUPED: Record<Language, string> = {
  nl: 'Gegroepeerd per zoekertje',
  fr: 'Groupé par annonce',
  en: 'Grouped by ad',
};

const EXPORT_NAMES: Record<Language, RegExp> = {
  nl: /^contacten-\d{4}-\d{2}-\d{2}\.xlsx$/,
  fr: /^contacts-\d{4}-\d{2}-\d{2}\.xlsx$/,
  en: /^contacts-\d{4}-\d{2}-\d{2}\.xlsx$/,
};

async function openReceived(page: Page, lang: Language) {
  await loginAt(page, 'agency', lang, routePath('emails', lang));
  await expect(leads(page).first()).toBeVisible();
}

for (const lang of LANGUAGES) {
  test(`the agency's received contacts: chronological, grouped, one listing, in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await openReceived(page, lang);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(20);
    await expect(leads(page)).toHaveCount(20);
    await expect(page.getByTestId('contacts-pagination')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessibleOnce(page, lang, `contacts chronological`);

    // Grouped by ad: one row per listing, the view in the URL.
    await page.getByText(GROUPED[lang], { exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=byListing/);
    await expect(page.getByTestId('listing-row').first()).toBeVisible();
    const counts = (await page.getByTestId('listing-count').allInnerTexts()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
    expect(counts.every((count) => count >= 1)).toBe(true);
    await expectAccessibleOnce(page, lang, `contacts grouped`);

    // Opening a listing shows that listing's contacts only, in the route emails/:vlancode.
    const link = page.getByTestId('listing-row').first().getByTestId('contact-listing-link');
    const vlancode = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${vlancode}(\\?|$)`));
    await expect(page.getByTestId('contacts-one-listing')).toContainText(vlancode);
    await expect(leads(page).first()).toBeVisible();
    const codes = await page.getByTestId('lead-row').getByTestId('contact-listing-link').allInnerTexts();
    expect(codes.every((code) => code.trim() === vlancode)).toBe(true);
    expect(await totalOf(page)).toBe(counts[0]);
    await expectAccessibleOnce(page, lang, `contacts of one listing`);
  });

  test(`the received contacts export as an .xlsx in ${lang}`, async ({ page }) => {
    await openReceived(page, lang);
    const download = page.waitForEvent('download');
    const exportCall = page.waitForRequest((request) => request.url().includes('/my-contacts/export'));
    await page.getByTestId('contacts-export').click();
    expect(new URL((await exportCall).url()).pathname).toBe(`/${lang}/api/core/my-contacts/export`);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(EXPORT_NAMES[lang]);
    const bytes = await readFile((await file.path())!);
    // An .xlsx is a zip archive: "PK" first.
    expect(bytes.length).toBeGreaterThan(1_000);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByTestId('contacts-export')).toBeEnabled();
  });
}

test('a search without a match says so, and the period is kept in the URL', async ({ page }) => {
  await loginAt(page, 'agency', 'en', `${routePath('emails', 'en')}?from=2001-01-01&to=2001-01-31`);
  await expect(page.getByTestId('contacts-empty')).toHaveText('Your search returned no results');
  await expect(page.getByTestId('contacts-export')).toBeDisabled();
  await expectAccessible(page, 'contacts no results');
});

test('the print button prints a clean list, without the shell or the controls', async ({ page }) => {
  await openReceived(page, 'en');
  let printed = false;
  await page.exposeFunction('__contactsPrinted', () => {
    printed = true;
  });
  await page.evaluate(() => {
    window.print = () => void (window as unknown as { __contactsPrinted: () => void }).__contactsPrinted();
  });
  await page.getByTestId('contacts-print').click();
  await expect.poll(() => printed).toBe(true);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('leads-table')).toBeVisible();
  for (const hidden of ['contacts-filters', 'contacts-toolbar', 'contacts-pagination']) {
    await expect(page.getByTestId(hidden), hidden).toBeHidden();
  }
  await expect(page.getByTestId('side-menu')).toBeHidden();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.emulateMedia({ media: 'screen' });
});

test("the private user's sent contacts", async ({ page }) => {
  await loginAt(page, 'private', 'nl', routePath('contacts-sent', 'nl'));
  await expect(leads(page).first()).toBeVisible();
  expect(await totalOf(page)).toBeGreaterThan(0);
  // Whom she wrote to, not her own address on every row.
  await expect(page.getByTestId('lead-advertiser').first()).not.toBeEmpty();
  await expect(page.getByTestId('lead-email')).toHaveCount(0);
  await expectAccessible(page, 'sent contacts nl');

  await page.getByText(GROUPED.nl, { exact: true }).click();
  await expect(page.getByTestId('listing-row').first()).toBeVisible();
  await expectAccessible(page, 'sent contacts grouped nl');
});

test('a phone shows cards, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAt(page, 'agency', 'fr', routePath('emails', 'fr'));
  await expect(page.getByTestId('lead-card').first()).toBeVisible();
  await expect(page.getByTestId('leads-table')).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page, 'contacts cards fr');
  await page.getByText(GROUPED.fr, { exact: true }).click();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page, 'contacts grouped cards fr');

  // The period on a phone: a day typed, a text that is no day refused in French, a day picked in
  // the calendar, which loads when asked for and fits the screen.
  const to = page.getByRole('textbox', { name: 'Au' });
  await to.fill('31/02/2001');
  await to.press('Enter');
  await expect(to).toHaveAccessibleDescription('Saisissez la date au format jj/mm/aaaa.');
  await to.fill('31/01/2001');
  await to.press('Enter');
  await expect(page).toHaveURL(/[?&]to=2001-01-31/);
  await expect(to).toHaveValue('31/01/2001');
  await page.getByTestId('contacts-from-calendar').click();
  const calendar = page.getByRole('dialog', { name: 'Du' });
  await expect(calendar).toBeVisible();
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'contacts calendar fr');
  // It opens on the month that bounds it, January 2001.
  await calendar.getByRole('button', { name: /^1 janvier 2001$/ }).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/[?&]from=2001-01-01/);
  await expect(page.getByRole('textbox', { name: 'Du' })).toHaveValue('01/01/2001');
  await expect(page.getByTestId('contacts-empty')).toBeVisible();
});
