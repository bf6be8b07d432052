import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, loginAt } from './support';

const EXCLUSIVITY: Record<Language, string> = { nl: 'Exclusiviteit', fr: 'Exclusivité', en: 'Exclusivity' };

for (const lang of LANGUAGES) {
  test(`the agency sees the valuation contact its zone brought in ${lang}`, async ({ page }) => {
    await loginAt(page, 'agency', lang, routePath('products-valuationcontacts', lang));
    const contact = page.getByTestId('territory-contact').filter({ hasText: 'private@example.be' });
    // The demo private user asked a year ago: on one of the last pages, newest first.
    const pages = page.getByTestId('territory-contacts-pagination');
    await expect(page.getByTestId('territory-contact').first()).toBeVisible();
    for (let next = 2; (await contact.count()) === 0 && next <= 5; next += 1) {
      const first = await page.getByTestId('territory-contact').first().textContent();
      await pages.getByRole('button', { name: new RegExp(`^\\D+ ${next}$`) }).click();
      await expect(page.getByTestId('territory-contact').first()).not.toHaveText(first!);
    }
    await expect(contact).toContainText('Kortrijksesteenweg 214, 9000 Gent');
    await expect(contact).toContainText(EXCLUSIVITY[lang]);
    await expectAccessibleOnce(page, lang, `valuation contacts`);
    const download = page.waitForEvent('download');
    await page.getByTestId('territory-contacts-export').click();
    expect((await download).suggestedFilename()).toMatch(/\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
}

test('the agency reads its zones and its Pro First postcodes with their contacts', async ({ page }) => {
  await loginAt(page, 'agency', 'nl', routePath('products-valuation', 'nl'));
  await expect(page.getByTestId('territory-9000')).toContainText('Exclusiviteit');
  await expect(page.getByTestId('territory-9050')).toContainText('Pool');
  await expectAccessible(page, 'valuation zones nl');

  await page.goto(routePath('products-profirst', 'nl'));
  await expect(page.getByTestId('territory-9500')).toContainText('Geraardsbergen');
  await expect(page.getByTestId('territory-9620')).toContainText('Zottegem');
  await expect(page.getByTestId('territory-9500').getByTestId('territory-contacts')).not.toHaveText('0');
  await expectAccessible(page, 'pro first nl');

  await page.goto(routePath('products-profirstcontacts', 'nl'));
  await expect(page.getByTestId('territory-contact').first()).toBeVisible();
  await expect(page.getByTestId('territory-contacts-total')).toContainText('contact');
  await expectAccessible(page, 'pro first contacts nl');
});
