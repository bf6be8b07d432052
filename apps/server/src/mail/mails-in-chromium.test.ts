import { existsSync } from 'node:fs';
import type { Language } from '@app/contract';
import { LANGUAGES, matchRoute } from '@app/contract';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../../e2e/chromium';
import { GALLERY_URL, mailGallery } from '../test/mail-gallery';

/** The little of the DOM read in the page (the server's types have no DOM). */
interface PageElement {
  getAttribute(name: string): string | null;
}
interface PageDocument {
  documentElement: { scrollWidth: number; lang: string };
  body: { innerText: string };
  querySelectorAll(selector: string): Iterable<PageElement>;
}
/** The narrowest phone the mails are made for. */
const PHONE_WIDTH = 375;

/**
 * Debian's Chromium, which .ci/run installs: a machine without it (a contributor's first `npm test`)
 * skips these tests and says so; CI never does.
 */
const hasChromium = existsSync(TEST_CHROMIUM_PATH) || process.env.CI === 'true';
if (!hasChromium) console.warn(`mails-in-chromium: skipped, no browser at ${TEST_CHROMIUM_PATH}`);

let browser: Browser;
beforeAll(async () => {
  if (hasChromium)
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(() => browser?.close());

/** Every link is absolute, and one into a language's pages goes to the mail's language. */
function wrongLinks(hrefs: readonly string[], lang: Language): string[] {
  return hrefs.filter((href) => {
    if (!/^https:\/\//.test(href)) return true;
    const url = new URL(href);
    const segment = /^\/([a-z]{2})\//.exec(url.pathname)?.[1];
    if (segment !== undefined && segment !== lang) return true;
    // This server's pages: a route of the route table (the unsubscribe page is an API path).
    return (
      url.origin === GALLERY_URL && !url.pathname.startsWith('/api/') && matchRoute(url.pathname) === null
    );
  });
}

describe.skipIf(!hasChromium).each(LANGUAGES)('every kind of mail in %s, in Chromium at 375 px', (lang) => {
  it('fits the phone, links absolutely into its own language, has alt texts and a text part', async () => {
    const mails = await mailGallery(lang);
    expect(mails.length).toBeGreaterThanOrEqual(12);
    const page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 800 } });
    // Nothing leaves the machine: images and fonts the mails name are answered empty.
    await page.route('**/*', (route) => route.fulfill({ status: 404, body: '' }));
    try {
      for (const { kind, message } of mails) {
        await page.setContent(message.html, { waitUntil: 'load' });
        // Runs in the page: the server's types have no DOM, so the document is read through a type of its own.
        const seen = await page.evaluate(() => {
          const doc = (globalThis as unknown as { document: PageDocument }).document;
          return {
            scrollWidth: doc.documentElement.scrollWidth,
            lang: doc.documentElement.lang,
            hrefs: [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
            altless: [...doc.querySelectorAll('img')].filter((img) => !img.getAttribute('alt')?.trim())
              .length,
            brand: doc.body.innerText.slice(0, 200),
          };
        });
        const staff = kind === 'product-information' || kind === 'wallpaper-change';
        const expected = staff ? 'nl' : lang;
        expect(seen.scrollWidth, `${kind} (${lang}) is wider than the phone`).toBeLessThanOrEqual(
          PHONE_WIDTH,
        );
        expect(seen.lang, kind).toBe(expected);
        expect(
          wrongLinks(seen.hrefs, expected),
          `${kind} (${lang}): relative or wrong-language links`,
        ).toEqual([]);
        expect(seen.altless, `${kind} (${lang}): images without alt text`).toBe(0);
        expect(seen.brand, kind).toMatch(/^Immoportaal/);
        expect(message.text.trim().length, `${kind} (${lang}) has no text part`).toBeGreaterThan(50);
        expect(message.headers?.['Auto-Submitted'], kind).toBe('auto-generated');
        expect(message.language, kind).toBe(expected);
      }
    } finally {
      await page.close();
    }
  });
});

describe.skipIf(!hasChromium)('the layout check itself', () => {
  it('catches a mail wider than the phone, a relative link and a link into another language', async () => {
    const page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 800 } });
    try {
      await page.setContent(`<p>${'x'.repeat(200)}</p>`);
      const width = await page.evaluate(
        () => (globalThis as unknown as { document: PageDocument }).document.documentElement.scrollWidth,
      );
      expect(width).toBeGreaterThan(PHONE_WIDTH);
    } finally {
      await page.close();
    }
    expect(wrongLinks(['/nl/mijn-profiel'], 'nl')).toHaveLength(1);
    expect(wrongLinks([`${GALLERY_URL}/nl/mijn-profiel/mijn-bewaarde-panden`], 'fr')).toHaveLength(1);
    expect(wrongLinks(['https://www.example.be/nl/zoekertje/GNT0001'], 'en')).toHaveLength(1);
    expect(wrongLinks([`${GALLERY_URL}/fr/mon-profil/mes-biens-sauvegardes`], 'fr')).toEqual([]);
  });
});
