import { describe, expect, it } from 'vitest';
import { firstLoad, type Manifest, routePages } from './first-load';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_charts.js': { file: 'assets/charts.js', css: ['assets/charts.css'] },
  'src/dashboard.tsx': {
    file: 'assets/dashboard.js',
    imports: ['_shared.js', 'index.html'],
    css: ['assets/dashboard.css'],
  },
  'src/statistics.tsx': { file: 'assets/statistics.js', imports: ['_charts.js'] },
  // The shell's catalogs of one language are one chunk, which no module key names.
  '_shell-catalog-nl.js': { file: 'assets/shell-catalog-nl.js', name: 'shell-catalog-nl' },
  '_shell-catalog-fr.js': { file: 'assets/shell-catalog-fr.js', name: 'shell-catalog-fr' },
  '../../packages/i18n/locales/nl/contacts.json': { file: 'assets/contacts-nl.js' },
};

describe('the first load of a screen', () => {
  it("holds the entry, the screen, their static imports once each and the screen's catalogs in one language", () => {
    const load = firstLoad(manifest, 'src/dashboard.tsx', {
      lang: 'nl',
      namespaces: ['common', 'errors', 'contacts'],
    });
    expect(load.js.sort()).toEqual(
      [
        'assets/shell-catalog-nl.js',
        'assets/contacts-nl.js',
        'assets/dashboard.js',
        'assets/index.js',
        'assets/react.js',
        'assets/shared.js',
      ].sort(),
    );
    expect(load.css.sort()).toEqual(['assets/dashboard.css', 'assets/index.css']);
  });

  it('counts a screen bundled into the entry once, with the entry', () => {
    const load = firstLoad(
      manifest,
      'src/home.tsx',
      { lang: 'nl', namespaces: ['common'] },
      (src) => src === 'src/home.tsx',
    );
    expect(load.js.sort()).toEqual(
      ['assets/index.js', 'assets/react.js', 'assets/shared.js', 'assets/shell-catalog-nl.js'].sort(),
    );
    expect(() => firstLoad(manifest, 'src/home.tsx', { lang: 'nl', namespaces: [] }, () => false)).toThrow(
      /not in the build/,
    );
  });

  it('fails on a screen or a catalog the build does not have', () => {
    expect(() => firstLoad(manifest, 'src/missing.tsx', { lang: 'nl', namespaces: [] })).toThrow(
      /not in the build/,
    );
    expect(() => firstLoad(manifest, 'src/dashboard.tsx', { lang: 'en', namespaces: ['common'] })).toThrow(
      /no chunk for the en common catalog/,
    );
    expect(() => firstLoad(manifest, 'src/dashboard.tsx', { lang: 'fr', namespaces: ['contacts'] })).toThrow(
      /no chunk for the fr contacts catalog/,
    );
  });
});

describe("the routes' screens, read from the router", () => {
  const router = `import DashboardPage from '../features/dashboard/dashboard-page';
const PAGES: Record<AnyRouteName, LazyPage> = {
  'confirm-email': async () => ({ Component: (await import('./pages/confirm-email')).default }),
  profile: async () => ({ Component: DashboardPage }),
  emails: async () => ({ Component: (await import('../features/contacts/received-contacts-page')).default }),
  'products-bestof': async () => ({
    Component: (await import('../features/products/slot-product-page')).BestOfPage,
  }),
  properties: async () => {
    const page = await import('./pages/properties');
    await page.drawnPartsLoaded();
    return { Component: page.default };
  },
};`;

  it('finds a lazy page by its import and a page in the entry by its static import', () => {
    expect(
      routePages(router, ['confirm-email', 'profile', 'emails', 'products-bestof', 'properties']),
    ).toEqual({
      properties: 'src/app/pages/properties',
      'confirm-email': 'src/app/pages/confirm-email',
      profile: 'src/features/dashboard/dashboard-page',
      emails: 'src/features/contacts/received-contacts-page',
      'products-bestof': 'src/features/products/slot-product-page',
    });
  });

  it('fails on a route whose page it cannot read', () => {
    expect(() => routePages(router, ['profile', 'statistics'])).toThrow(/statistics/);
  });
});
