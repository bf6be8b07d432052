import { LANGUAGES } from '@app/contract';
import { expect, test } from '@playwright/test';
import { type AccountKind, loginAt } from './support';

const PRO_ITEMS = [
  'dashboard',
  'profile',
  'password',
  'products-summary',
  'products-bestof',
  'products-color',
  'products-wallpaper',
  'products-property-advisor',
  'products-lead-generator',
  'products-profirst',
  'products-profirstcontacts',
  'products-valuation',
  'products-valuationcontacts',
  'properties',
  'projects',
  'drafts',
  'place-ad',
  'statistics',
  'contacts-received',
  'contacts-sent',
  'savedsearches',
  'savedproperties',
  'support',
];
const PRIVATE_ITEMS = [
  'profile',
  'password',
  'savedsearches',
  'savedproperties',
  'valuations',
  'valuation-orders',
  'properties',
  'contacts-sent',
  'contacts-received',
  'drafts',
  'ad-house-for-sale',
  'ad-house-for-rent',
  'ad-apartment-for-sale',
  'ad-apartment-for-rent',
  'ad-other',
  'support',
];
const without = (items: string[], ...gone: string[]) => items.filter((item) => !gone.includes(item));

const EXPECTED: Record<AccountKind, { header: string; items: string[]; disabled: boolean }> = {
  agency: { header: 'Immo Demo', items: PRO_ITEMS, disabled: false },
  notary: { header: 'Notariaat Janssens', items: without(PRO_ITEMS, 'projects'), disabled: false },
  software: {
    header: 'Immo Software Partner',
    items: without(PRO_ITEMS, 'drafts', 'place-ad'),
    disabled: false,
  },
  private: { header: 'Sofie Peeters', items: PRIVATE_ITEMS, disabled: false },
  inactive: { header: 'lucas_m', items: PRIVATE_ITEMS, disabled: true },
  admin: { header: 'Admin Portal', items: PRIVATE_ITEMS, disabled: false },
};

for (const lang of LANGUAGES) {
  for (const [kind, expected] of Object.entries(EXPECTED) as [
    AccountKind,
    (typeof EXPECTED)[AccountKind],
  ][]) {
    test(`${kind} sees the header and menu of the rules in ${lang}`, async ({ page }) => {
      await loginAt(page, kind, lang);
      await expect(page.getByTestId('user-name')).toHaveText(expected.header);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const menu = page.getByTestId('side-menu');
      const items = await menu
        .locator('[data-menu-item]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-menu-item')));
      expect(items).toEqual(expected.items);

      const disabled = await menu.locator('[data-menu-item][aria-disabled="true"]').count();
      expect(disabled).toBe(expected.disabled ? expected.items.length : 0);

      if (kind === 'agency') {
        for (const item of ['products-property-advisor', 'products-lead-generator']) {
          await expect(menu.locator(`[data-menu-item="${item}"] [data-testid="menu-new"]`)).toBeVisible();
        }
        const support = menu.locator('[data-menu-item="support"]');
        await expect(support).toHaveAttribute('target', '_blank');
      }
      if (kind === 'private') {
        await expect(menu.locator('[data-menu-item="ad-house-for-sale"]')).toHaveAttribute(
          'href',
          /ad\?propertytype=house&transactiontype=for-sale$/,
        );
      }
      if (expected.disabled) {
        await expect(page.getByTestId('inactive-notice')).toBeVisible();
      } else {
        await expect(page.getByTestId('inactive-notice')).toHaveCount(0);
      }
    });
  }
}
