import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  csrfHeaders,
  DEMO_PASSWORD,
  email,
  expectAccessible,
  expectAccessibleOnce,
  fillLogin,
  loginAt,
  loginDialog,
  mailedLink,
  openApp,
  signOutElsewhere,
} from './support';

test.describe.configure({ mode: 'serial' });

async function submit(page: Page, current: string, next: string, repeat: string) {
  const form = page.getByTestId('password-form');
  await form.getByTestId('password-current').fill(current);
  await form.getByTestId('password-new').fill(next);
  await form.getByTestId('password-repeat').fill(repeat);
  await form.getByTestId('password-submit').click();
}

test('each password rule shows its message, word for word', async ({ page }) => {
  await loginAt(page, 'admin', 'en', routePath('password', 'en'));
  const form = page.getByTestId('password-form');
  await form.getByTestId('password-submit').click();
  await expect(form.getByText('Password is required.').first()).toBeVisible();

  await submit(page, DEMO_PASSWORD, 'Ab1', 'Ab1');
  await expect(form.getByText('Password requires at least 8 characters.')).toBeVisible();

  await submit(page, DEMO_PASSWORD, 'abcdefgh1', 'abcdefgh1');
  await expect(
    form.getByText('Password policy is not met: at least 1 number, 1 uppercase and 1 lowercase character.'),
  ).toBeVisible();

  await submit(page, DEMO_PASSWORD, 'Lentedag2026', 'Lentedag2027');
  await expect(form.getByText('Passwords do not match.')).toBeVisible();

  await submit(page, 'Not-my-password-1', 'Lentedag2026', 'Lentedag2026');
  await expect(form.getByText('Your password is not correct.')).toBeVisible();

  await submit(page, DEMO_PASSWORD, 'Password1', 'Password1');
  await expect(
    form.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
});

test('a new password works at the next login, the old one no longer', async ({ page }) => {
  await loginAt(page, 'admin', 'nl', routePath('password', 'nl'));
  await submit(page, DEMO_PASSWORD, 'Zomeravond2026', 'Zomeravond2026');
  await expect(page.getByTestId('password-success')).toBeVisible();

  await signOutElsewhere(page, 'nl');
  await page.reload();
  await fillLogin(page, 'admin@example.be', DEMO_PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await fillLogin(page, 'admin@example.be', 'Zomeravond2026');
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.locator('main')).toHaveAttribute('data-route', 'password-nl');
});

test("a sign-in notice's “this wasn't me” signs every session out and sets a new password", async ({
  page,
  browser,
}) => {
  // Someone signs in on a computer this account never used: the owner gets a notice by e-mail.
  const intruder = await browser.newContext();
  const intruderPage = await intruder.newPage();
  const signedIn = await intruderPage.request.post('/en/api/core/auth/login', {
    headers: csrfHeaders,
    data: { email: email('admin'), password: 'Zomeravond2026' },
  });
  expect(signedIn.status()).toBe(200);
  await openApp(intruderPage, routePath('savedsearches', 'en'));

  const link = await mailedLink(page, 'admin', 'secure-account');
  expect(link, "the notice's link").toBeTruthy();

  // The link opens in the account's language.
  await page.goto(link!);
  await expect(page.getByTestId('secure-account-form')).toBeVisible();
  await page.getByTestId('secure-account-new').fill('Herfstblad2026');
  await page.getByTestId('secure-account-repeat').fill('Herfstblad2026');
  await page.getByTestId('secure-account-submit').click();
  await expect(page.getByTestId('secure-account-success')).toBeVisible();
  await expectAccessible(page, 'account secured');

  // The intruder's session is gone: its next call asks to sign in.
  await intruderPage
    .locator(`nav a[href="${routePath('savedproperties', 'en')}"]`)
    .first()
    .click();
  await expect(loginDialog(intruderPage)).toBeVisible();
  await intruder.close();

  await page.goto(`${routePath('data', 'en')}?tab=connections`);
  await fillLogin(page, 'admin@example.be', 'Zomeravond2026');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await fillLogin(page, 'admin@example.be', 'Herfstblad2026');
  await expect(loginDialog(page)).toBeHidden();
  await expect(
    page.getByTestId('security-event').filter({ hasText: 'Account secured with a new password' }),
  ).toHaveCount(1);
});

/** The same server by name: a passkey's relying party is a domain (playwright.config.ts). */
const LOCALHOST = `http://localhost:${process.env.E2E_PORT ?? 4310}`;

/**
 * Whether the page offers passkeys in the e-mail field's autofill. Chromium's virtual authenticator
 * answers that (conditional) request by itself the moment it starts, so each sign-in below picks its
 * path instead of racing the two.
 */
async function offerAutofill(page: Page, on: boolean) {
  await page.evaluate((value) => localStorage.setItem('e2e-autofill', value), on ? 'on' : 'off');
}

for (const lang of LANGUAGES) {
  test(`a passkey is added, signs in, and no longer once removed (${lang})`, async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('e2e-autofill') === 'off') {
        PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
      }
    });
    // Chromium's virtual authenticator: a platform authenticator that answers at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const api = (path: string) => `${LOCALHOST}/${lang}/api/core/${path}`;
    const signedIn = await page.request.post(api('auth/login'), {
      headers: csrfHeaders,
      data: { email: email('admin'), password: 'Herfstblad2026' },
    });
    expect(signedIn.status()).toBe(200);
    await openApp(page, `${LOCALHOST}${routePath('data', lang)}?tab=connections`);

    const section = page.getByTestId('passkeys');
    await section.getByTestId('passkey-name').fill(`Laptop ${lang}`);
    await section.getByTestId('passkey-add').click();
    await expect(section.locator(`[data-testid="passkey"][data-name="Laptop ${lang}"]`)).toBeVisible();
    await expectAccessibleOnce(page, lang, 'passkeys');

    const signOutTo = async (autofill: boolean) => {
      await offerAutofill(page, autofill);
      const response = await page.request.get(api('my-profile/user/signout'), { headers: csrfHeaders });
      expect(response.ok()).toBe(true);
      await page.goto(`${LOCALHOST}${routePath('profile', lang)}`);
    };
    const signedInWith = async () => {
      const response = await page.request.get(api('my-profile/sessions'));
      if (!response.ok()) return `status ${response.status()}`;
      const sessions = (await response.json()) as { data: { current: boolean; method: string }[] };
      return sessions.data.find((session) => session.current)?.method;
    };

    // Chosen in the e-mail field's autofill: the virtual authenticator picks it as soon as the modal opens.
    await signOutTo(true);
    await expect.poll(signedInWith).toBe('passkey');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.locator('main')).toHaveAttribute('data-route', `profile-${lang}`);

    // Through the button, where the browser has no autofill for passkeys.
    await signOutTo(false);
    await loginDialog(page).getByTestId('login-passkey').click();
    await expect(loginDialog(page)).toBeHidden();
    await expect.poll(signedInWith).toBe('passkey');

    await page.goto(`${LOCALHOST}${routePath('data', lang)}?tab=connections`);
    const card = section.locator(`[data-testid="passkey"][data-name="Laptop ${lang}"]`);
    await card.getByTestId('passkey-remove').click();
    await page.getByTestId('passkey-remove-confirm').click();
    await expect(card).toHaveCount(0);

    // The authenticator still holds the key; the account no longer knows it, on either path.
    await signOutTo(false);
    await loginDialog(page).getByTestId('login-passkey').click();
    await expect(loginDialog(page).getByTestId('login-error')).toBeVisible();
    await signOutTo(true);
    await expect(loginDialog(page).getByTestId('login-error')).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
    expect(await signedInWith()).toBe('status 401');
  });
}
