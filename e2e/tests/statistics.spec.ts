import type { Language, StatisticsPreset } from '@app/contract';
import { LANGUAGES, presetRange, routePath } from '@app/contract';
import { expect, type Page, type Request, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, loginAt, openApp } from './support';

/** Read-only: statistics are only looked at (and downloaded). */

const TEXTS: Record<
  Language,
  {
    period: string;
    last7Days: string;
    lastMonth: string;
    custom: string;
    week: string;
    month: string;
    download: string;
  }
> = {
  nl: {
    period: 'Periode',
    last7Days: 'Laatste 7 dagen',
    lastMonth: 'Vorige maand',
    custom: 'Zelf gekozen periode',
    week: 'Week',
    month: 'Maand',
    download: 'Downloaden als Excel',
  },
  fr: {
    period: 'Période',
    last7Days: '7 derniers jours',
    lastMonth: 'Le mois dernier',
    custom: 'Période personnalisée',
    week: 'Semaine',
    month: 'Mois',
    download: 'Télécharger en Excel',
  },
  en: {
    period: 'Period',
    last7Days: 'Last 7 days',
    lastMonth: 'Last month',
    custom: 'Custom period',
    week: 'Week',
    month: 'Month',
    download: 'Download as Excel',
  },
};

/** Today in Europe/Brussels, as the screen computes its presets. */
const brusselsToday = () => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

const rows = (page: Page) => page.getByTestId('statistics-row');

/** The query of a request to the series endpoint (`my-statistics/pro` or `my-statistics`). */
const seriesRequest = (page: Page, path: 'my-statistics/pro' | 'my-statistics') =>
  page.waitForRequest((request: Request) => new URL(request.url()).pathname.endsWith(`/api/core/${path}`));
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function choosePreset(page: Page, lang: Language, label: string) {
  await page.getByRole('combobox', { name: TEXTS[lang].period }).selectOption({ label });
}

/**
 * Opens the statistics as `kind`, once the app has taken the page over: the server draws them with the
 * figures it asked for (the range the address names, the last 30 days by day here), so the browser
 * asks for none of them.
 */
async function openStatistics(page: Page, kind: 'agency' | 'private', lang: Language) {
  await loginAt(page, kind, lang, routePath('statistics', lang));
  await expect(page.locator('main')).toHaveAttribute('data-route', `statistics-${lang}`);
  await expect(rows(page).first()).toBeVisible();
}

/** The table shows the days from the range's first to its last. */
async function expectDays(page: Page, range: { filterStart: string; filterEnd: string }) {
  await expect(rows(page).first()).toHaveAttribute('data-period', range.filterStart);
  await expect(rows(page).last()).toHaveAttribute('data-period', range.filterEnd);
}

for (const lang of LANGUAGES) {
  test(`the agency changes presets, picks a custom range and switches spans in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    const texts = TEXTS[lang];
    const today = brusselsToday();
    await openStatistics(page, 'agency', lang);
    await expectDays(page, presetRange('last30Days', today));
    await expect(rows(page)).toHaveCount(30);
    await expect(page.getByTestId('statistics-totals')).toBeVisible();
    await expect(page.getByTestId('statistics-best-row').first()).toBeVisible();
    await expect(page.getByTestId('statistics-facebook')).toBeVisible();
    await expectAccessibleOnce(page, lang, `statistics last 30 days`);

    for (const [preset, label, days] of [
      ['last7Days', texts.last7Days, 7],
      ['lastMonth', texts.lastMonth, null],
    ] as [StatisticsPreset, string, number | null][]) {
      const next = seriesRequest(page, 'my-statistics/pro');
      await choosePreset(page, lang, label);
      const range = presetRange(preset, today);
      expect(queryOf(await next)).toEqual({ ...range, span: 'day' });
      await expectDays(page, range);
      if (days) await expect(rows(page)).toHaveCount(days);
    }
    await expectAccessibleOnce(page, lang, `statistics last month`);

    // A custom range through the picker: it opens on the month shown (last month); the 1st to the 10th.
    await choosePreset(page, lang, texts.custom);
    await page.getByTestId('statistics-picker').click();
    const days = page.locator('table button:not([data-outside])');
    await expect(days.first()).toBeVisible();
    await expectAccessibleOnce(page, lang, `statistics custom range picker`);
    const custom = seriesRequest(page, 'my-statistics/pro');
    await days.filter({ hasText: /^1$/ }).first().click();
    await days.filter({ hasText: /^10$/ }).first().click();
    const customQuery = queryOf(await custom);
    expect(customQuery.filterStart).toMatch(/-01$/);
    expect(customQuery.filterEnd).toBe(`${customQuery.filterStart!.slice(0, 8)}10`);
    await expect(rows(page)).toHaveCount(10);
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).searchParams.get('range')).toBe('custom');
    await expectAccessibleOnce(page, lang, `statistics custom`);

    // Span week, then month.
    const weekly = seriesRequest(page, 'my-statistics/pro');
    await page.getByTestId('statistics-span').getByText(texts.week, { exact: true }).click();
    expect(queryOf(await weekly).span).toBe('week');
    await expect(rows(page).first()).toHaveAttribute('data-period', /^\d{4}-W\d{2}$/);
    await expectAccessibleOnce(page, lang, `statistics week`);
    const monthly = seriesRequest(page, 'my-statistics/pro');
    await page.getByTestId('statistics-span').getByText(texts.month, { exact: true }).click();
    expect(queryOf(await monthly).span).toBe('month');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-period', /^\d{4}-\d{2}$/);
  });

  test(`the agency opens a listing's statistics from the Actions menu in ${lang}`, async ({ page }) => {
    await loginAt(page, 'agency', lang, routePath('properties', lang));
    await page.getByTestId('property-actions').first().click();
    await page.getByTestId('property-action-statistics').click();
    await expect(page.locator('main')).toHaveAttribute('data-route', `statistics-${lang}`);
    await expect(page.getByTestId('statistics-listing-reference')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('statistics-totals')).toBeVisible();
    await expect(page.getByTestId('statistics-best')).toHaveCount(0);
    await expectAccessibleOnce(page, lang, `statistics listing`);

    // The same address loaded again comes drawn by the server, the listing and its figures in place,
    // and the app takes it over as drawn (a difference would show as React's error 418).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openApp(page, new URL(page.url()).pathname);
    await expect(page.getByTestId('statistics-listing-reference')).toBeVisible();
    await expect(page.getByTestId('statistics-totals')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`the private user sees general statistics in ${lang}`, async ({ page }) => {
    await openStatistics(page, 'private', lang);
    await expectDays(page, presetRange('last30Days', brusselsToday()));
    await expect(page.getByTestId('statistics-totals')).toBeVisible();
    await expect(page.getByTestId('statistics-best')).toHaveCount(0);
    await expectAccessibleOnce(page, lang, `statistics private`);
  });
}

test('a shared address with a custom range and weeks in bars arrives drawn so, and is taken over as drawn', async ({
  page,
}) => {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/core/my-statistics')) asked.push(request.url());
  });
  const search = '?range=custom&from=2026-11-02&to=2026-11-15&span=week&chart=bar';
  await loginAt(page, 'agency', 'en', `${routePath('statistics', 'en')}${search}`);
  await expect(page.getByTestId('statistics-picker')).toHaveText('2 Nov 2026 – 15 Nov 2026');
  await expect(page.getByTestId('statistics-chart')).toHaveAttribute('data-chart', 'bar');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toHaveAttribute('data-period', '2026-W45');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('the statistics fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openStatistics(page, 'agency', 'nl');
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page, 'statistics 375 px');
});

test('the statistics fit a 1366 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openStatistics(page, 'agency', 'fr');
  expect(await noSidewaysScroll(page)).toBe(true);
});

// The file's columns in each language are the server's tests' (statistics export): here, once, that
// the button asks for what is shown and downloads it.
test('the agency downloads the Excel file of what is shown (fr)', async ({ page }) => {
  await openStatistics(page, 'agency', 'fr');
  const exportRequest = page.waitForRequest((request) => request.url().includes('/my-statistics/export?'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: TEXTS.fr.download }).click();
  const query = queryOf(await exportRequest);
  expect(query).toMatchObject({ ...presetRange('last30Days', brusselsToday()), span: 'day' });
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByTestId('statistics-export-failed')).toHaveCount(0);
});
