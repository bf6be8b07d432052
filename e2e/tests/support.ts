import AxeBuilder from '@axe-core/playwright';
import type { AnyRouteName, Language } from '@app/contract';
import { CSRF_HEADER, CSRF_HEADER_VALUE, LANGUAGES, routePath } from '@app/contract';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

export type AccountKind = 'agency' | 'notary' | 'software' | 'private' | 'inactive' | 'admin';
export const email = (kind: AccountKind) => `${kind}@example.be`;

export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** The login modal (a Mantine Modal: the dialog inside the element with the test id). */
export const loginDialog = (page: Page) => page.getByTestId('login-modal').getByRole('dialog');

/** Fills the login modal that a 401 opened over the current screen. */
export async function fillLogin(page: Page, address: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="email"]').fill(address);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
}

/**
 * Signs in through the API (the page's context keeps the session cookie), opens a route and waits
 * until the app has taken the page over (`html[data-app-ready]`): a page the server drew shows its
 * buttons before they work. The login modal is tested where it is the subject (shell, connections,
 * password, inactive); going through it before every test cost a page load, a 401 and its chunk.
 */
export async function loginAt(
  page: Page,
  kind: AccountKind,
  lang: Language,
  path = routePath('profile', lang),
) {
  const response = await page.request.post(`/${lang}/api/core/auth/login`, {
    headers: csrfHeaders,
    data: { email: email(kind), password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${kind}`).toBe(200);
  await openApp(page, path);
}

/**
 * Opens a path and waits until the app has taken the page over: a page the server drew (the
 * dashboard, My properties) shows buttons that do nothing until then.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.locator('main[data-route]')).toBeVisible();
}

/**
 * Waits until React has taken over the element the server drew: a part of a page that loads after
 * its first paint (the dashboard's lower half) answers clicks only then, after `openApp`'s mark.
 */
export const takenOver = (page: Page, selector: string) =>
  page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** Ends the session on the server, as another tab would. */
export async function signOutElsewhere(page: Page, lang: Language = 'nl'): Promise<void> {
  const response = await page.request.get(`/${lang}/api/core/my-profile/user/signout`, {
    headers: csrfHeaders,
  });
  expect(response.ok()).toBe(true);
}

/** axe: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A modal still fading in is half transparent: its colours would be measured mid-way. Spinners
  // turn forever, so only animations that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page to merge the results of
  // cross-origin frames, which these screens do not have, and took 40 % of each scan. Only violations
  // are reported in full: the passes' node details are what we never read (`options` goes first, as
  // it replaces what `withTags` sets).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    label,
  ).toEqual([]);
}

/**
 * In a flow repeated in every language, axe scans in Dutch only: the markup is the same in all three,
 * and the flow itself finds each language's words by role and name. Three scans of every state were
 * a third of the browser tests' time.
 */
export async function expectAccessibleOnce(page: Page, lang: Language, label: string): Promise<void> {
  if (lang === 'nl') await expectAccessible(page, label);
}

/**
 * What a reader of the page at this width cannot see whole (issue 48): the document wider than the
 * window (a sideways scroll of the whole page), any text cut short by its box (an ellipsis or a
 * hidden overflow), and a table row's actions (its last cell) scrolled out of the window. Text hidden
 * on purpose for screen readers (a 1 px box) is not counted.
 */
export async function layoutProblems(
  page: Page,
  /** Where to look: the page's parts, or a dialog (`[role="dialog"]`), which sits outside them. */
  roots: readonly string[] = ['main', 'header', 'nav'],
): Promise<string[]> {
  const within = (selector: string) => roots.map((root) => `${root} ${selector}`).join(', ');
  // Wait for what the page loads: its cut text is what matters, not its loader's.
  await expect(
    page.locator(`${within('[aria-busy="true"]')}, ${within('[data-testid$="-loading"]')}`),
  ).toHaveCount(0);
  return page.evaluate((roots) => {
    const within = (selector: string) => roots.map((root) => `${root} ${selector}`).join(', ');
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    }
    for (const element of Array.from(document.querySelectorAll(within('*')))) {
      const text = element.childElementCount === 0 ? (element.textContent ?? '').trim() : '';
      if (!text || !(element instanceof HTMLElement)) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      const clips =
        style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`"${text}" is cut short`);
    }
    // A row's actions sit in its last cell: they stay in view whatever the table's width.
    for (const row of Array.from(document.querySelectorAll(within('tr')))) {
      for (const control of Array.from(row.lastElementChild?.querySelectorAll('a[href], button') ?? [])) {
        const box = control.getBoundingClientRect();
        if (box.width > 1 && (box.right > width + 1 || box.left < -1)) {
          problems.push(`the row action "${(control.textContent ?? '').trim()}" is outside the window`);
        }
      }
    }
    // WCAG 2.5.8: a target at least 24 by 24 px, or far enough from the others that a 24 px square on
    // its centre touches none; a link inside a sentence and a box with its label are exempt.
    const TARGET = 24;
    const targets = Array.from(
      document.querySelectorAll<HTMLElement>(
        ['a[href]', 'button', 'input', 'select', 'textarea', '[role="button"]', '[role="tab"]']
          .map((selector) => within(selector))
          .join(', '),
      ),
    ).filter((element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
    const boxes = targets.map((element) => element.getBoundingClientRect());
    targets.forEach((element, index) => {
      const box = boxes[index]!;
      if (box.width >= TARGET - 0.5 && box.height >= TARGET - 0.5) return;
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') return;
      if (element instanceof HTMLInputElement && (element.labels?.length ?? 0) > 0) return;
      const x = box.left + box.width / 2 - TARGET / 2;
      const y = box.top + box.height / 2 - TARGET / 2;
      const crowded = boxes.some(
        (other, at) =>
          at !== index &&
          !targets[at]!.contains(element) &&
          !element.contains(targets[at]!) &&
          other.left < x + TARGET &&
          other.right > x &&
          other.top < y + TARGET &&
          other.bottom > y,
      );
      if (!crowded) return;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim();
      problems.push(
        `"${name}" is a ${Math.round(box.width)}×${Math.round(box.height)} px target among others`,
      );
    });
    return [...new Set(problems)];
  }, roots);
}

/**
 * The link to `route` in the newest e-mail to `kind` that holds one (in the account's language), from
 * the development outbox: a sign-in's security notice may have come after it (issue 51).
 */
export async function mailedLink(
  page: Page,
  kind: AccountKind,
  route: AnyRouteName,
): Promise<string | undefined> {
  const outbox = await page.request.get(`/api/dev/outbox?to=${email(kind)}`);
  expect(outbox.ok()).toBe(true);
  const mails = (await outbox.json()) as { data: { text: string }[] };
  const paths = LANGUAGES.map((lang) => routePath(route, lang)).join('|');
  const pattern = new RegExp(`https?://\\S+(?:${paths})\\?token=[\\w-]+`);
  return mails.data.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
}
