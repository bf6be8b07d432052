import type { Bookmark, Property } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { csrfHeaders, DEMO_PASSWORD, email, expectAccessibleOnce, loginAt, openApp } from './support';

/**
 * Saved properties: the private user saves a listing (as the portal's "save" button does), then rates
 * it, writes a note, marks it contacted and deletes it, in each language. Each language saves another
 * listing of the agency, so the three runs never touch each other's card.
 */

/** The agency's published listings, as the agency's own list gives them. */
async function agencyListingIds(request: APIRequestContext): Promise<number[]> {
  const login = await request.post('/nl/api/core/auth/login', {
    headers: csrfHeaders,
    data: { email: email('agency'), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const list = await request.post('/nl/api/core/my-properties', {
    headers: csrfHeaders,
    data: { statusIds: [1], pageSize: 100, sort: 'reference', direction: 'asc' },
  });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: Property[] }).data.map((property) => property.id);
}

/** Saves the first of the candidates that this user has not saved yet (a second save answers 409). */
async function saveOne(page: Page, candidates: number[]): Promise<number> {
  for (const id of candidates) {
    const response = await page.request.post(`/nl/api/core/my-bookmarks/announcement/${id}`, {
      headers: csrfHeaders,
    });
    if (response.status() === 409) continue;
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: Bookmark }).data.id;
  }
  throw new Error('every candidate listing is saved already');
}

/** Mantine's Rating commits a click on a star's label; the radio itself only previews. */
const starLabel = async (card: Locator, stars: number) => {
  const id = await card
    .getByRole('radio')
    .nth(stars - 1)
    .getAttribute('id');
  return card.locator(`label[for="${id}"]`);
};

for (const [index, lang] of LANGUAGES.entries()) {
  test(`the private user saves, rates, notes, marks and deletes a saved property in ${lang}`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const agency = await playwright.request.newContext({ baseURL: baseURL! });
    const candidates = (await agencyListingIds(agency)).slice(20 + index * 20);
    await agency.dispose();

    await loginAt(page, 'private', lang, routePath('savedproperties', lang));
    await expect(page.getByTestId('bookmark-card').first()).toBeVisible();
    const id = await saveOne(page, candidates);
    // Loaded again, drawn by the server: its stars and buttons work once the app has taken it over.
    await openApp(page, routePath('savedproperties', lang));
    const card = page.locator(`[data-testid="bookmark-card"][data-bookmark-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('bookmark-note-none')).toBeVisible();
    // The demo photo is served by this server and loads (480 × 320).
    const photo = page.getByTestId('bookmark-photo').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expectAccessibleOnce(page, lang, `saved properties`);

    // Four stars.
    const rated = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/my-bookmarks/${id}/rate`),
    );
    await (await starLabel(card, 4)).click();
    expect((await rated).status()).toBe(200);
    await expect(card.getByRole('radio').nth(3)).toBeChecked();

    // A note, saved and shown.
    await card.getByTestId('bookmark-note-edit').click();
    await card.getByTestId('bookmark-note-input').fill(`Bezoek op zaterdag (${lang})`);
    await card.getByTestId('bookmark-note-save').click();
    await expect(card.getByTestId('bookmark-note')).toHaveText(`Bezoek op zaterdag (${lang})`);

    // Contacted, kept after a reload with the stars and the note.
    const marked = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/my-bookmarks/${id}/marks`),
    );
    await card.getByTestId('bookmark-contacted').click();
    expect((await marked).status()).toBe(200);
    await openApp(page, routePath('savedproperties', lang));
    await expect(card.getByTestId('bookmark-contacted')).toBeChecked();
    await expect(card.getByRole('radio').nth(3)).toBeChecked();
    await expect(card.getByTestId('bookmark-note')).toHaveText(`Bezoek op zaterdag (${lang})`);

    // Delete asks first; cancel keeps it, confirm removes it for good.
    await card.getByTestId('bookmark-delete').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessibleOnce(page, lang, `saved property delete confirmation`);
    await page.getByTestId('bookmarks-delete-cancel').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card).toHaveCount(1);
    await card.getByTestId('bookmark-delete').click();
    await page.getByTestId('bookmarks-delete-confirm').click();
    await expect(page.getByTestId('bookmarks-notification-success').last()).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('bookmark-card').first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });
}

test('a saved property that went offline stays, marked, with its price change', async ({ page }) => {
  await loginAt(page, 'private', 'en', routePath('savedproperties', 'en'));
  await expect(page.getByTestId('bookmark-unavailable').first()).toHaveText('No longer available');
  await expect(page.getByTestId('bookmark-price-change').first()).toContainText('Price down');
});
