import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, loginAt } from './support';

/** Lead Generator: the agency's area, its sellers page by page, a period, and the Excel export. */
test('the agency reads its Lead Generator leads and exports them', async ({ page }) => {
  await loginAt(page, 'agency', 'nl', routePath('products-lead-generator', 'nl'));
  await expect(page.getByTestId('lead-generator-area')).toContainText('9000 Gent');
  await expect(page.getByTestId('seller-leads-total')).toHaveText('36 leads');
  await expect(page.getByTestId('seller-lead')).toHaveCount(20);
  await expectAccessible(page, 'lead generator nl');
  await page.getByTestId('seller-leads-pagination').getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page.getByTestId('seller-lead')).toHaveCount(16);

  const download = page.waitForEvent('download');
  await page.getByTestId('seller-leads-export').click();
  expect((await download).suggestedFilename()).toMatch(/^lead-generator-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.getByTestId('seller-leads-to').fill('31/12/2020');
  await page.getByTestId('seller-leads-to').blur();
  await expect(page.getByTestId('seller-leads-total')).toHaveText('Geen leads in deze periode');
});
