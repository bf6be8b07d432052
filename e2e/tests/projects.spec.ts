import type { Language } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { csrfHeaders, expectAccessible, expectAccessibleOnce, loginAt } from './support';

/** Read-only: the projects are only looked at, never changed. */

interface ProjectItem {
  id: number;
  name: string;
  reference: string | null;
  modelCount: number;
}
interface ModelItem {
  id: number;
  name: string;
  unitCount: number;
}

const rows = (page: Page) => page.getByTestId('project-row');

/** What the server holds, asked with the page's session: the screen must show the same. */
async function api<T>(page: Page, lang: Language, method: 'GET' | 'POST', path: string, data?: unknown) {
  const url = `/${lang}/api/core/${path}`;
  const response =
    method === 'GET'
      ? await page.request.get(url)
      : await page.request.post(url, { headers: csrfHeaders, data: data ?? {} });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Nothing wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

for (const lang of LANGUAGES) {
  test(`the agency searches its projects and opens one to its models and units in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginAt(page, 'agency', lang, routePath('projects', lang));
    const all = await api<{ data: ProjectItem[]; paging: { total: number } }>(
      page,
      lang,
      'POST',
      'my-projects',
    );
    expect(all.paging.total).toBeGreaterThan(0);
    await expect(rows(page)).toHaveCount(all.data.length);
    await expectAccessibleOnce(page, lang, `projects`);

    // A search narrows the list to one project and lives in the URL.
    const project = all.data.find((item) => item.modelCount > 0 && item.reference)!;
    await page.getByTestId('projects-filter-search').fill(project.reference!);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(project.reference!)}`));
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row.getByTestId('project-name')).toHaveText(project.name);
    await expect(row.getByTestId('project-reference')).toHaveText(project.reference!);

    // Its models, loaded when it opens.
    const models = (await api<{ data: ModelItem[] }>(page, lang, 'GET', `my-projects/${project.id}/models`))
      .data;
    const toggle = row.getByTestId('project-models-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const modelRows = row.getByTestId('model-row');
    await expect(modelRows).toHaveCount(models.length);
    await expect(modelRows.getByTestId('model-name')).toHaveText(models.map((model) => model.name));

    // A model's units, loaded when it opens.
    const index = models.findIndex((model) => model.unitCount > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const modelRow = modelRows.nth(index);
    await modelRow.getByTestId('model-units-toggle').click();
    await expect(modelRow.getByTestId('model-units-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(modelRow.getByTestId('unit-row')).toHaveCount(models[index]!.unitCount);
    await expect(modelRow.getByTestId('unit-reference').first()).toContainText(project.reference!);
    await expect(modelRow.getByTestId('unit-price').first()).toContainText('€');
    await expectAccessibleOnce(page, lang, `projects opened`);

    // A search without a match says so.
    await page.getByTestId('projects-filter-search').fill('zzz-no-such-project');
    await expect(page.getByTestId('projects-empty')).toBeVisible();
    if (lang === 'en') {
      await expect(page.getByTestId('projects-empty')).toHaveText('Your search returned no results');
    }
    await expectAccessibleOnce(page, lang, `projects empty`);
  });
}

test('the projects page fits a 375 px wide phone, opened down to the units', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAt(page, 'agency', 'en', routePath('projects', 'en'));
  const row = rows(page).first();
  await row.getByTestId('project-models-toggle').click();
  const model = row.getByTestId('model-row').first();
  await model.getByTestId('model-units-toggle').click();
  await expect(model.getByTestId('model-units-panel')).toBeVisible();
  await expectNoSidewaysScroll(page, 'projects at 375 px');
  await expectAccessible(page, 'projects at 375 px');

  // The status filter: boxes to tick, the choice in the address, the list of that status only.
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('checkbox', { name: 'Published', exact: true })
    .check();
  await expect(page).toHaveURL(/[?&]status=\d+/);
  const chosen = new URL(page.url()).searchParams.get('status');
  await expect
    .poll(async () => [
      ...new Set(
        await page
          .getByTestId('project-status')
          .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status-id'))),
      ),
    ])
    .toEqual([chosen]);
  await expectNoSidewaysScroll(page, 'projects filtered at 375 px');
});

for (const lang of LANGUAGES) {
  test(`a Notaire who opens the projects address gets the refusal, not a list, in ${lang}`, async ({
    page,
  }) => {
    await loginAt(page, 'notary', lang, routePath('projects', lang));
    await expect(page.locator('main')).toHaveAttribute('data-route', `projects-${lang}`);
    await expect(page.getByTestId('projects-forbidden')).toBeVisible();
    await expect(page.getByTestId('project-row')).toHaveCount(0);
    if (lang === 'en') {
      await expect(page.getByTestId('projects-forbidden')).toHaveText('You do not have access to this.');
    }
    await expectAccessibleOnce(page, lang, `projects refused`);
  });
}
