import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessibleOnce, loginAt } from './support';

/** What each language calls the demo's paid expert valuation and its receipt. */
const WORDS: Record<Language, { expert: RegExp; paid: RegExp }> = {
  nl: { expert: /Schatting door een expert ter plaatse/, paid: /Betaald op/ },
  fr: { expert: /Estimation par un expert sur place/, paid: /Payé le/ },
  en: { expert: /Expert valuation on site/, paid: /Paid on/ },
};

for (const lang of LANGUAGES) {
  test(`the private user opens a valuation order's receipt and downloads it in ${lang}`, async ({ page }) => {
    await loginAt(page, 'private', lang, routePath('valuation-orders', lang));
    const orders = page.getByTestId('valuation-order');
    await expect(orders).toHaveCount(2);
    await expectAccessibleOnce(page, lang, `valuation orders`);
    const expert = orders.filter({ hasText: WORDS[lang].expert });
    await expect(expert).toContainText('Kortrijksesteenweg 214, 9000 Gent');
    await expect(expert).toContainText(WORDS[lang].paid);
    const reference = (await expert.textContent())!.match(/ORD-\d{4}-\d{5}/)![0];
    await expert.getByTestId('valuation-order-receipt').click();

    await expect(page.locator('main')).toHaveAttribute('data-route', `valuation-order-receipt-${lang}`);
    const details = page.getByTestId('valuation-receipt-details');
    await expect(details).toContainText(reference);
    await expect(details).toContainText('295');
    await expectAccessibleOnce(page, lang, `valuation receipt`);
    const download = page.waitForEvent('download');
    await page.getByTestId('valuation-receipt-download').click();
    expect((await download).suggestedFilename()).toContain(`${reference}.pdf`);
  });
}

test("another user's order answers with a clear message", async ({ page }) => {
  await loginAt(page, 'agency', 'en', routePath('valuation-order-receipt', 'en', { orderId: '1' }));
  await expect(page.getByTestId('valuation-receipt-error')).toBeVisible();
});
