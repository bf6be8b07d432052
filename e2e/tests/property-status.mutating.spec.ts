import type { Language, RequestedStatus, TransactionType } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders, expectAccessibleOnce, loginAt, openApp } from './support';

test.describe.configure({ mode: 'serial' });

interface Listing {
  id: number;
  vlancode: string;
  transactionType: TransactionType;
  softwareReference: string | null;
  status: { id: number };
}

/** A different listing and status per language: a rent rented (nl), a sale sold (fr), an option (en). */
const PLAN: Record<
  Language,
  { transaction: TransactionType; to: RequestedStatus; statusId: number; word: string }
> = {
  nl: { transaction: 'rent', to: 'rented', statusId: 6, word: 'Verhuurd' },
  fr: { transaction: 'sale', to: 'sold', statusId: 6, word: 'Vendu' },
  en: { transaction: 'sale', to: 'option', statusId: 7, word: 'Option' },
};

/** A published listing of the agency, not managed by software; fr and en take different ones. */
async function pickListing(page: Page, lang: Language): Promise<Listing> {
  const plan = PLAN[lang];
  const response = await page.request.post(`/${lang}/api/core/my-properties`, {
    headers: csrfHeaders,
    data: {
      statusIds: [1],
      transactionTypes: [plan.transaction],
      sort: 'reference',
      direction: 'desc',
      pageSize: 50,
    },
  });
  expect(response.ok()).toBe(true);
  const candidates = ((await response.json()) as { data: Listing[] }).data.filter(
    (listing) => listing.softwareReference === null,
  );
  const index = LANGUAGES.filter((other) => PLAN[other].transaction === plan.transaction).indexOf(lang);
  const listing = candidates[index];
  expect(listing, `a published ${plan.transaction} listing for ${lang}`).toBeDefined();
  return listing!;
}

for (const lang of LANGUAGES) {
  test(`the status of a listing changes after a confirmation in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    const plan = PLAN[lang];
    await loginAt(page, 'agency', lang, routePath('properties', lang));
    const listing = await pickListing(page, lang);

    // One row: the search finds the listing by its code.
    await openApp(page, `${routePath('properties', lang)}?q=${listing.vlancode}`);
    const row = page.getByTestId('property-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('property-vlancode')).toContainText(listing.vlancode);

    await row.getByTestId('property-actions').click();
    const menu = page.getByTestId('property-actions-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId(`property-status-option-${plan.to}`)).toBeVisible();
    // Rented only for rent, sold only for sale: the other is never offered.
    const other = plan.transaction === 'rent' ? 'sold' : 'rented';
    await expect(menu.getByTestId(`property-status-option-${other}`)).toHaveCount(0);
    await expectAccessibleOnce(page, lang, `status menu`);

    await menu.getByTestId(`property-status-option-${plan.to}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The question names the listing (its reference) and the new status.
    const question = page.getByTestId('properties-status-question');
    await expect(question).toContainText(await row.getByTestId('property-reference').innerText());
    await expect(question).toContainText(plan.word);
    await expectAccessibleOnce(page, lang, `status confirmation`);

    const change = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/my-properties\/\d+\/status$/.test(response.url()),
    );
    await page.getByTestId('properties-status-confirm').click();
    expect((await change).status()).toBe(200);
    await expect(page.getByTestId('properties-status-changed')).toBeVisible();
    await expect(row.getByTestId('property-status')).toHaveText(plan.word);

    const check = await page.request.get(`/${lang}/api/core/my-properties/${listing.id}`);
    expect(((await check.json()) as { data: Listing }).data.status.id).toBe(plan.statusId);
  });
}
