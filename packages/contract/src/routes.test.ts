import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  adLink,
  legacyRedirect,
  matchRoute,
  portalListingUrl,
  ROUTE_NAMES,
  routeId,
  routePath,
  routePattern,
} from './routes';

describe('route table', () => {
  it('has the 25 named routes of the spec', () => {
    expect(ROUTE_NAMES).toHaveLength(25);
  });

  it('names routes {name}-{lang}', () => {
    expect(routeId('savedsearches', 'fr')).toBe('savedsearches-fr');
  });

  it('builds the spec paths under each base', () => {
    expect(routePath('profile', 'nl')).toBe('/nl/mijn-profiel');
    expect(routePath('data', 'fr')).toBe('/fr/mon-profil/mes-donnees');
    expect(routePath('savedsearches', 'en')).toBe('/en/my-profile/my-saved-searches');
    expect(routePath('emails', 'nl')).toBe('/nl/mijn-profiel/emails');
    expect(routePath('emails', 'nl', { vlancode: 'ABC123' })).toBe('/nl/mijn-profiel/emails/ABC123');
    expect(routePath('property-order', 'en', { announcementId: 7, orderId: 9 })).toBe(
      '/en/my-profile/my-properties/7/orders/9',
    );
    expect(routePath('products-summary', 'fr')).toBe('/fr/mon-profil/produits/apercu');
  });

  it('matches every route back from its own path in every language', () => {
    for (const lang of LANGUAGES) {
      for (const name of ROUTE_NAMES) {
        const params = { vlancode: 'V1', vlanCode: 'V2', orderId: '3', announcementId: '4' };
        const path = routePath(name, lang, params);
        const match = matchRoute(path);
        expect(match, `${name}-${lang} ${path}`).not.toBeNull();
        expect(match?.lang).toBe(lang);
        expect(routePattern(match!.name, lang)).toContain(routePattern(name, lang).split('/:')[0]);
      }
    }
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nl/mijn-profiel/bestaat-niet')).toBeNull();
    expect(matchRoute('/de/mein-profil')).toBeNull();
  });

  it('redirects legacy nl shortcuts to the named route', () => {
    expect(legacyRedirect('/nl/mijn-gegevens')).toBe('/nl/mijn-profiel/mijn-gegevens');
    expect(legacyRedirect('/nl/mijn-panden/')).toBe('/nl/mijn-profiel/mijn-panden');
    expect(legacyRedirect('/nl/profiel/wachtwoord')).toBe('/nl/mijn-profiel/wachtwoord');
    expect(legacyRedirect('/nl/profiel')).toBe('/nl/mijn-profiel');
    expect(legacyRedirect('/nl/mijn-profiel/mijn-gegevens')).toBeNull();
    expect(legacyRedirect('/nl/onbekend')).toBeNull();
    expect(legacyRedirect('/fr/mes-donnees')).toBeNull();
  });

  it('builds ad-creation links', () => {
    expect(adLink('nl', 'house', 'for-sale')).toBe(
      '/nl/mijn-profiel/ad?propertytype=house&transactiontype=for-sale',
    );
    expect(adLink('en')).toBe('/en/my-profile/ad');
  });
});

describe('the portal listing page in a language', () => {
  it("turns the stored Dutch page into the reader's, and leaves another shape alone", () => {
    const stored = 'https://www.example.be/nl/zoekertje/GNT0042';
    expect(portalListingUrl(stored, 'nl')).toBe(stored);
    expect(portalListingUrl(stored, 'fr')).toBe('https://www.example.be/fr/annonce/GNT0042');
    expect(portalListingUrl(`${stored}?utm=x`, 'en')).toBe('https://www.example.be/en/listing/GNT0042?utm=x');
    expect(portalListingUrl('https://portal.example.be/listing/alr-1', 'fr')).toBe(
      'https://portal.example.be/listing/alr-1',
    );
  });

  it('gives a valuation its own estimate page, and the list without one', () => {
    expect(routePath('valuations', 'fr', { valuationId: 12 })).toBe('/fr/mon-profil/mes-estimations/12');
    expect(routePath('valuations', 'en')).toBe('/en/my-profile/my-estimates');
    expect(matchRoute('/nl/mijn-profiel/mijn-schattingen/12')).toEqual({
      name: 'valuations',
      lang: 'nl',
      params: { valuationId: '12' },
    });
  });
});
