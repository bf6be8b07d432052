import { routePath } from '@app/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, fillLogin, loginAt, loginDialog, signOutElsewhere } from './support';

test('the round toggle hides and shows the menu on a desktop', async ({ page }) => {
  await loginAt(page, 'agency', 'en');
  const menu = page.getByTestId('side-menu');
  const toggle = page.getByTestId('menu-toggle');
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect(toggle).toHaveAttribute('data-mode', 'toggle');
  await toggle.click();
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect(menu).toBeVisible();
});

/** Where the header, the menu and the page's content are drawn (the config turns motion off: no slide to wait for). */
async function frameBoxes(page: Page) {
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not drawn');
    return found;
  };
  return {
    header: await box(page.getByRole('banner')),
    menu: await box(page.getByTestId('side-menu')),
    content: await box(page.locator('main > *').first()),
  };
}

test('the menu sits beside the page on a desktop, and over it on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAt(page, 'agency', 'en');
  let boxes = await frameBoxes(page);
  expect(boxes.header).toMatchObject({ x: 0, y: 0, width: 1280, height: 64 });
  expect(boxes.menu).toMatchObject({ x: 0, y: 64, width: 280 });
  expect(boxes.content.x).toBeGreaterThanOrEqual(280);
  expect(boxes.content.y).toBeGreaterThanOrEqual(64);

  // Collapsed, the menu has slid out and the page takes the width.
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  boxes = await frameBoxes(page);
  expect(boxes.menu.x + boxes.menu.width).toBeLessThanOrEqual(0);
  expect(boxes.content.x).toBeLessThan(40);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  boxes = await frameBoxes(page);
  expect(boxes.menu).toMatchObject({ x: 0, y: 64, width: 390, height: 800 - 64 });
  expect(boxes.content.x).toBeLessThan(40);

  // Back on the desktop, where the menu was collapsed: the phone's open menu does not slide in there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('side-menu')).toBeHidden();
  boxes = await frameBoxes(page);
  expect(boxes.menu.x + boxes.menu.width).toBeLessThanOrEqual(0);
  expect(boxes.content.x).toBeLessThan(40);
});

test('the menu starts collapsed below the small-desktop breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await loginAt(page, 'private', 'nl');
  const menu = page.getByTestId('side-menu');
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('menu-toggle').click();
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect(menu.locator('[data-menu-item="savedsearches"]')).toBeVisible();
});

test('the private menu shows whole on a 1440 x 900 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAt(page, 'private', 'fr');
  const scroller = page.getByTestId('side-menu').locator(':scope > div');
  await expect(scroller.locator('[data-menu-item="support"]')).toBeVisible();
  const { scrollHeight, clientHeight } = await scroller.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  // Every entry in view without scrolling the menu (issue 48).
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
});

test('past 25 px of scroll the toggle becomes a scroll-up arrow', async ({ page }) => {
  await loginAt(page, 'agency', 'nl');
  const toggle = page.getByTestId('menu-toggle');
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')?.append(spacer);
  });
  await page.evaluate(() => window.scrollTo(0, 20));
  await page.waitForTimeout(600);
  await expect(toggle).toHaveAttribute('data-mode', 'toggle');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(toggle).toHaveAttribute('data-mode', 'scroll-up');
  await toggle.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toggle).toHaveAttribute('data-mode', 'toggle');
  await expect(page.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
});

test('a signed-out visit asks for the login without a refused call, and a wrong password says so', async ({
  page,
}) => {
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && !response.url().endsWith('/auth/login')) refused.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(routePath('savedsearches', 'en'));
  await expect(loginDialog(page)).toBeVisible();
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await fillLogin(page, 'agency@example.be', 'Wrong-password-1');
  await expect(page.getByTestId('login-error')).toHaveText('The e-mail address or password is incorrect.');
  await expect(loginDialog(page)).toBeVisible();
  // The refused password logs its own 401; the visit itself made none.
  expect(refused).toEqual([]);
  consoleErrors.length = 0;
  await fillLogin(page, 'agency@example.be');
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.locator('main')).toHaveAttribute('data-route', 'savedsearches-en');
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a 401 during navigation opens the login modal and the screen continues after login', async ({
  page,
}) => {
  // From a screen that asks nothing more of the server (the dashboard refreshes its figures, which
  // would open the modal before the navigation does).
  await loginAt(page, 'agency', 'fr', routePath('password', 'fr'));
  await signOutElsewhere(page, 'fr');
  await page.getByTestId('side-menu').locator('[data-menu-item="savedsearches"]').click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/mon-profil\/mes-recherches-sauvegardees$/);
  await fillLogin(page, 'agency@example.be');
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.locator('main')).toHaveAttribute('data-route', 'savedsearches-fr');
  await expect(page.getByTestId('user-name')).toHaveText('Immo Demo');
});

test('signing out ends the session and asks for a login', async ({ page }) => {
  await loginAt(page, 'private', 'en');
  await page.getByTestId('sign-out').click();
  await expect(loginDialog(page)).toBeVisible();
  await page.reload();
  await expect(loginDialog(page)).toBeVisible();
});

test('the shell, the login modal and the not-found page have no serious accessibility violation', async ({
  page,
}) => {
  // Four axe scans: about 50 s on a loaded 2-core CI machine, too close to the 60 s default.
  test.setTimeout(120_000);
  await page.goto('/nl/mijn-profiel');
  await expect(loginDialog(page)).toBeVisible();
  await expectAccessible(page, 'login modal');
  await fillLogin(page, 'agency@example.be');
  await expect(page.locator('main[data-route="profile-nl"]')).toBeVisible();
  await expectAccessible(page, 'professional shell');
  await page.setViewportSize({ width: 700, height: 800 });
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
  await expectAccessible(page, 'open menu on a narrow screen');
  await page.goto('/fr/mon-profil/inconnu');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectAccessible(page, 'not found');
});

test('the private shell and the inactive notice have no serious accessibility violation', async ({
  page,
}) => {
  await loginAt(page, 'private', 'en');
  await expectAccessible(page, 'private shell');
  await signOutElsewhere(page, 'en');
  await page.reload();
  await fillLogin(page, 'inactive@example.be');
  await expect(page.getByTestId('inactive-notice')).toBeVisible();
  await expectAccessible(page, 'inactive notice');
});

test("a start whose catalogs do not load says so in the page's language, and the button loads it again", async ({
  page,
}) => {
  // The shell's French catalogs fail, as on a connection that drops while the page loads.
  const catalogs = /\/assets\/shell-catalog-fr-[^/]*\.js$/;
  await page.route(catalogs, (route) => route.abort('internetdisconnected'));
  await page.goto(routePath('profile', 'fr'));
  const notice = page.getByTestId('start-failed');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText(
    "La page n'a pas pu être chargée. Vérifiez votre connexion et rechargez la page.",
  );
  await expectAccessible(page, 'start failure');

  await page.unroute(catalogs);
  await notice.getByRole('button', { name: 'Recharger' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(notice).toHaveCount(0);
});
