import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, layoutProblems, loginAt } from './support';

/**
 * Profile → Integrations (issue 50): an agency adds a webhook endpoint, sees its secret once, sends a
 * test event and reads the delivery log. Nothing listens at the address (a closed port on this
 * machine, which the server may call with WEBHOOK_ALLOW_LOCAL), so the attempt fails with no answer.
 * Each test removes its endpoint again: the agency's other data is not touched.
 */

const TAB: Record<Language, string> = { nl: 'Integraties', fr: 'Intégrations', en: 'Integrations' };
const NO_ANSWER: Record<Language, string> = { nl: 'Geen antwoord', fr: 'Pas de réponse', en: 'No answer' };
const TEST_EVENT: Record<Language, string> = {
  nl: 'Testgebeurtenis',
  fr: 'Événement de test',
  en: 'Test event',
};

/** A closed port: the delivery is refused at once. */
const addressFor = (name: string) => `https://127.0.0.1:9/webhooks/${name}`;

async function openIntegrations(page: Page, lang: Language) {
  await loginAt(page, 'agency', lang, `${routePath('data', lang)}?tab=integrations`);
  await expect(page.getByRole('tab', { name: TAB[lang] })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('webhook-add')).toBeVisible();
}

/**
 * Adds an endpoint for contacts and answers its card, after the secret was shown once (`whileShown`
 * looks at the dialog) and closed.
 */
async function addEndpoint(page: Page, url: string, whileShown: () => Promise<void> = async () => {}) {
  const form = page.getByTestId('webhook-add');
  await form.getByTestId('webhook-add-url').fill(url);
  await form.getByTestId('webhook-add-description').fill('E2E');
  await form.getByTestId('webhook-add-event-contact.received').check();
  await form.getByTestId('webhook-add-submit').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('webhook-secret-value')).toHaveText(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
  await expect(dialog.getByTestId('webhook-secret-once')).toBeVisible();
  const secret = (await dialog.getByTestId('webhook-secret-value').innerText()).trim();
  await whileShown();
  await dialog.getByTestId('webhook-secret-done').click();
  await expect(dialog).toHaveCount(0);
  // Shown once: not on the screen any more.
  await expect(page.getByText(secret)).toHaveCount(0);

  const card = page.getByTestId('webhook-endpoint').filter({ has: page.getByRole('heading', { name: url }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('webhook-status')).toBeVisible();
  return card;
}

/** Sends a test event and waits for its attempt in the log: no answer, as nothing listens. */
async function sendTest(page: Page, card: ReturnType<Page['getByTestId']>, lang: Language) {
  await card.getByTestId('webhook-test').click();
  await expect(page.getByTestId('webhooks-notification-success')).toBeVisible();
  const log = card.getByTestId('webhook-log');
  await expect(log).toBeVisible();
  const attempt = log.getByTestId('webhook-attempt').first();
  // Delivered by the job runner, asked for at once; the screen asks again every few seconds.
  await expect(attempt).toBeVisible({ timeout: 30_000 });
  await expect(attempt).toContainText(TEST_EVENT[lang]);
  await expect(attempt.getByTestId('webhook-attempt-code')).toHaveText(NO_ANSWER[lang]);
  return log;
}

async function removeEndpoint(page: Page, card: ReturnType<Page['getByTestId']>) {
  await card.getByTestId('webhook-remove').click();
  await page.getByTestId('webhook-remove-dialog-confirm').click();
  await expect(card).toHaveCount(0);
}

for (const lang of LANGUAGES) {
  test(`an agency adds a webhook, sees its secret once and reads the delivery log, in ${lang}`, async ({
    page,
  }) => {
    test.slow();
    await openIntegrations(page, lang);
    const card = await addEndpoint(page, addressFor(`desk-${lang}`), () =>
      expectAccessibleOnce(page, lang, 'the new secret'),
    );
    await sendTest(page, card, lang);
    await expectAccessible(page, `integrations with the delivery log (${lang})`);
    await removeEndpoint(page, card);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the secret, the actions and the delivery log fit a 375 px screen', async ({ page }) => {
    test.slow();
    await openIntegrations(page, 'en');
    expect(await layoutProblems(page)).toEqual([]);
    const card = await addEndpoint(page, addressFor('phone'), async () => {
      expect(await layoutProblems(page, ['[role="dialog"]'])).toEqual([]);
    });
    const log = await sendTest(page, card, 'en');
    // The log as cards, not a table scrolled sideways.
    await expect(log.getByTestId('webhook-log-cards')).toBeVisible();
    await expect(log.getByRole('table')).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
    await removeEndpoint(page, card);
  });
});
