import { adDraftLink, LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce, loginAt } from './support';

/**
 * Deletes drafts: each language one of the demo agency's seeded property drafts (the oldest left,
 * so another one each time, and never a draft the ad editor's spec is creating meanwhile).
 */

const dialog = (page: Page) => page.getByRole('dialog');
/** The seed's drafts carry the agency's references (ID-2026-0101); the ad editor's spec uses others. */
const seededDrafts = (page: Page) =>
  page
    .getByTestId('property-draft-row')
    .filter({ has: page.getByTestId('draft-name').filter({ hasText: /^ID-\d{4}-\d{4}$/ }) });

for (const lang of LANGUAGES) {
  test(`the agency deletes a draft after confirming, and cancelling leaves it, in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginAt(page, 'agency', lang, routePath('drafts', lang));
    await expect(page.getByTestId('property-drafts-table')).toBeVisible();
    await expect(page.getByTestId('project-drafts')).toBeVisible();
    expect(await seededDrafts(page).count()).toBeGreaterThan(0);
    await expectAccessibleOnce(page, lang, `drafts`);

    const row = seededDrafts(page).last();
    const id = (await row.getAttribute('data-draft-id'))!;
    const name = await row.getByTestId('draft-name').innerText();
    const byId = page.locator(`[data-testid="property-draft-row"][data-draft-id="${id}"]`);
    await expect(row.getByTestId('property-draft-edit')).toHaveAttribute(
      'href',
      adDraftLink(lang, 'property', Number(id)),
    );

    // Cancel leaves it.
    await byId.getByTestId('property-draft-delete').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(name);
    await expectAccessibleOnce(page, lang, `draft delete confirmation`);
    await page.getByTestId('drafts-delete-cancel').click();
    await expect(dialog(page)).toBeHidden();
    await expect(byId).toHaveCount(1);

    // Delete removes it, says so, and it stays gone after a reload.
    await byId.getByTestId('property-draft-delete').click();
    await expect(dialog(page)).toContainText(name);
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && new RegExp(`/my-drafts/property/${id}$`).test(r.url()),
    );
    await page.getByTestId('drafts-delete-confirm').click();
    expect((await deleted).status()).toBe(200);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('drafts-notification-success').first()).toContainText(name);
    await expect(byId).toHaveCount(0);
    await expectAccessibleOnce(page, lang, `drafts after delete`);
    await page.reload();
    await expect(page.getByTestId('property-drafts-table')).toBeVisible();
    await expect(byId).toHaveCount(0);
  });
}

test('cancelling the delete of a project draft leaves it', async ({ page }) => {
  await loginAt(page, 'agency', 'en', routePath('drafts', 'en'));
  const row = page.getByTestId('project-draft-row').first();
  const id = (await row.getAttribute('data-draft-id'))!;
  await row.getByTestId('project-draft-delete').click();
  await expect(dialog(page)).toContainText(await row.getByTestId('draft-name').innerText());
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator(`[data-testid="project-draft-row"][data-draft-id="${id}"]`)).toHaveCount(1);
});

test('the drafts page fits a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAt(page, 'agency', 'en', routePath('drafts', 'en'));
  await expect(page.getByTestId('property-drafts-table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'drafts at 375 px');
});

for (const lang of LANGUAGES) {
  test(`a user with software who opens the drafts address gets the refusal in ${lang}`, async ({ page }) => {
    await loginAt(page, 'software', lang, routePath('drafts', lang));
    await expect(page.locator('main')).toHaveAttribute('data-route', `drafts-${lang}`);
    await expect(page.getByTestId('drafts-forbidden')).toBeVisible();
    await expect(page.getByTestId('property-drafts')).toHaveCount(0);
    if (lang === 'en') await expect(page.getByTestId('drafts-forbidden')).toContainText('Whise');
    await expectAccessibleOnce(page, lang, `drafts refused`);
  });
}
