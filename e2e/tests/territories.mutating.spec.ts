import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, loginAt } from './support';

test('the agency orders Pro First for a postcode found by its name, with the terms', async ({ page }) => {
  await loginAt(page, 'agency', 'en', routePath('products-profirst', 'en'));
  await page.getByTestId('territory-order').click();
  const dialog = page.getByTestId('territory-order-modal').getByRole('dialog');
  await dialog.getByTestId('territory-search').fill('aalst');
  await dialog.getByTestId('territory-result-9300').getByRole('radio').check();
  await expect(dialog.getByTestId('territory-months')).toHaveValue('6');
  await expectAccessible(page, 'pro first order en');
  await dialog.getByTestId('territory-order-submit').click();
  await expect(dialog.getByText('I accept the general terms and conditions of the portal.')).toBeVisible();
  await expect(dialog.getByTestId('order-placed')).toHaveCount(0);
  await dialog.getByTestId('territory-order-terms').check();
  await dialog.getByTestId('territory-order-submit').click();
  await expect(dialog.getByTestId('order-placed')).toContainText('+++');
  await dialog.getByTestId('order-placed-close').click();
  await expect(page.getByTestId('territory-9300')).toContainText('Pending activation');
});

test('the agency cannot take a zone in exclusivity where it already holds the postcode', async ({ page }) => {
  await loginAt(page, 'agency', 'fr', routePath('products-valuation', 'fr'));
  await page.getByTestId('territory-order').click();
  const dialog = page.getByTestId('territory-order-modal').getByRole('dialog');
  await dialog.getByTestId('territory-search').fill('9000');
  await expect(dialog.getByTestId('territory-result-9000')).toContainText('À vous');
  await expect(dialog.getByTestId('territory-result-9000').getByRole('radio')).toBeDisabled();
});
