import type { Language } from '@app/contract';
import { adDraftLink, adLink, LANGUAGES, routePath } from '@app/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, loginAt, openApp } from './support';

/** Creates drafts and publishes them: each language its own ad, with its own reference. */

const field = (page: Page, name: string) => page.getByTestId(`ad-editor-${name}`);

/** The name of the status "published" in this language, as the list shows it. */
async function publishedName(page: Page, lang: Language): Promise<string> {
  const response = await page.request.get(`/${lang}/api/core/types`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { statusTypes: { id: number; name: string }[] } };
  return data.statusTypes.find((status) => status.id === 1)!.name;
}

/** Postcode through the locality picker: picking "9000 Gent" fills the city as well. */
/** Each language's name for Gent, with the official one an address takes beside it where it differs. */
const GENT_OPTION = { nl: '9000 Gent', fr: '9000 Gand (Gent)', en: '9000 Ghent (Gent)' } as const;

async function pickLocality(page: Page, lang: Language) {
  await field(page, 'zipcode').fill('9000');
  await page.getByRole('option', { name: GENT_OPTION[lang], exact: true }).click();
  await expect(field(page, 'city')).toHaveValue('Gent');
}

/** The orders feature's publish panel: the first package and the terms (its only checkbox). */
async function choosePackageAndTerms(panel: Locator) {
  await panel.getByTestId('order-package-standard').click();
  await panel.getByRole('checkbox').check();
}

const publishButton = (panel: Locator) => panel.getByTestId('publish-submit');

for (const lang of LANGUAGES) {
  test(`an agency places a house for sale, saves it as a draft and publishes it in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const reference = `AD-E2E-${lang.toUpperCase()}-${Date.now().toString(36)}`;

    // The ad link prefills the type and the transaction.
    await loginAt(page, 'agency', lang, adLink(lang, 'house', 'for-sale'));
    await expect(page.locator('main')).toHaveAttribute('data-route', `ad-${lang}`);
    await expect(field(page, 'propertyType')).toHaveValue('house');
    await expect(field(page, 'transactionType')).toHaveValue('sale');
    await expect(field(page, 'publish-save-first')).toBeVisible();
    await expectAccessibleOnce(page, lang, `ad editor empty`);

    await field(page, 'yourReference').fill(reference);
    await field(page, 'price').fill('325000');
    await field(page, 'livableSurface').fill('165');
    await field(page, 'bedrooms').fill('3');
    await field(page, 'street').fill('Kouter');
    await field(page, 'number').fill('12');
    await pickLocality(page, lang);
    await field(page, `description-${lang}`).fill(`Ruime woning met tuin (${lang}).`);

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/core\/my-drafts\/property$/.test(r.url()),
    );
    await field(page, 'save').click();
    expect((await created).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]draft=\d+/);
    await expect(page.getByTestId('ad-editor-notification-success').first()).toBeVisible();
    const id = Number(/[?&]draft=(\d+)/.exec(page.url())![1]);

    // The draft is in the drafts list, and nowhere among My properties.
    await page.goto(routePath('drafts', lang));
    await expect(page.locator('main').getByText(reference).first()).toBeVisible();
    await openApp(page, `${routePath('properties', lang)}?q=${encodeURIComponent(reference)}`);
    await expect(page.getByTestId('properties-empty')).toBeVisible();

    // Reopened from its link: the saved values, and the publish panel.
    await page.goto(adDraftLink(lang, 'property', id));
    await expect(field(page, 'yourReference')).toHaveValue(reference);
    await expect(field(page, 'city')).toHaveValue('Gent');
    const panel = page.getByTestId('publish-panel');
    await expect(publishButton(panel)).toBeVisible();
    await expectAccessibleOnce(page, lang, `ad editor publish section`);

    // A missing required field stops the publication in the browser: marked, focused, nothing ordered.
    let ordered = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/core\/my-products\/order$/.test(request.url()))
        ordered = true;
    });
    await field(page, 'street').fill('');
    await choosePackageAndTerms(panel);
    await publishButton(panel).click();
    await expect(field(page, 'street')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'street')).toBeFocused();
    await expect(page.getByTestId('ad-editor-notification-failure').first()).toBeVisible();
    expect(ordered).toBe(false);
    await expectAccessibleOnce(page, lang, `ad editor with errors`);

    // Completed, it is saved and published; My properties opens.
    await field(page, 'street').fill('Kouter');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new RegExp(`/my-drafts/property/${id}$`).test(r.url()),
    );
    const order = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/core\/my-products\/order$/.test(r.url()),
    );
    await choosePackageAndTerms(panel);
    await publishButton(panel).click();
    expect((await saved).status()).toBe(200);
    expect((await order).status()).toBe(200);
    await expect(page.locator('main')).toHaveAttribute('data-route', `properties-${lang}`);
    await expect(page.getByTestId('ad-editor-notification-success').filter({ hasText: '+++' })).toBeVisible();

    // Published: found by its reference, with the status "published".
    await openApp(page, `${routePath('properties', lang)}?q=${encodeURIComponent(reference)}`);
    const rows = page.getByTestId('property-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('property-reference')).toContainText(reference);
    await expect(rows.first().getByTestId('property-status')).toHaveText(await publishedName(page, lang));

    // No longer a draft.
    expect((await page.request.get(`/${lang}/api/core/my-drafts/property/${id}`)).status()).toBe(404);
  });
}

test('a plain ad link asks for the type and the transaction first', async ({ page }) => {
  await loginAt(page, 'agency', 'en', adLink('en'));
  await expect(page.getByTestId('ad-editor-start')).toBeVisible();
  await page.getByTestId('ad-editor-start-continue').click();
  await expect(field(page, 'propertyType')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'propertyType')).toBeFocused();
  await expectAccessible(page, 'ad editor start step');

  await field(page, 'propertyType').selectOption('appartment');
  await field(page, 'transactionType').selectOption('rent');
  await page.getByTestId('ad-editor-start-continue').click();
  await expect(page.getByTestId('ad-editor-form')).toBeVisible();
  await expect(field(page, 'propertyType')).toHaveValue('appartment');
  await expect(field(page, 'transactionType')).toHaveValue('rent');
});

test('the software account gets the notice instead of the editor', async ({ page }) => {
  await loginAt(page, 'software', 'en', adLink('en', 'house', 'for-sale'));
  await expect(page.getByTestId('ad-editor-software')).toHaveText(
    'Your listings are managed by Whise: place and edit your ads there.',
  );
  await expect(page.getByTestId('ad-editor-form')).toHaveCount(0);
  await expectAccessible(page, 'ad editor software');
});
