import { readFile } from 'node:fs/promises';
import { routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, fillLogin, loginAt, loginDialog, mailedLink } from './support';

test('the personal data page shows what is stored and downloads it as a file', async ({ page }) => {
  await loginAt(page, 'agency', 'fr', `${routePath('data', 'fr')}?tab=privacy`);
  const panel = page.getByTestId('personal-data');
  await expect(panel.getByTestId('personal-data-view')).toContainText('agency@example.be');
  await expect(panel.getByTestId('personal-data-section-paymentMethods')).toBeVisible();
  await expectAccessible(page, 'personal data');

  const download = page.waitForEvent('download');
  await panel.getByTestId('personal-data-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const dump = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    account: { email: string };
    sections: Record<string, unknown>;
  };
  expect(dump.account.email).toBe('agency@example.be');
  expect(Object.keys(dump.sections)).toEqual(expect.arrayContaining(['paymentMethods', 'devices']));
  await expect(panel.getByTestId('personal-data-progress')).toHaveAttribute('data-percent', '100');
});

test('deleting the account needs the checkbox, an e-mail link and a last click', async ({ page }) => {
  await loginAt(page, 'software', 'en', `${routePath('data', 'en')}?tab=privacy`);
  // The stored data above it loads in parts and moves the form down: a click aimed while it moves misses.
  await expect(page.getByTestId('personal-data-section-account')).toBeVisible();
  const section = page.getByTestId('delete-account');
  await section.getByTestId('delete-account-submit').click();
  await expect(section.getByText('Please tick this box to continue.')).toBeVisible();

  await section.getByTestId('delete-account-checkbox').check();
  await section.getByTestId('delete-account-submit').click();
  await page.getByTestId('delete-account-confirm-button').click();
  await expect(page.getByTestId('delete-account-sent')).toBeVisible();

  const link = await mailedLink(page, 'software', 'confirm-deletion');
  expect(link, 'deletion link in the e-mail').toBeTruthy();

  await page.goto(link!);
  await page.getByTestId('confirm-deletion-submit').click();
  await expect(page.getByTestId('confirm-deletion-success')).toBeVisible();

  await page.goto(link!);
  await page.getByTestId('confirm-deletion-submit').click();
  await expect(page.getByTestId('confirm-deletion-error')).toBeVisible();

  await page.goto(routePath('profile', 'en'));
  await fillLogin(page, 'software@example.be');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(loginDialog(page)).toBeVisible();
});
