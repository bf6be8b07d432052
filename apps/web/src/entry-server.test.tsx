import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX, routePath } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { answerFor, bestListing } from './features/statistics/test-utils';
import { type RenderedState, renderPage } from './entry-server';
import { agencyDashboard, contactDays } from './features/dashboard/test-utils';
import { lead } from './test/contacts';
import { paging } from './features/properties/test-utils';
import { bookmark } from './test/bookmarks';
import { productOrder, slotListing, slotProduct, userProduct, valuationContact, ZONE } from './test/products';
import { property } from './test/properties';
import { agencyProfile } from './test/profiles';
import { savedSearch } from './test/saved-searches';
import { json, mockApi } from './test/render';
import { agency, inactive, privateUser } from './test/users';
import { valuationDetail } from './test/valuations';

const dashboardApi = (user = agency) =>
  mockApi(user, {
    'GET my-properties/dashboard': () => json(200, { data: agencyDashboard() }),
    'GET my-statistics/contact': () => json(200, { data: contactDays() }),
  });

const paths = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.map(([input]) => String(input)).sort();

/**
 * The server renderer in jsdom, its own file in a module graph of its own (web-isolated): React's
 * server and browser renderers share context objects, and one process running both, as tests do, is
 * not supported. That the browser takes the markup over unchanged is checked in a real browser
 * (e2e/tests/server-rendering.spec.ts).
 */
describe('renderPage (the server renderer)', () => {
  it("draws an agency's dashboard with the shell, from the data it asked for with the page's language", async () => {
    const fetch = dashboardApi();
    const page = await renderPage({ url: '/nl/mijn-profiel', fetch, phone: false });
    expect(page).not.toBeNull();
    const { lang, title, html, state } = page!;
    expect(lang).toBe('nl');
    expect(title).toBe('Overzicht · Mijn account');
    const dom = document.createElement('div');
    dom.innerHTML = html;
    expect(dom.querySelector('h1')?.textContent).toBe('Overzicht');
    expect(dom.querySelector('[data-testid="user-name"]')?.textContent).toBe('Immo Demo');
    expect(dom.querySelector('[data-testid="dashboard-total"]')?.textContent).toBe('182 panden');
    expect(dom.querySelectorAll('[data-testid="dashboard-contact"]')).toHaveLength(2);
    // The lower half (loaded apart in the browser) is drawn in place: no part is left for a script to
    // put in later, which the page's Content Security Policy would block.
    expect(dom.querySelector('[data-testid="dashboard-contact-statistics"]')).not.toBeNull();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(dom.querySelector('[data-testid="side-menu"]')).not.toBeNull();
    // The screen is a boundary of its own, which the browser takes over after the shell (decision 087),
    // in the Activity that hides it while the next screen loads (decision 088).
    const main = dom.querySelector('main')!;
    const marks = [...main.childNodes].map((node) =>
      node instanceof Comment ? node.data : node.contains(dom.querySelector('main h1')) ? 'screen' : '?',
    );
    expect(marks).toEqual(['&', '$', 'screen', '/$', '/&']);
    expect(paths(fetch)).toEqual([
      '/nl/api/core/my-products',
      '/nl/api/core/my-profile/user',
      '/nl/api/core/my-properties/dashboard',
      '/nl/api/core/my-statistics/contact',
      '/nl/api/core/profile/cities',
      '/nl/api/core/types',
    ]);
    const keys = (state as RenderedState).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['auth', 'lookups', 'products', 'dashboard']));
  });

  it('draws the menu for the screen the browser says it has: open on a desktop, closed on a phone', async () => {
    const menuOf = async (phone: boolean) => {
      const page = await renderPage({ url: '/nl/mijn-profiel', fetch: dashboardApi(), phone });
      const dom = document.createElement('div');
      dom.innerHTML = page!.html;
      const menu = dom.querySelector('#side-menu')!;
      return {
        collapsed: menu.getAttribute('data-collapsed'),
        inert: menu.hasAttribute('inert'),
        state: page!.state,
      };
    };
    expect(await menuOf(false)).toMatchObject({ collapsed: 'false', inert: false, state: { desktop: true } });
    expect(await menuOf(true)).toMatchObject({ collapsed: 'true', inert: true, state: { desktop: false } });
  });

  it('draws the page in the language of its path', async () => {
    const page = await renderPage({ url: '/fr/mon-profil', fetch: dashboardApi(), phone: false });
    expect(page?.lang).toBe('fr');
    expect(page?.title).toBe('Tableau de bord · Mon compte');
    expect(page?.html).toContain('Tableau de bord</h1>');
  });

  it('leaves to the browser: no session, an inactive account, another screen, a path outside the table', async () => {
    expect(await renderPage({ url: '/nl/mijn-profiel', fetch: mockApi(null), phone: false })).toBeNull();
    expect(
      await renderPage({ url: '/nl/mijn-profiel', fetch: dashboardApi(inactive), phone: false }),
    ).toBeNull();
    const other = dashboardApi();
    expect(
      await renderPage({ url: '/nl/mijn-profiel/mijn-gegevens', fetch: other, phone: false }),
    ).toBeNull();
    expect(await renderPage({ url: '/nl/bestaat-niet', fetch: other, phone: false })).toBeNull();
    expect(other).not.toHaveBeenCalled();
  });

  it('draws My properties at the page, filters and sort of its address, with the slots its listings hold', async () => {
    const bodies: unknown[] = [];
    const fetch = mockApi(agency, {
      'POST my-properties': ({ body }) => {
        bodies.push(body);
        return json(200, {
          data: [
            property({ id: 41, yourReference: 'REF-41' }),
            property({ id: 42, yourReference: 'REF-42' }),
          ],
          paging: paging(42, 2),
        });
      },
      'POST my-properties/products': () =>
        json(200, { data: [{ listingId: 41, bestOf: true, color: false }] }),
    });
    const page = await renderPage({
      url: '/nl/mijn-profiel/mijn-panden?transaction=rent&sort=price&dir=asc&page=2',
      fetch,
      phone: false,
    });
    expect(page?.title).toBe('Mijn panden · Mijn account');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Mijn panden');
    expect(dom.querySelector('[data-testid="properties-total"]')?.textContent).toContain('42');
    expect(dom.textContent).toContain('REF-41');
    expect(dom.textContent).toContain('REF-42');
    expect(dom.querySelector('[data-testid="properties-loading"]')).toBeNull();
    // The body the screen itself sends for that address: the browser finds the answer under its key.
    expect(bodies).toEqual([
      {
        statusIds: [],
        transactionTypes: ['rent'],
        propertyTypes: [],
        sort: 'price',
        direction: 'asc',
        page: 2,
      },
    ]);
    expect(paths(fetch)).toEqual(expect.arrayContaining(['/nl/api/core/my-properties/products']));
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([expect.arrayContaining(['products', [41, 42]])]));
  });

  it("draws the saved searches at their address's page, in the page's language, with the browser's notifications offered", async () => {
    const pages: (string | null)[] = [];
    const fetch = mockApi(privateUser, {
      'GET my-saved-searches': ({ query }) => {
        pages.push(query.get('page'));
        return json(200, { data: [savedSearch(7)], paging: paging(21, 2) });
      },
      'GET my-profile/push/key': () => json(200, { data: { publicKey: 'BKey' } }),
    });
    const page = await renderPage({
      url: '/fr/mon-profil/mes-recherches-sauvegardees?page=2',
      fetch,
      phone: true,
    });
    expect(page?.title).toBe('Recherches sauvegardées · Mon compte');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Recherches sauvegardées');
    const card = dom.querySelector('[data-testid="saved-search-card"]');
    // The card's words and dates in French, from the page's own messages (not the global instance's).
    expect(card?.textContent).toContain('Huis in Gent 7');
    expect(card?.textContent).toContain('1 oct. 2026');
    // Offered as the browser will first draw it: it says what it cannot do only once it has taken over.
    expect(dom.querySelector('[data-testid="browser-push-enable"]')?.hasAttribute('disabled')).toBe(false);
    expect(dom.querySelector('[data-testid="browser-push-unsupported"]')).toBeNull();
    expect(pages).toEqual(['2']);
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['saved-searches', 'mine', privateUser.id, 2],
        ['push', 'key'],
      ]),
    );
  });

  it("draws the saved properties in the address's order and page, in the page's language", async () => {
    const queries: string[] = [];
    const fetch = mockApi(privateUser, {
      'GET my-bookmarks': ({ query }) => {
        queries.push(query.toString());
        return json(200, { data: [bookmark(3, { rating: 4 })], paging: paging(21, 2) });
      },
    });
    const page = await renderPage({
      url: '/fr/mon-profil/mes-biens-sauvegardes?sort=rating&page=2',
      fetch,
      phone: true,
    });
    expect(page?.title).toBe('Biens sauvegardés · Mon compte');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Biens sauvegardés');
    const sort = dom.querySelector<HTMLSelectElement>('[data-testid="bookmarks-sort"]');
    expect(sort?.value).toBe('rating');
    expect(sort?.selectedOptions[0]?.textContent).toBe("Note (la plus haute d'abord)");
    const card = dom.querySelector('[data-testid="bookmark-card"]');
    expect(card?.textContent).toContain('Sauvegardé le 20 nov. 2026');
    expect(dom.querySelector('[data-testid="bookmarks-pagination"]')).not.toBeNull();
    expect(queries).toEqual(['sort=rating&page=2']);
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['bookmarks', 'mine', privateUser.id, { page: 2, sort: 'rating' }]]),
    );
  });

  it("draws the valuations' first page, and leaves the estimate an address opens to the browser's dialog", async () => {
    const bodies: unknown[] = [];
    const fetch = mockApi(privateUser, {
      'POST my-valuations': ({ body }) => {
        bodies.push(body);
        return json(200, { data: [valuationDetail(12)], paging: paging(1, 1) });
      },
    });
    const page = await renderPage({ url: '/fr/mon-profil/mes-estimations/12', fetch, phone: false });
    expect(page?.title).toBe('Mes estimations · Mon compte');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Mes estimations');
    const item = dom.querySelector('[data-testid="valuation"]');
    expect(item?.textContent).toContain('Veldstraat 52, 9000 Gent');
    expect(item?.textContent).toContain('25 nov. 2026');
    expect(dom.querySelector('[data-testid="valuation-form"]')).not.toBeNull();
    // The dialog is a portal, which the browser's first render does not draw either: it opens, and
    // asks for its estimate, once the page is taken over.
    expect(dom.querySelector('[data-testid="valuation-detail"]')).toBeNull();
    expect(paths(fetch)).not.toContain('/fr/api/core/my-valuations/12');
    expect(bodies).toEqual([{ page: 1, pageSize: 10 }]);
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['valuations', privateUser.id, 'page', 1, 10]]));
    expect(keys).not.toEqual(expect.arrayContaining([['valuations', privateUser.id, 'one', 12]]));
  });

  it("draws the received contacts of the listing its address names, at its period and page, in the page's language", async () => {
    const bodies: unknown[] = [];
    const fetch = mockApi(agency, {
      'POST my-contacts': ({ body }) => {
        bodies.push(body);
        return json(200, { view: 'chronological', data: [lead(7)], paging: paging(21, 2), tooMany: false });
      },
    });
    const page = await renderPage({
      url: '/fr/mon-profil/emails/ABC1234?from=2026-03-01&page=2',
      fetch,
      phone: true,
    });
    expect(page?.title).toBe('Contacts reçus · Mon compte');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Contacts reçus');
    expect(dom.querySelector('[data-testid="contacts-one-listing"]')?.textContent).toContain('ABC1234');
    // A phone's cards, with the date in French from the page's own messages.
    const card = dom.querySelector('[data-testid="lead-card"]');
    expect(card?.textContent).toContain('els7@example.be');
    expect(card?.querySelector('[data-testid="lead-date"]')?.textContent).toContain('10 mars 2026');
    expect(dom.querySelector('[data-testid="contacts-loading"]')).toBeNull();
    // The body the screen itself sends for that address: the browser finds the answer under its key.
    const filter = { from: '2026-03-01', vlancode: 'ABC1234', view: 'chronological', page: 2 };
    expect(bodies).toEqual([filter]);
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['contacts', 'received', agency.id, filter]]));
  });

  it('draws the sent contacts grouped by listing as their address asks, naming each listing', async () => {
    const bodies: unknown[] = [];
    const fetch = mockApi(privateUser, {
      'POST my-contacts/sent': ({ body }) => {
        bodies.push(body);
        return json(200, {
          view: 'byListing',
          data: [{ listing: lead(1).listing, count: 3, lastSentAt: '2026-03-12T10:00:00.000Z' }],
          paging: paging(1),
          tooMany: false,
        });
      },
    });
    const page = await renderPage({
      url: '/en/my-profile/sent-contacts?view=byListing',
      fetch,
      phone: false,
    });
    expect(page?.title).toBe('Sent contacts · My account');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    const row = dom.querySelector('[data-testid="listing-row"]');
    expect(row?.querySelector('[data-testid="contact-listing-link"]')?.textContent).toBe('ABC1234');
    expect(row?.querySelector('[data-testid="listing-count"]')?.textContent).toBe('3');
    expect(bodies).toEqual([{ view: 'byListing', page: 1 }]);
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['contacts', 'sent', privateUser.id, { view: 'byListing', page: 1 }]]),
    );
  });

  it("draws the products overview with the agency's products, fixed-price package and orders, in the page's language", async () => {
    const fetch = mockApi(agency, {
      'GET my-products': () => json(200, { data: [userProduct()] }),
      'GET my-products/fixed-price': () =>
        json(200, { data: { contract: null, onlineListings: 12, aboveQuota: 0, overrunPerDay: 0 } }),
      'GET my-products/orders': () => json(200, { data: [productOrder(900)] }),
      'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
    });
    const page = await renderPage({ url: '/fr/mon-profil/produits/apercu', fetch, phone: true });
    expect(page?.title).toBe('Mes produits · Mon compte');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Mes produits');
    // A phone's cards, every product with its state: Best Of active, the others never had.
    expect(dom.querySelectorAll('[data-testid="products-row"]').length).toBeGreaterThan(1);
    expect(dom.querySelector('[data-product="bestOf"] [data-testid="products-state"]')?.textContent).toBe(
      'Actif',
    );
    expect(dom.querySelector('[data-testid="fixed-price-none"]')?.textContent).toContain('12');
    // The order's date in French, from the page's own messages.
    expect(dom.querySelector('[data-testid="product-order-row"]')?.textContent).toContain('25 nov. 2026');
    // The PRO Directory preview, drawn from the profile (the browser would have asked for it after
    // the takeover, and loaded the schemas to read it).
    const preview = dom.querySelector('[data-testid="pro-directory-preview"]');
    expect(preview?.querySelector('h3')?.textContent).toBe('Immo Demo');
    expect(preview?.textContent).toContain('Thuis in Gent');
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['products', 'mine', agency.id],
        ['products', 'fixed-price', agency.id],
        ['products', 'orders', agency.id],
        ['profile', agency.id],
      ]),
    );
  });

  it('draws the products overview for a private user without asking for what the API refuses them', async () => {
    const fetch = mockApi(privateUser);
    const page = await renderPage({ url: '/en/my-profile/products/overview', fetch, phone: false });
    expect(page?.html).toContain('My products</h1>');
    expect(paths(fetch).filter((path) => path.includes('my-products'))).toEqual([]);
  });

  it("draws Best Of's slots and the listings holding them, in the page's language", async () => {
    const fetch = mockApi(agency, {
      'GET my-products/bestof': () =>
        json(200, {
          data: slotProduct({
            code: 'bestOf',
            selection: 'AUTO',
            manualAllowed: false,
            nextAutoPick: '2026-11-29T02:00:00.000Z',
            listings: [slotListing(3, { selection: 'AUTO' })],
            used: 1,
          }),
        }),
    });
    const page = await renderPage({ url: '/nl/mijn-profiel/producten/toppers', fetch, phone: true });
    expect(page?.title).toBe('Best Of · Mijn account');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('[data-testid="slot-usage"]')?.textContent).toBe('1 van 3 plaatsen in gebruik');
    expect(dom.querySelector('[data-testid="slot-selection-hint"]')?.textContent).toContain(
      '29 nov 2026, 03:00',
    );
    const row = dom.querySelector('[data-testid="slot-listing"]');
    expect(row?.getAttribute('data-listing-id')).toBe('3');
    expect(row?.textContent).toContain('REF-3');
    expect(row?.textContent).toContain('1 nov 2026');
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['products', 'bestOf', agency.id]]));
  });

  it("draws the valuation zones and their contacts' first page, in the page's language", async () => {
    const bodies: unknown[] = [];
    const fetch = mockApi(agency, {
      'POST my-products/valuation/zones': () => json(200, { data: [ZONE] }),
      'POST my-products/valuation/contacts': ({ body }) => {
        bodies.push(body);
        return json(200, {
          data: [valuationContact()],
          paging: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
        });
      },
    });
    const zones = await renderPage({ url: routePath('products-valuation', 'fr'), fetch, phone: true });
    const zonesDom = document.createElement('div');
    zonesDom.innerHTML = zones!.html;
    expect(zonesDom.querySelector('[data-testid="territories"]')?.textContent).toContain('9000');
    expect(zonesDom.querySelector('[data-testid="territories"]')?.textContent).toContain('149');

    const contacts = await renderPage({
      url: routePath('products-valuationcontacts', 'fr'),
      fetch,
      phone: true,
    });
    const dom = document.createElement('div');
    dom.innerHTML = contacts!.html;
    expect(dom.querySelector('[data-testid="territory-contact"]')?.textContent).toContain('Sofie Peeters');
    expect(dom.querySelector('[data-testid="territory-contacts-total"]')?.textContent).toBe('1 contact');
    // The page the browser asks for first, under the key it asks with.
    expect(bodies).toEqual([{ page: 1, pageSize: 20 }]);
    const keys = (contacts!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['products', 'valuation-contacts', agency.id, { page: 1, pageSize: 20 }]]),
    );
  });

  it("draws the Lead Generator with its area and its sellers' first page, or without the list it does not show", async () => {
    const state = (product: boolean) => ({
      product: product ? userProduct({ code: 'leadGenerator', activation: 1 }) : null,
      area: { postcode: '9000', city: 'Gent', radiusKm: 10 },
      total: product ? 1 : 0,
    });
    const seller = {
      id: 1,
      receivedAt: '2026-11-24T09:30:00.000Z',
      firstName: 'Marie',
      lastName: 'Peeters',
      email: 'seller1@example.com',
      phone: null,
      postcode: '9050',
      city: 'Gentbrugge',
      propertyType: 'house',
      message: 'We move in spring.',
    };
    const api = (product: boolean) =>
      mockApi(agency, {
        'GET my-products/lead-generator': () => json(200, { data: state(product) }),
        'GET my-products/fixed-price': () =>
          json(200, { data: { contract: null, onlineListings: 12, aboveQuota: 0, overrunPerDay: 0 } }),
        'POST my-products/lead-generator/leads': () =>
          json(200, { data: [seller], paging: { page: 1, pageSize: 20, total: 1, totalPages: 1 } }),
      });
    const fetch = api(true);
    const page = await renderPage({ url: routePath('products-lead-generator', 'en'), fetch, phone: false });
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('[data-testid="lead-generator-area"]')?.textContent).toContain('9000 Gent');
    expect(dom.querySelector('[data-testid="seller-leads"]')?.textContent).toContain('Marie Peeters');
    expect(dom.querySelector('[data-testid="lead-generator-order"]')).toBeNull(); // held: no order

    const without = api(false);
    const plain = await renderPage({
      url: routePath('products-lead-generator', 'en'),
      fetch: without,
      phone: false,
    });
    const plainDom = document.createElement('div');
    plainDom.innerHTML = plain!.html;
    expect(plainDom.querySelector('[data-testid="seller-leads"]')).toBeNull();
    expect(paths(without).filter((path) => path.includes('/leads'))).toEqual([]);
    // The order button is drawn as the browser draws it: the listings online its order counts are in.
    expect(plainDom.querySelector('[data-testid="lead-generator-order"]')?.hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("draws the statistics at the range, span and chart of their address, with Facebook's, in French", async () => {
    const queries: string[] = [];
    const fetch = mockApi(agency, {
      'GET my-statistics/pro': ({ query }) => {
        queries.push(query.toString());
        return json(200, { data: { ...answerFor(query), listings: [bestListing()], listingCount: 182 } });
      },
      'GET my-statistics/facebook': () =>
        json(200, {
          data: {
            shares: 4,
            boosts: [
              {
                orderId: 5,
                listingId: 7,
                vlancode: 'ABC1234',
                yourReference: 'REF-7',
                package: 'FACEBOOK',
                orderedAt: '2026-11-03T09:00:00.000+01:00',
                viewsBought: 1000,
                viewsDelivered: 250,
                clicks: 1234,
              },
            ],
          },
        }),
    });
    const page = await renderPage({
      url: `${routePath('statistics', 'fr')}?range=custom&from=2026-11-02&to=2026-11-08&chart=bar`,
      fetch,
      phone: false,
    });
    expect(page?.title).toBe('Statistiques · Mon compte');
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('h1')?.textContent).toBe('Statistiques');
    expect(
      dom.querySelector<HTMLSelectElement>('[data-testid="statistics-range"]')?.selectedOptions[0]
        ?.textContent,
    ).toBe('Période personnalisée');
    expect(dom.querySelector('[data-testid="statistics-picker"]')?.textContent).toBe(
      '2 nov. 2026 – 8 nov. 2026',
    );
    expect(dom.querySelector('[data-testid="statistics-period"]')?.textContent).toBe(
      'Du 2 nov. 2026 au 8 nov. 2026 inclus',
    );
    expect(dom.querySelector('[data-testid="statistics-chart"]')?.getAttribute('data-chart')).toBe('bar');
    const rows = [...dom.querySelectorAll('[data-testid="statistics-row"]')];
    expect(rows.map((row) => row.getAttribute('data-period'))).toEqual(['2026-11-02', '2026-11-08']);
    expect(dom.querySelector('[data-testid="statistics-best-row"]')?.textContent).toContain('REF-7');
    expect(dom.querySelector('[data-testid="statistics-facebook-shares"]')).not.toBeNull();
    expect(dom.querySelector('[data-testid="statistics-boost-row"]')?.textContent).toContain('3 nov. 2026');
    expect(dom.querySelector('[data-testid="statistics-boost-row"]')?.textContent).toContain(
      formatNumber(1234, 'fr'),
    );
    expect(queries).toEqual(['filterStart=2026-11-02&filterEnd=2026-11-08&span=day']);
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        [
          'statistics',
          agency.id,
          'general',
          true,
          { filterStart: '2026-11-02', filterEnd: '2026-11-08' },
          'day',
        ],
        ['statistics', agency.id, 'facebook'],
      ]),
    );
  });

  it("draws a listing's statistics from the vlancode in its path, without Facebook's", async () => {
    const bodies: unknown[] = [];
    const fetch = mockApi(agency, {
      'POST my-properties': ({ body }) => {
        bodies.push(body);
        return json(200, {
          data: [property({ id: 7, vlancode: 'ABC1234', yourReference: 'REF-7' })],
          paging: paging(1, 1),
        });
      },
      'GET my-statistics/announcement/7/span/week': ({ query }) =>
        json(200, { data: { ...answerFor(query), listingId: 7, vlancode: 'ABC1234' } }),
    });
    const page = await renderPage({
      url: `${routePath('statistics', 'en', { vlanCode: 'abc1234' })}?range=custom&from=2026-11-02&to=2026-11-15&span=week`,
      fetch,
      phone: true,
    });
    const dom = document.createElement('div');
    dom.innerHTML = page!.html;
    expect(dom.querySelector('[data-testid="statistics-listing-reference"]')?.textContent).toContain('REF-7');
    expect(dom.querySelectorAll('[data-testid="statistics-row"]')).toHaveLength(2);
    expect(dom.querySelector('[data-testid="statistics-facebook"]')).toBeNull();
    expect(dom.querySelector('[data-testid="statistics-best"]')).toBeNull();
    expect(bodies).toEqual([{ q: 'abc1234', pageSize: PAGE_SIZE_MAX }]);
    expect(paths(fetch)).not.toContain('/en/api/core/my-statistics/facebook');
    const keys = (page!.state as RenderedState).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['statistics', agency.id, 'listing', 'abc1234'],
        [
          'statistics',
          agency.id,
          'listing-series',
          7,
          { filterStart: '2026-11-02', filterEnd: '2026-11-15' },
          'week',
        ],
      ]),
    );
  });

  it('rejects when a call fails otherwise, so that the server logs it', async () => {
    const fetch = mockApi(privateUser, {
      'GET my-properties/dashboard': () => json(500, { error: 'internal', messageKey: 'errors:generic' }),
      'GET my-statistics/contact': () => json(200, { data: contactDays() }),
    });
    await expect(renderPage({ url: '/nl/mijn-profiel', fetch, phone: false })).rejects.toMatchObject({
      status: 500,
    });
  });
});
