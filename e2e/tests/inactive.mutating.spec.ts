import { expect, test } from '@playwright/test';
import { loginAt, mailedLink } from './support';

test('an inactive user asks for the confirmation e-mail again; a failure says so', async ({ page }) => {
  await loginAt(page, 'inactive', 'en');
  const notice = page.getByTestId('inactive-notice');
  await expect(notice).toBeVisible();

  await page.route('**/api/core/my-profile/init-confirm-email', (route) =>
    route.fulfill({ status: 500, json: { error: 'internal', messageKey: 'errors:generic' } }),
  );
  await notice.getByRole('button').click();
  await expect(page.getByTestId('inactive-notice-failed')).toHaveText(
    'Something went wrong. Please try again later.',
  );
  await page.unroute('**/api/core/my-profile/init-confirm-email');
});

test('the confirmation link from the e-mail activates the user', async ({ page }) => {
  await loginAt(page, 'inactive', 'nl');
  await page.getByTestId('inactive-notice').getByRole('button').click();
  await expect(page.getByTestId('inactive-notice-sent')).toBeVisible();

  const link = await mailedLink(page, 'inactive', 'confirm-email');
  expect(link, 'confirmation link in the e-mail').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByTestId('confirm-email-success')).toBeVisible();
  await page.goto('/nl/mijn-profiel');
  await expect(page.locator('main')).toHaveAttribute('data-route', 'profile-nl');
  await expect(page.getByTestId('inactive-notice')).toHaveCount(0);
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('[data-menu-item][aria-disabled="true"]')).toHaveCount(0);

  // The link is single use.
  await page.goto(link!);
  await expect(page.getByTestId('confirm-email-error')).toBeVisible();
});
