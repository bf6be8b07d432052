import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, loginAt } from './support';

test('a connected app device can be revoked after confirmation', async ({ page }) => {
  await loginAt(page, 'agency', 'nl', `${routePath('data', 'nl')}?tab=connections`);
  const app = page.getByTestId('devices-app');
  const connected = app.locator('[data-testid^="device-"][data-status="connected"]');
  await expect(connected.first()).toBeVisible();
  const before = await connected.count();
  await expect(page.getByTestId('devices-bank').locator('[data-testid^="device-"][data-status]')).toHaveCount(
    1,
  );
  await expect(page.getByTestId('app-user')).toHaveAttribute('data-app-user', 'true');
  await expectAccessible(page, 'connections and devices');

  const id = (await connected.first().getAttribute('data-testid'))!;
  await page.getByTestId(`${id}-revoke`).click();
  await page.getByTestId('device-revoke-confirm').click();
  await expect(page.getByTestId(id)).toHaveAttribute('data-status', 'disconnected');
  await expect(connected).toHaveCount(before - 1);
});
