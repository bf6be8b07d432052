import { LANGUAGES, type Language, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleOnce, loginAt } from './support';

test.describe.configure({ mode: 'serial' });

/** A 64×32 PNG: small enough for any limit, a real image for the server's decoder. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDDKqLqTl2kroh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbvCTB67YcHnrF2nlAAAAAElFTkSuQmCC',
  'base64',
);

/** Clicks a save button and waits for the call it makes to succeed. */
async function save(page: Page, button: string, method: string, path: RegExp): Promise<void> {
  const response = page.waitForResponse((r) => r.request().method() === method && path.test(r.url()));
  await page.getByTestId(button).click();
  expect((await response).status(), `${method} ${path}`).toBe(200);
}

const profilePage = (lang: Language) => routePath('data', lang);
/** A different opening time per language (08:00, 09:00, 10:00), so each run changes the row. */
const sundayOpens = (lang: Language) => `${String(8 + LANGUAGES.indexOf(lang)).padStart(2, '0')}:00`;

for (const lang of LANGUAGES) {
  test(`a professional edits and saves every profile section in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAt(page, 'agency', lang, profilePage(lang));
    await expect(page.getByTestId('profile-sections')).toBeVisible();

    await page.getByTestId('profile-personal-mobile').fill(`+32 470 12 34 5${LANGUAGES.indexOf(lang)}`);
    await save(page, 'profile-personal-save', 'PUT', /\/api\/core\/my-profile\/user$/);
    await expect(page.getByTestId('profile-notification-success').first()).toBeVisible();

    await page.getByTestId('profile-company-slogan').fill(`Uw thuis, onze zorg (${lang})`);
    await page.getByTestId(`profile-company-description-${lang}`).fill(`Beschrijving ${lang}`);
    await save(page, 'profile-company-save', 'PUT', /\/pro\/details$/);

    // Sunday: created in the first language, changed in the next ones.
    await page.getByTestId('profile-hours-7-morningFrom').fill(sundayOpens(lang));
    await page.getByTestId('profile-hours-7-morningTo').fill('12:00');
    const method = lang === LANGUAGES[0] ? 'POST' : 'PUT';
    await save(page, 'profile-hours-save', method, /\/pro\/openinghours(\/\d+)?$/);

    await page.getByTestId('profile-contacts-add').click();
    const contact = page.getByTestId('profile-contact-form');
    await contact.getByTestId('profile-contact-first-name').fill('Lotte');
    await contact.getByTestId('profile-contact-last-name').fill(`Maes ${lang}`);
    await contact.getByTestId('profile-contact-email').fill(`lotte.${lang}@immodemo.be`);
    await save(page, 'profile-contact-save', 'POST', /\/pro\/contact$/);
    await expect(page.getByTestId('profile-contacts')).toContainText(`Maes ${lang}`);

    const logo = page.waitForResponse((r) => r.request().method() === 'POST' && /\/pro\/logo$/.test(r.url()));
    await page.getByTestId('profile-logo-all-input-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect((await logo).status()).toBe(200);
    await expect(page.getByTestId('profile-logo-all-preview')).toBeVisible();

    const gallery = page
      .getByTestId('profile-gallery-list')
      .locator('[data-testid^="profile-gallery-image-"]');
    const imagesBefore = await gallery.count();
    const upload = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/pro\/images$/.test(r.url()),
    );
    await page.getByTestId('profile-gallery-upload-file').setInputFiles({
      name: `photo-${lang}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect((await upload).status()).toBe(200);
    await expect(gallery).toHaveCount(imagesBefore + 1);
    if (imagesBefore > 0) {
      const last = (await gallery.last().getAttribute('data-testid'))!.replace('profile-gallery-image-', '');
      await save(page, `profile-gallery-earlier-${last}`, 'PUT', /\/pro\/images\/order$/);
    }
    await expect(page.getByTestId('profile-gallery-cover')).toHaveCount(1);

    const newsletter = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /my-newsletters\/\d+$/.test(r.url()),
    );
    await page.getByTestId('profile-newsletter-propertyTips').click({ force: true });
    expect((await newsletter).status()).toBe(200);

    if (lang === 'en') {
      const method = page
        .getByTestId('profile-payment-methods')
        .locator('[data-testid^="profile-payment-method-delete-"]');
      const count = await method.count();
      await method.first().click();
      await save(page, 'profile-confirm-delete', 'DELETE', /my-profile\/payment-method\/\d+$/);
      await expect(method).toHaveCount(count - 1);
    }

    await expectAccessibleOnce(page, lang, `professional profile`);
    await page.reload();
    await expect(page.getByTestId('profile-company-slogan')).toHaveValue(`Uw thuis, onze zorg (${lang})`);
    await expect(page.getByTestId('profile-hours-7-morningFrom')).toHaveValue(sundayOpens(lang));
  });

  test(`a private user edits and saves every profile section in ${lang}`, async ({ page }) => {
    await loginAt(page, 'private', lang, profilePage(lang));
    await expect(page.getByTestId('profile-company')).toHaveCount(0);
    await expect(page.getByTestId('profile-gallery')).toHaveCount(0);

    await page.getByTestId('profile-personal-first-name').fill(`Sofie-${lang}`);
    await page.getByTestId('profile-personal-street').fill('Naamsestraat');
    await page.getByTestId('profile-personal-number').fill('22');
    await page.getByTestId('profile-personal-postcode').fill('3000');
    await page.getByTestId('profile-personal-city').fill('Leuven');
    await save(page, 'profile-personal-save', 'PUT', /\/api\/core\/my-profile\/user$/);
    await expect(page.getByTestId('user-name')).toHaveText(`Sofie-${lang} Peeters`);

    const newsletter = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /my-newsletters\/\d+$/.test(r.url()),
    );
    await page.getByTestId('profile-newsletter-portalNews').click({ force: true });
    expect((await newsletter).status()).toBe(200);

    if (lang === 'en') {
      await page
        .getByTestId('profile-payment-methods')
        .locator('[data-testid^="profile-payment-method-delete-"]')
        .first()
        .click();
      await save(page, 'profile-confirm-delete', 'DELETE', /my-profile\/payment-method\/\d+$/);
      await expect(page.getByTestId('profile-payment-methods-empty')).toBeVisible();
    }

    await page.getByTestId('profile-personal-phone').fill('12');
    await page.getByTestId('profile-personal-save').click();
    const messages = {
      nl: 'Ongeldig telefoonnummer: gebruik 8 tot 15 cijfers, bijvoorbeeld +32 9 223 45 67.',
      fr: 'Numéro de téléphone non valide : utilisez 8 à 15 chiffres, par exemple +32 9 223 45 67.',
      en: 'Phone number not valid: use 8 to 15 digits, for example +32 9 223 45 67.',
    };
    await expect(page.getByTestId('profile-personal').getByText(messages[lang])).toBeVisible();

    await expectAccessibleOnce(page, lang, `private profile`);
    await page.reload();
    await expect(page.getByTestId('profile-personal-first-name')).toHaveValue(`Sofie-${lang}`);
  });
}
