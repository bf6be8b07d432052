import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, loginAt } from './support';

// gent: the suggestion names the place in the reader's language, with the official name beside it.
const WORDS: Record<Language, { consentOff: string; close: string; street: string; gent: string }> = {
  nl: { consentOff: 'Geen enkel kantoor', close: 'Sluiten', street: 'Veldstraat', gent: '9000 Gent' },
  fr: { consentOff: 'Aucune agence', close: 'Fermer', street: 'Korenmarkt', gent: '9000 Gand (Gent)' },
  en: { consentOff: 'No agency', close: 'Close', street: 'Onderbergen', gent: '9000 Ghent (Gent)' },
};

/**
 * A private user asks what a house in Gent is worth: the estimate from the demo market's comparable
 * sales opens with its range and comparables, and the request is listed (consent left unticked).
 */
for (const lang of LANGUAGES) {
  test(`the private user asks for an estimate and reads it in ${lang}`, async ({ page }) => {
    const words = WORDS[lang];
    await loginAt(page, 'private', lang, routePath('valuations', lang));
    const form = page.getByTestId('valuation-form');
    await expect(form).toBeVisible();
    await expectAccessibleOnce(page, lang, `valuations`);
    await form.getByTestId('valuation-street').fill(words.street);
    await form.getByTestId('valuation-number').fill('52');
    await form.getByTestId('valuation-city').fill('Gent');
    await page.getByRole('option', { name: words.gent, exact: true }).click();
    await expect(form.getByTestId('valuation-postcode')).toHaveValue('9000');
    await expect(form.getByTestId('valuation-city')).toHaveValue('Gent');
    await form.getByTestId('valuation-surface').fill('150');
    await form.getByTestId('valuation-bedrooms').fill('3');
    await form.getByTestId('valuation-year').fill('1965');
    await expect(form.getByTestId('valuation-consent')).not.toBeChecked();
    await form.getByTestId('valuation-submit').click();

    const dialog = page.getByTestId('valuation-detail').getByRole('dialog');
    await expect(dialog.getByTestId('estimate-value')).toContainText('€');
    await expect(dialog.getByTestId('valuation-comparable').first()).toBeVisible();
    await expect(dialog.getByTestId('valuation-consent-state')).toContainText(words.consentOff);
    await expectAccessibleOnce(page, lang, `valuation detail`);
    await dialog.getByRole('button', { name: words.close }).click();
    await expect(page.getByTestId('valuation').first()).toContainText(`${words.street} 52, 9000 Gent`);
  });
}

test('the private user orders a valuation package and finds it with its receipt', async ({ page }) => {
  await loginAt(page, 'private', 'en', routePath('valuations', 'en'));
  const bütgenbach = page.getByTestId('valuation').filter({ hasText: 'Marktplatz 7, 4750 Bütgenbach' });
  await expect(bütgenbach).toContainText('Not enough data');
  await bütgenbach.getByTestId('valuation-order').click();
  const dialog = page.getByTestId('valuation-order-modal').getByRole('dialog');
  await dialog.getByTestId('order-package-valuation-follow-3y').click();
  await dialog.getByTestId('valuation-order-terms').check();
  await expectAccessible(page, 'valuation order en');
  await dialog.getByTestId('valuation-order-submit').click();
  await expect(dialog.getByTestId('order-placed')).toContainText('99');
  await dialog.getByTestId('order-placed-close').click();

  await page.goto(routePath('valuation-orders', 'en'));
  const placed = page.getByTestId('valuation-order').first();
  await expect(placed).toContainText('Surveyor follow-up (for 3 years)');
  await expect(placed).toContainText('Marktplatz 7, 4750 Bütgenbach');
  await expect(placed).toContainText('To pay');
});
