import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, loginAt } from './support';

/**
 * A private user asks what a house in Gent is worth: the estimate from the demo market's comparable
 * sales opens with its range and comparables, and the request is listed (consent left unticked).
 */
test('the private user asks for an estimate and reads it', async ({ page }) => {
  await loginAt(page, 'private', 'fr', routePath('valuations', 'fr'));
  const form = page.getByTestId('valuation-form');
  await expect(form).toBeVisible();
  await expectAccessible(page, 'valuations fr');
  await form.getByTestId('valuation-street').fill('Veldstraat');
  await form.getByTestId('valuation-number').fill('52');
  await form.getByTestId('valuation-city').fill('Gent');
  await page.getByRole('option', { name: '9000 Gent' }).click();
  await expect(form.getByTestId('valuation-postcode')).toHaveValue('9000');
  await form.getByTestId('valuation-surface').fill('150');
  await form.getByTestId('valuation-bedrooms').fill('3');
  await form.getByTestId('valuation-year').fill('1965');
  await expect(form.getByTestId('valuation-consent')).not.toBeChecked();
  await form.getByTestId('valuation-submit').click();

  const dialog = page.getByTestId('valuation-detail').getByRole('dialog');
  await expect(dialog.getByTestId('estimate-value')).toContainText('€');
  await expect(dialog.getByTestId('valuation-comparable').first()).toBeVisible();
  await expect(dialog.getByTestId('valuation-consent-state')).toContainText('Aucune agence');
  await expectAccessible(page, 'valuation detail fr');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByTestId('valuation').first()).toContainText('Veldstraat 52, 9000 Gent');
});
