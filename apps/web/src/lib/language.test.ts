import { LANGUAGE_COOKIE, routePath } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  applyLanguage,
  detectLanguage,
  fallbackRedirect,
  languageFromCookie,
  switchLanguagePath,
  writeLanguageCookie,
} from './language';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  applyLanguage('nl');
});

describe('language detection: path, then cookie, then nl', () => {
  it('takes the language of the path first', () => {
    expect(detectLanguage('/fr/mon-profil/mes-biens', 'lang=en')).toBe('fr');
    expect(detectLanguage('/en/my-profile', '')).toBe('en');
  });

  it('takes the cookie when the path has no language', () => {
    expect(detectLanguage('/', 'theme=x; lang=fr')).toBe('fr');
    expect(detectLanguage('/mijn-profiel/mijn-panden', 'lang=en; other=1')).toBe('en');
  });

  it('defaults to nl', () => {
    expect(detectLanguage('/', '')).toBe('nl');
    expect(detectLanguage('/de/mein-profil', 'lang=de')).toBe('nl');
    expect(languageFromCookie('lang=xx')).toBeNull();
  });

  it('writes the cookie for a year on the whole site, SameSite=Lax', () => {
    const writes: string[] = [];
    const doc = {
      set cookie(value: string) {
        writes.push(value);
      },
      location: { protocol: 'http:' },
    } as unknown as Document;
    writeLanguageCookie('fr', doc);
    expect(writes).toEqual([`${LANGUAGE_COOKIE}=fr; Path=/; Max-Age=31536000; SameSite=Lax`]);

    writeLanguageCookie('en');
    expect(languageFromCookie(document.cookie)).toBe('en');
  });

  it('switches i18n and <html lang>', () => {
    applyLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common:retry')).toBe('Réessayer');
  });
});

describe('language switcher target', () => {
  it('keeps the route and its params, in the other language', () => {
    const location = { pathname: '/nl/mijn-profiel/statistieken/ABC123', search: '', hash: '' };
    const route = { name: 'statistics' as const, params: { vlanCode: 'ABC123' } };
    expect(switchLanguagePath(location, route, 'fr')).toBe('/fr/mon-profil/statistiques/ABC123');
    expect(switchLanguagePath(location, route, 'en')).toBe('/en/my-profile/statistics/ABC123');
  });

  it('keeps optional params out when absent, and keeps the query string', () => {
    expect(
      switchLanguagePath(
        { pathname: '/nl/mijn-profiel/ad', search: '?propertytype=house&transactiontype=for-sale' },
        { name: 'ad', params: {} },
        'en',
      ),
    ).toBe('/en/my-profile/ad?propertytype=house&transactiontype=for-sale');
    expect(
      switchLanguagePath(
        { pathname: '/fr/mon-profil/mes-biens/12/orders', search: '' },
        { name: 'property-order', params: { announcementId: '12' } },
        'nl',
      ),
    ).toBe('/nl/mijn-profiel/mijn-panden/12/orders');
  });

  it('swaps the language prefix of a page outside the route table', () => {
    expect(switchLanguagePath({ pathname: '/fr/nimporte-quoi' }, null, 'en')).toBe('/en/nimporte-quoi');
  });
});

describe('paths outside the route table', () => {
  it('redirects legacy nl duplicates and shortcuts to the named route', () => {
    expect(fallbackRedirect('/nl/mijn-gegevens', 'nl')).toBe(routePath('data', 'nl'));
    expect(fallbackRedirect('/nl/profiel/mijn-panden', 'fr')).toBe(routePath('properties', 'nl'));
  });

  it('sends / and /{lang} to the dashboard', () => {
    expect(fallbackRedirect('/', 'fr')).toBe(routePath('profile', 'fr'));
    expect(fallbackRedirect('/en', 'nl')).toBe(routePath('profile', 'en'));
    expect(fallbackRedirect('/en/', 'nl')).toBe(routePath('profile', 'en'));
  });

  it('sends a path without a language to the same route in the given (cookie) language', () => {
    expect(fallbackRedirect('/mijn-profiel/mijn-panden', 'fr')).toBe(routePath('properties', 'fr'));
    expect(fallbackRedirect('/my-profile/statistics/X1', 'nl')).toBe(
      routePath('statistics', 'nl', { vlanCode: 'X1' }),
    );
    expect(fallbackRedirect('/mijn-gegevens', 'en')).toBe(routePath('data', 'en'));
    expect(fallbackRedirect('/unknown', 'fr')).toBe('/fr/unknown');
  });

  it('leaves unknown paths with a language to the not-found page', () => {
    expect(fallbackRedirect('/fr/unknown', 'fr')).toBeNull();
    expect(fallbackRedirect('/nl/mijn-profiel/bestaat-niet', 'nl')).toBeNull();
  });
});
