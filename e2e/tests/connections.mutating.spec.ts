import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { loginAt, loginDialog, signOutElsewhere } from './support';

test('connect Google through the local provider, log in with it, then disconnect it', async ({ page }) => {
  const dataPath = routePath('data', 'en');
  await loginAt(page, 'agency', 'en', `${dataPath}?tab=connections`);
  const google = page.getByTestId('connection-google');
  await expect(google).toHaveAttribute('data-linked', 'false');
  // Facebook is not configured on this server: shown as unavailable, never a fake success.
  await expect(page.getByTestId('connection-facebook-link')).toBeDisabled();

  await page.getByTestId('connection-google-link').click();
  await page.waitForURL(/\/en\/my-profile\/my-data\?tab=connections/);
  await expect(page.getByTestId('connection-result')).toHaveAttribute('data-result', 'linked');
  await expect(google).toHaveAttribute('data-linked', 'true');
  await expect(page.getByTestId('connection-google-status')).toContainText('e2e@gmail.test');

  // Log in with the linked Google account: the screen comes back where it was.
  await signOutElsewhere(page, 'en');
  await page.goto(routePath('savedsearches', 'en'));
  await loginDialog(page).getByTestId('login-provider-google').click();
  await page.waitForURL(/\/en\/my-profile\/my-saved-searches$/);
  await expect(page.locator('main')).toHaveAttribute('data-route', 'savedsearches-en');
  await expect(page.getByTestId('user-name')).toHaveText('Immo Demo');

  await page.goto(`${dataPath}?tab=connections`);
  await page.getByTestId('connection-google-unlink').click();
  await page.getByTestId('connection-google-unlink-confirm').click();
  await expect(google).toHaveAttribute('data-linked', 'false');
});
