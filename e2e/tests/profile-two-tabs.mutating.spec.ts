import { LANGUAGES, type Language, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleOnce, loginAt } from './support';

/*
 * Two tabs of one account (issue 45, decision 055): the profile saved in one, then a change saved from
 * the other, opened before: that save is refused (412), the form says so in the page's language and
 * shows the current values. The notary's profile: no other spec saves it.
 */

const STALE: Record<Language, string> = {
  nl: 'Deze gegevens werden intussen elders gewijzigd. De huidige waarden worden getoond; kijk ze na en sla opnieuw op.',
  fr: 'Ces informations ont été modifiées ailleurs. Les valeurs actuelles sont affichées ; vérifiez-les et enregistrez à nouveau.',
  en: 'This information was changed elsewhere. The current values are shown; check them and save again.',
};

const SAVE_PATH = /\/api\/core\/my-profile\/user$/;

async function openProfile(page: Page, lang: Language): Promise<void> {
  await page.goto(routePath('data', lang));
  await expect(page.getByTestId('profile-personal-phone')).toBeVisible();
}

/** Clicks the personal section's save and answers the status of the PUT it sends. */
async function savePersonal(page: Page): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && SAVE_PATH.test(r.url()));
  await page.getByTestId('profile-personal-save').click();
  return (await response).status();
}

test('a profile saved from an out-of-date tab is refused with the current values shown, in nl, fr and en', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAt(page, 'notary', 'nl', routePath('data', 'nl'));
  // The second tab shares the first one's session, as a browser's tabs do.
  const other = await page.context().newPage();

  for (const [index, lang] of LANGUAGES.entries()) {
    // Both tabs open the profile before either saves.
    await Promise.all([openProfile(page, lang), openProfile(other, lang)]);
    const phone = `+32 3 200 00 ${10 + index}`;

    await page.getByTestId('profile-personal-phone').fill(phone);
    expect(await savePersonal(page)).toBe(200);

    // The other tab still shows the old phone and changes the mobile number.
    await other.getByTestId('profile-personal-mobile').fill(`+32 470 00 00 ${10 + index}`);
    expect(await savePersonal(other)).toBe(412);
    await expect(
      other.getByTestId('profile-notification-failure').filter({ hasText: STALE[lang] }),
    ).toBeVisible();
    // Nothing was overwritten: the form shows the first tab's phone, read again from the server.
    await expect(other.getByTestId('profile-personal-phone')).toHaveValue(phone);
    await expectAccessibleOnce(other, lang, 'profile refused as out of date');
  }
});
