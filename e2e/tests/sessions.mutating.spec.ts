import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import {
  csrfHeaders,
  DEMO_PASSWORD,
  email,
  expectAccessible,
  layoutProblems,
  loginAt,
  loginDialog,
  openApp,
} from './support';

/** Another computer of the same user, which the phone signs out. */
const LAPTOP_AGENT = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a phone sees where the account is signed in and signs a lost laptop out', async ({ page, browser }) => {
  const laptop = await browser.newContext({
    userAgent: LAPTOP_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const laptopPage = await laptop.newPage();
  const signedIn = await laptopPage.request.post('/en/api/core/auth/login', {
    headers: csrfHeaders,
    data: { email: email('private'), password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await openApp(laptopPage, routePath('savedsearches', 'en'));

  await loginAt(page, 'private', 'en', `${routePath('data', 'en')}?tab=connections`);
  const sessions = page.getByTestId('sessions');
  const here = sessions.getByTestId('session-current');
  await expect(here).toContainText('This device');
  await expect(sessions.getByRole('listitem').first()).toHaveAttribute('data-testid', 'session-current');
  const lost = sessions.getByRole('listitem').filter({ hasText: 'Firefox 128 on Ubuntu' });
  await expect(lost).toHaveCount(1);
  await expect(lost).toContainText('Computer · Signed in with your password');
  await expect(lost).toContainText(/Network 127\.0\.0\.x|Network ::/);
  expect(await layoutProblems(page)).toEqual([]);
  await expectAccessible(page, 'sessions on a phone');

  await lost.getByRole('button', { name: /^Sign out Firefox 128 on Ubuntu/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
  await expect(dialog).toContainText('Firefox 128 on Ubuntu will be signed out and has to sign in again.');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(lost).toHaveCount(0);
  await expect(page.getByText('Firefox 128 on Ubuntu is signed out.')).toBeVisible();
  await expect(here).toBeVisible();

  // The laptop's next call finds its session ended: it asks to sign in again.
  await laptopPage
    .locator(`nav a[href="${routePath('savedproperties', 'en')}"]`)
    .first()
    .click();
  await expect(loginDialog(laptopPage)).toBeVisible();
  await laptop.close();
});
