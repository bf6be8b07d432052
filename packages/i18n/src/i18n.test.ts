import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@app/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_KEY_FAMILIES } from './dynamic-keys';
import { formatMessage } from './icu-format';
import { createI18n } from './instance';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatShortDay,
  formatTenths,
  formatWholeEuros,
} from './format';
import { NAMESPACES, resources } from './resources';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = ['apps/web/src', 'apps/server/src', 'packages/contract/src', 'packages/i18n/src']
  .map((dir) => join(root, dir))
  .filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  })
  .flatMap(sourceFiles)
  .filter((file) => !file.endsWith('dynamic-keys.ts'));
const sourceText = sources.map((file) => readFileSync(file, 'utf8')).join('\n');

const catalogKeys = (lang: (typeof LANGUAGES)[number]) =>
  NAMESPACES.flatMap((ns) => flatten(resources[lang][ns]).map((key) => `${ns}:${key}`));

describe('catalogs', () => {
  it('has a file for every namespace in every language, and no other file', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(root, 'packages/i18n/locales', lang)).map((f) =>
        f.replace(/\.json$/, ''),
      );
      expect(files.sort(), lang).toEqual([...NAMESPACES].sort());
    }
  });

  it('has the same keys in nl, fr and en', () => {
    const nl = catalogKeys('nl').sort();
    expect(catalogKeys('fr').sort()).toEqual(nl);
    expect(catalogKeys('en').sort()).toEqual(nl);
  });

  it('has no empty message and every message parses as ICU', () => {
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const i18n = createI18n(lang);
        for (const key of flatten(resources[lang][ns])) {
          const message = i18n.resource(`${ns}:${key}`, lang) as string;
          expect(message.trim(), `${lang} ${ns}:${key}`).not.toBe('');
          expect(() => new IntlMessageFormat(message, lang), `${lang} ${ns}:${key}`).not.toThrow();
        }
      }
    }
  });

  it('uses every key: as a literal in the source, or through a declared key family', () => {
    const unused = catalogKeys('nl').filter((key) => {
      const base = key.replace(PLURAL_SUFFIX, '');
      const family = Object.keys(DYNAMIC_KEY_FAMILIES).find((prefix) => base.startsWith(prefix));
      if (family) return !sourceText.includes(family);
      return (
        !sourceText.includes(`'${base}'`) &&
        !sourceText.includes(`"${base}"`) &&
        !sourceText.includes(`\`${base}\``)
      );
    });
    expect(unused).toEqual([]);
  });

  it('has every key the source uses', () => {
    const known = new Set(catalogKeys('en').map((key) => key.replace(PLURAL_SUFFIX, '')));
    const pattern = new RegExp(`['"\`]((?:${NAMESPACES.join('|')}):[A-Za-z0-9_.-]+)['"\`]`, 'g');
    const missing = [...sourceText.matchAll(pattern)]
      .map((match) => match[1]!)
      .filter((key) => !key.endsWith('.') && !known.has(key));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has exactly the values of each key family', () => {
    for (const [prefix, values] of Object.entries(DYNAMIC_KEY_FAMILIES)) {
      const inCatalog = catalogKeys('en')
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
      expect(inCatalog.sort(), prefix).toEqual([...values].sort());
    }
  });

  it('keeps the English texts of the specification word for word', () => {
    const t = createI18n('en').t;
    expect(t('validation:required')).toBe('This field is required');
    expect(t('validation:tooLong')).toBe('Please retry with a shorter version');
    expect(t('validation:email')).toBe('The value is not a correct email');
    expect(t('validation:url')).toBe('The value is not a correct url');
    expect(t('validation:number')).toBe('Number not valid');
    expect(t('validation:schedule')).toBe('The schedules indicated are incorrect.');
    expect(t('validation:password.required')).toBe('Password is required.');
    expect(t('validation:password.policy')).toBe(
      'Password policy is not met: at least 1 number, 1 uppercase and 1 lowercase character.',
    );
    expect(t('validation:password.minLength', { min: 8 })).toBe('Password requires at least 8 characters.');
    expect(t('validation:password.mismatch')).toBe('Passwords do not match.');
    expect(t('validation:password.incorrect')).toBe('Your password is not correct.');
    expect(t('errors:generic')).toBe('Something went wrong. Please try again later.');
  });

  it('lists the files it scanned', () => {
    expect(sources.map((file) => relative(root, file)).length).toBeGreaterThan(5);
  });
});

describe('formatMoney', () => {
  it('shows whole euro amounts without decimals, others with two, in nl-BE', () => {
    expect(formatMoney(62)).toBe('€\u00a062');
    expect(formatMoney(1250)).toBe('€\u00a01.250');
    expect(formatMoney(15.5)).toBe('€\u00a015,50');
    expect(formatMoney(0.1 + 0.2)).toBe('€\u00a00,30');
  });
});

describe('dates and numbers', () => {
  it('formats in each language with its own formatter, whichever language came first', () => {
    // 22:30 UTC on 31 March is 1 April in Brussels (summer time).
    const instant = '2026-03-31T22:30:00Z';
    expect(formatDate(instant, 'nl')).toBe('1 apr 2026');
    expect(formatDate(instant, 'fr')).toBe('1 avr. 2026');
    expect(formatDate(instant, 'nl')).toBe('1 apr 2026');
    expect(formatShortDay('2026-11-12', 'en')).toBe('12 Nov');
    expect(formatShortDay('2026-11-12', 'fr')).toBe('12 nov.');
    expect(formatNumber(12345.5, 'nl')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'fr')).toBe('12\u202f345,5');
  });

  it('writes the market figures at most to a tenth, and prices per m² in whole euros', () => {
    expect(formatTenths(2.345, 'nl')).toBe('2,3');
    expect(formatTenths(4, 'en')).toBe('4');
    expect(formatTenths(1234.56, 'fr')).toBe('1\u202f234,6');
    expect(formatWholeEuros(2549.5)).toBe(formatMoney(2550));
  });

  it('writes a number in a message as the formatters write it, in every language', () => {
    const message = '{count, plural, one {# listing} other {# listings}} · {count, number}';
    for (const lang of LANGUAGES) {
      const count = formatNumber(12345, lang);
      expect(formatMessage(message, { count: 12345 }, lang), lang).toBe(`${count} listings · ${count}`);
    }
    expect(formatMessage(message, { count: 12345 }, 'en')).toBe('12.345 listings · 12.345');
  });

  it('writes a day one way in a language, whether it is an instant or a calendar day', () => {
    expect(formatDate('2026-10-01T10:00:00Z', 'en')).toBe('1 Oct 2026');
    expect(formatCalendarDay('2026-10-01', 'en')).toBe('1 Oct 2026');
    expect(formatDateTime('2026-10-01T07:05:00Z', 'en')).toBe('1 Oct 2026, 09:05');
    expect(formatDateTime('2026-10-01T07:05:00Z', 'nl')).toBe('1 okt 2026, 09:05');
  });
});
