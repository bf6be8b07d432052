import type { Language } from '@app/contract';
import { PROFILE_BASE, routeId, SELLER_REPORT_PAGE } from '@app/contract';
import { expect, test } from '@playwright/test';
import { csrfHeaders, expectAccessible, layoutProblems, loginAt } from './support';

/**
 * Issue 50: the agency makes a report link for one of its listings; the seller opens it without an
 * account (a fresh browser context), sees the weekly figures, on a phone too; once the agency revokes
 * the link, it says so (410).
 */
const lang: Language = 'en';

test('a seller opens the report link without an account, and sees it gone once revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAt(page, 'agency', lang);
  // A published listing of the agency: its report has weeks.
  const listings = await page.request.post(`/${lang}/api/core/my-properties`, {
    headers: csrfHeaders,
    data: { statusIds: [1], pageSize: 20 },
  });
  expect(listings.ok()).toBe(true);
  const { data } = (await listings.json()) as {
    data: Array<{ id: number; market: { verdict: string } | null }>;
  };
  // One measured against its market (decision 086), so the report shows the comparison too.
  const measured = data.filter((item) => item.market !== null && item.market.verdict !== 'unknown');
  let made: { listingId: number; link: { id: number }; url: string } | null = null;
  for (const { id } of measured) {
    const created = await page.request.post(`/${lang}/api/core/my-properties/${id}/seller-reports`, {
      headers: csrfHeaders,
      data: { language: lang },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const answer = ((await created.json()) as { data: { link: { id: number }; url: string } }).data;
    const token = new URL(answer.url).searchParams.get('token')!;
    const report = await page.request.get(`/${lang}/api/core/seller-reports/${token}`);
    expect(report.ok()).toBe(true);
    if (((await report.json()) as { data: { weeks: unknown[] } }).data.weeks.length > 0) {
      made = { listingId: id, ...answer };
      break;
    }
    await page.request.post(`/${lang}/api/core/my-properties/${id}/seller-reports/${answer.link.id}/revoke`, {
      headers: csrfHeaders,
    });
  }
  expect(made, 'a published listing with weekly figures').not.toBeNull();
  const { listingId, link, url } = made!;
  const address = new URL(url);
  expect(address.pathname).toBe(`/${lang}/my-profile/${SELLER_REPORT_PAGE[lang]}`);
  const path = `${address.pathname}${address.search}`;

  // The seller: no session.
  const seller = await browser.newContext();
  const sellerPage = await seller.newPage();
  await sellerPage.goto(path);
  await expect(sellerPage.locator('main')).toHaveAttribute('data-route', routeId('seller-report', lang));
  await expect(sellerPage.getByTestId('seller-report')).toBeVisible();
  await expect(sellerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // No account menu, and no login asked.
  await expect(sellerPage.locator('nav')).toHaveCount(0);
  await expect(sellerPage.getByTestId('login-modal').getByRole('dialog')).toHaveCount(0);

  const table = sellerPage.getByRole('table', { name: 'Interest by week' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Views' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(sellerPage.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute(
    'href',
    new RegExp(`/seller-reports/[^/]+/pdf$`),
  );
  // Its price history and the listing against its market.
  await expect(sellerPage.getByRole('heading', { level: 2, name: 'Price changes' })).toBeVisible();
  const comparison = sellerPage.getByTestId('market-comparison');
  await expect(comparison.getByRole('heading', { name: 'Against similar listings' })).toBeVisible();
  await expect(comparison.getByTestId('market-comparison-table')).toBeVisible();
  await expectAccessible(sellerPage, 'seller report');

  // A phone: the weeks as cards, nothing cut off.
  await sellerPage.setViewportSize({ width: 375, height: 812 });
  await expect(sellerPage.getByTestId('seller-report-cards')).toBeVisible();
  await expect(table).toBeHidden();
  expect(await layoutProblems(sellerPage), 'the report at 375 px').toEqual([]);
  await expectAccessible(sellerPage, 'seller report at 375 px');
  await sellerPage.setViewportSize({ width: 1280, height: 800 });

  // The same report made in Dutch and in French: the seller reads it in that language.
  for (const [other, words] of [
    [
      'nl',
      { weeks: 'Interesse per week', prices: 'Prijswijzigingen', market: 'Tegenover vergelijkbare panden' },
    ],
    [
      'fr',
      { weeks: 'Intérêt par semaine', prices: 'Changements de prix', market: 'Face aux biens similaires' },
    ],
  ] as const) {
    const created = await page.request.post(`/${lang}/api/core/my-properties/${listingId}/seller-reports`, {
      headers: csrfHeaders,
      data: { language: other },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const otherUrl = new URL(((await created.json()) as { data: { url: string } }).data.url);
    expect(otherUrl.pathname).toBe(`/${other}/${PROFILE_BASE[other]}/${SELLER_REPORT_PAGE[other]}`);
    await sellerPage.goto(`${otherUrl.pathname}${otherUrl.search}`);
    await expect(sellerPage.getByRole('table', { name: words.weeks })).toBeVisible();
    await expect(sellerPage.getByRole('heading', { level: 2, name: words.prices })).toBeVisible();
    await expect(sellerPage.getByRole('heading', { name: words.market })).toBeVisible();
  }
  await sellerPage.goto(path);

  // The agency revokes the link: the seller's page says it is no longer active.
  const revoked = await page.request.post(
    `/${lang}/api/core/my-properties/${listingId}/seller-reports/${link.id}/revoke`,
    { headers: csrfHeaders },
  );
  expect(revoked.ok()).toBe(true);
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('seller-report-gone')).toContainText(
    'This report link has been revoked or has ended.',
  );
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(
    'This report is no longer available',
  );
  await expectAccessible(sellerPage, 'seller report gone');
  await seller.close();
});
