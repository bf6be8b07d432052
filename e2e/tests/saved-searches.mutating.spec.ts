import { LANGUAGES, routePath, SAVED_SEARCH_MATCHES_PAGE_SIZE } from '@app/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, layoutProblems, loginAt, signOutElsewhere } from './support';

/**
 * Saved searches, in each language: the private user makes a search, meets the too-many-notifications
 * warning and then the refusal (the demo market brings about 23 new houses for sale a day, a warning,
 * and 51 or more listings for sale, refused). The agency, whose Email Alert PRO lifts those limits (decision
 * 024) and whose address is confirmed for alerts, saves everything for sale at once, toggles each
 * alert and deletes the search.
 */

const dialog = (page: Page) => page.getByRole('dialog');
/** The name a reader of each language knows 9000 by. */
const GENT = { nl: 'Gent', fr: 'Gand', en: 'Ghent' } as const;
const alertSwitch = (card: Locator, testId: string) => card.getByTestId(testId);

for (const lang of LANGUAGES) {
  test(`a search past the warning, the refusal, and the agency's search without limits, in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAt(page, 'private', lang, routePath('savedsearches', lang));
    await expect(page.getByTestId('saved-search-card').first()).toBeVisible();
    await expectAccessibleOnce(page, lang, `saved searches`);

    // Houses for sale anywhere: about 23 alerts a day, so a warning first.
    await page.getByTestId('saved-search-new').click();
    await expect(dialog(page)).toBeVisible();
    const houses = `E2E huizen ${lang}`;
    await page.getByTestId('saved-search-form-name').fill(houses);
    await page.getByTestId('saved-search-form-types').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('saved-search-form-save').click();
    // Above 20 and at most 50 a day: 23 on the demo data, whatever other specs publish meanwhile.
    await expect(page.getByTestId('saved-search-estimate-warning')).toContainText(/\b(2[1-9]|[34]\d|50)\b/);
    await expectAccessibleOnce(page, lang, `saved search warning`);
    await page.getByTestId('saved-search-form-confirm').click();
    await expect(dialog(page)).toBeHidden();
    const saved = page.getByTestId('saved-search-card').filter({ hasText: houses });
    await expect(saved).toHaveCount(1);

    // Everything for sale: refused, with the estimate, and nothing saved.
    await page.getByTestId('saved-search-new').click();
    await page.getByTestId('saved-search-form-name').fill(`E2E alles ${lang}`);
    await page.getByTestId('saved-search-form-save').click();
    // Above 50 a day: 51 on the demo data, one more once other specs have published listings today.
    await expect(page.getByTestId('saved-search-estimate-refused')).toContainText(/\b(5[1-9]|[6-9]\d)\b/);
    await expect(page.getByTestId('saved-search-form-confirm')).toHaveCount(0);
    await page.getByTestId('saved-search-form-cancel').click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('saved-search-card').filter({ hasText: `E2E alles ${lang}` })).toHaveCount(
      0,
    );
    await saved.getByTestId('saved-search-delete').click();
    await page.getByTestId('saved-searches-delete-confirm').click();
    await expect(saved).toHaveCount(0);

    // The agency with Email Alert PRO: everything for sale is saved at once, no warning, no refusal.
    await signOutElsewhere(page, lang);
    await loginAt(page, 'agency', lang, routePath('savedsearches', lang));
    await expect(page.getByTestId('saved-search-card').first()).toBeVisible();
    const name = `E2E alles PRO ${lang}`;
    await page.getByTestId('saved-search-new').click();
    await page.getByTestId('saved-search-form-name').fill(name);
    // The place by the reader's name for it, first among the suggestions, kept as that locality.
    await page.getByTestId('saved-search-form-places').fill(GENT[lang]);
    await expect(page.getByRole('option').first()).toHaveText(`9000 ${GENT[lang]}`);
    await page.getByRole('option').first().click();
    await page.getByTestId('saved-search-form-save').click();
    await expect(dialog(page)).toBeHidden();
    const card = page.getByTestId('saved-search-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('saved-search-criterion').nth(1)).toHaveText(`9000 ${GENT[lang]}`);

    // Each alert on: the address is confirmed and the agency has app devices, so all turn on at once.
    for (const testId of ['saved-search-digest', 'saved-search-email', 'saved-search-push']) {
      const toggled = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/enable\//.test(r.url()),
      );
      await alertSwitch(card, testId).click();
      expect((await toggled).status()).toBe(200);
      await expect(alertSwitch(card, testId)).toBeChecked();
    }
    await expect(alertSwitch(card, 'saved-search-email')).toHaveAttribute('data-state', 'on');
    await expect(alertSwitch(card, 'saved-search-push')).toHaveAttribute('data-state', 'on');
    await page.reload();
    // The page comes drawn by the server: its switches work once the app has taken it over.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(alertSwitch(card, 'saved-search-digest')).toBeChecked();
    const stopped = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/disable\/email-notification$/.test(r.url()),
    );
    await alertSwitch(card, 'saved-search-email').click();
    expect((await stopped).status()).toBe(200);
    await expect(alertSwitch(card, 'saved-search-email')).toHaveAttribute('data-state', 'off');

    // Delete asks first.
    await card.getByTestId('saved-search-delete').click();
    await expect(dialog(page)).toContainText(name);
    await page.getByTestId('saved-searches-delete-confirm').click();
    await expect(card).toHaveCount(0);
  });
}

test('the private user sees her alert waiting for the address confirmation', async ({ page }) => {
  await loginAt(page, 'private', 'en', routePath('savedsearches', 'en'));
  const card = page.getByTestId('saved-search-card').filter({ hasText: 'Huis in Gent' });
  await expect(card.getByTestId('saved-search-email')).toHaveAttribute('data-state', 'pending');
  await expect(card).toContainText('Waiting for your confirmation');
  await expect(card.getByTestId('saved-search-email-resend')).toBeVisible();
});

test("a search's matches open from its card: a page of them, accessible, nothing cut off on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAt(page, 'private', 'en', routePath('savedsearches', 'en'));
  // The first card with matches: its count is a button.
  const card = page
    .getByTestId('saved-search-card')
    .filter({ has: page.locator('button[data-testid="saved-search-total"]') })
    .first();
  const total = card.getByTestId('saved-search-total');
  await expect(total).toBeVisible();
  expect(await layoutProblems(page), 'the cards at 375 px').toEqual([]);
  const count = Number(/\d+/.exec((await total.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThan(0);
  const name = await card.getByTestId('saved-search-name').textContent();
  await total.click();

  const matches = page.getByRole('dialog', { name: name ?? '' });
  await expect(matches).toBeVisible();
  await expect(matches.getByRole('radio', { name: `All (${count})` })).toBeChecked();
  await expect(matches.getByTestId('search-match')).toHaveCount(
    Math.min(count, SAVED_SEARCH_MATCHES_PAGE_SIZE),
  );
  if (count > SAVED_SEARCH_MATCHES_PAGE_SIZE) {
    await expect(matches.getByTestId('search-matches-pagination')).toBeVisible();
  }
  await expect(matches.getByTestId('search-match-link').first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.example\.be\/en\/listing\//,
  );
  // A phone gets the whole screen.
  expect((await matches.boundingBox())?.width).toBe(375);
  await expectAccessible(page, 'saved search matches');
  expect(await layoutProblems(page, ['[role="dialog"]']), 'the matches at 375 px').toEqual([]);

  await page.keyboard.press('Escape');
  await expect(matches).toBeHidden();
  await expect(total).toBeFocused();
});
