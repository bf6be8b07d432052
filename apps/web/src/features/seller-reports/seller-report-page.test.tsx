import type { SellerReport } from '@app/contract';
import {
  EXTRA_ROUTES,
  routePath,
  SELLER_REPORT_ERR,
  SELLER_REPORT_PAGE,
  sellerReportPagePath,
} from '@app/contract';
import { formatCalendarDay, formatNumber } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { callsOf, json, mockApi, renderApp } from '../../test/render';
import { marketComparison } from '../../components/market-comparison.fixture';

let view: ReturnType<typeof renderApp> | null = null;
const start = (...args: Parameters<typeof renderApp>) => (view = renderApp(...args));

afterEach(() => {
  view?.unmount();
  view = null;
  applyLanguage('nl');
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

const report = (language: SellerReport['language']): SellerReport => ({
  language,
  endsOn: '2027-03-01',
  today: '2026-12-03',
  listing: {
    vlancode: 'ABC123',
    reference: 'REF-7',
    propertyType: 'house',
    transactionType: 'sale',
    street: 'Kerkstraat',
    houseNumber: '12',
    box: null,
    zip: '9000',
    city: 'Gent',
    price: 345000,
    url: null,
  },
  agency: {
    name: 'Immo Zuid',
    phone: '+32 9 123 45 67',
    email: 'info@immozuid.example',
    website: 'https://immozuid.example',
    hasLogo: true,
  },
  market: { onlineDate: '2026-11-20', offlineDate: null, daysOnMarket: 13 },
  priceChanges: [
    { changedOn: '2026-11-24', oldPrice: 359000, newPrice: 349000 },
    { changedOn: '2026-12-01', oldPrice: 349000, newPrice: 345000 },
  ],
  weeks: [
    {
      week: '2026-W47',
      start: '2026-11-20',
      end: '2026-11-22',
      partial: false,
      searchAppearances: 1200,
      detailViews: 80,
      mails: 3,
      phoneRequests: 1,
      contacts: 4,
    },
    {
      week: '2026-W49',
      start: '2026-11-30',
      end: '2026-12-03',
      partial: true,
      searchAppearances: 300,
      detailViews: 20,
      mails: 0,
      phoneRequests: 2,
      contacts: 2,
    },
  ],
  totals: { searchAppearances: 1500, detailViews: 100, mails: 3, phoneRequests: 3, contacts: 6 },
  marketComparison: null,
});

const withReport = (answer: () => Response) => mockApi(null, { 'GET seller-reports/tok-1': answer });

describe('the seller report page', () => {
  it('opens at the words of the server link, public, in every language', () => {
    expect(EXTRA_ROUTES['seller-report']).toEqual(SELLER_REPORT_PAGE);
    for (const lang of ['nl', 'fr', 'en'] as const) {
      expect(routePath('seller-report', lang)).toBe(sellerReportPagePath(lang));
    }
  });

  it('shows the agency, the listing, the weekly figures and the PDF link (English)', async () => {
    applyLanguage('en');
    const api = withReport(() => json(200, { data: report('en') }));
    start(`${routePath('seller-report', 'en')}?token=tok-1`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report on your property' })).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A public page: no account menu.
    expect(screen.queryByRole('navigation')).toBeNull();

    const agency = screen.getByTestId('seller-report-agency');
    expect(within(agency).getByRole('heading', { name: 'Immo Zuid' })).toBeInTheDocument();
    expect(within(agency).getByRole('img', { name: 'Logo of Immo Zuid' })).toHaveAttribute(
      'src',
      '/en/api/core/seller-reports/tok-1/logo',
    );
    expect(within(agency).getByRole('link', { name: 'info@immozuid.example' })).toHaveAttribute(
      'href',
      'mailto:info@immozuid.example',
    );
    expect(screen.getByTestId('seller-report-address')).toHaveTextContent('Kerkstraat 12, 9000 Gent');
    expect(screen.getByTestId('seller-report-price')).toHaveTextContent(/Current price: € 345\.000/);
    expect(screen.getByTestId('seller-report-market')).toHaveTextContent('13 days on the market');
    expect(screen.getByText('Agency reference: REF-7')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Interest by week' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Week', 'In search results', 'Views', 'E-mails', 'Phone requests', 'Contacts']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(formatNumber(1200, 'en'));
    expect(rows[2]).toHaveTextContent('this week so far');
    expect(rows[3]).toHaveTextContent(`Total${formatNumber(1500, 'en')}100336`);
    expect(screen.getByTestId('seller-report-cards')).toHaveTextContent('this week so far');

    expect(screen.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute(
      'href',
      '/en/api/core/seller-reports/tok-1/pdf',
    );
    expect(callsOf(api)).toContain('GET /en/api/core/seller-reports/tok-1');
  });

  it('says it in Dutch, with Dutch numbers and money', async () => {
    const api = withReport(() => json(200, { data: report('nl') }));
    start(`/nl/mijn-profiel/verkopersrapport?token=tok-1`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapport over je pand' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Interesse per week' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(formatNumber(1200, 'nl'));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('deze week tot nu');
    expect(screen.getByTestId('seller-report-price')).toHaveTextContent(/Huidige prijs: € 345\.000/);
    expect(screen.getByRole('link', { name: 'Downloaden als pdf' })).toBeInTheDocument();
  });

  it('shows the price changes, the oldest first, in Dutch, French and English', async () => {
    const words = {
      nl: ['Prijswijzigingen', 'Datum', 'Oude prijs', 'Nieuwe prijs'],
      fr: ['Changements de prix', 'Date', 'Ancien prix', 'Nouveau prix'],
      en: ['Price changes', 'Date', 'Old price', 'New price'],
    } as const;
    for (const lang of ['nl', 'fr', 'en'] as const) {
      const [title, ...heads] = words[lang];
      applyLanguage(lang);
      start(
        `${routePath('seller-report', lang)}?token=tok-1`,
        withReport(() => json(200, { data: report(lang) })),
      );
      const table = await screen.findByRole('table', { name: title });
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(heads);
      const rows = within(table).getAllByRole('row').slice(1);
      // Intl spaces its days and amounts with no-break spaces.
      expect(rows.map((row) => row.textContent!.replace(/\s/g, ' '))).toEqual([
        `${formatCalendarDay('2026-11-24', lang).replace(/\s/g, ' ')}€ 359.000€ 349.000`,
        `${formatCalendarDay('2026-12-01', lang).replace(/\s/g, ' ')}€ 349.000€ 345.000`,
      ]);
      view!.unmount();
    }
    // The calendar day in each language's own words.
    const languages = ['nl', 'fr', 'en'] as const;
    expect(languages.map((lang) => formatCalendarDay('2026-11-24', lang).replace(/\s/g, ' '))).toEqual([
      '24 nov 2026',
      '24 nov. 2026',
      '24 Nov 2026',
    ]);
  });

  it('words a rent per month and a price on request, says when nothing changed, and leaves a never published listing out', async () => {
    applyLanguage('en');
    const rent = report('en');
    rent.listing = { ...rent.listing, transactionType: 'rent', price: 1250 };
    rent.priceChanges = [{ changedOn: '2026-11-28', oldPrice: null, newPrice: 1250 }];
    start(
      `${routePath('seller-report', 'en')}?token=tok-1`,
      withReport(() => json(200, { data: rent })),
    );
    const table = await screen.findByRole('table', { name: 'Price changes' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /^28 Nov 2026Price on request€ 1\.250 per month$/,
    );
    view!.unmount();

    const unchanged = { ...report('en'), priceChanges: [] };
    start(
      `${routePath('seller-report', 'en')}?token=tok-1`,
      withReport(() => json(200, { data: unchanged })),
    );
    expect(await screen.findByTestId('seller-report-no-price-changes')).toHaveTextContent(
      'The price has not changed since the listing went online.',
    );
    expect(screen.queryByRole('table', { name: 'Price changes' })).toBeNull();
    view!.unmount();

    const draft = report('en');
    draft.market = { onlineDate: null, offlineDate: null, daysOnMarket: null };
    draft.priceChanges = [];
    start(
      `${routePath('seller-report', 'en')}?token=tok-1`,
      withReport(() => json(200, { data: draft })),
    );
    expect(await screen.findByTestId('seller-report-market')).toHaveTextContent('Not published yet');
    expect(screen.queryByRole('heading', { name: 'Price changes' })).toBeNull();
  });

  it('shows the listing against its similar listings when the report has it (Dutch), and nothing when not', async () => {
    const withMarket = { ...report('nl'), marketComparison: marketComparison({ scope: 'postcode' }) };
    start(
      `/nl/mijn-profiel/verkopersrapport?token=tok-1`,
      withReport(() => json(200, { data: withMarket })),
    );
    const section = await screen.findByRole('region', { name: 'Tegenover vergelijkbare panden' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tegenover vergelijkbare panden',
    );
    expect(within(section).getByTestId('market-comparison-verdict')).toHaveTextContent(
      'Minder bekeken dan 3 op 4 vergelijkbare panden',
    );
    expect(within(section).getByTestId('market-comparison-scope')).toHaveTextContent(
      'Vergeleken met 12 vergelijkbare panden met dezelfde postcode.',
    );
    const table = within(section).getByRole('table', { name: 'Tegenover vergelijkbare panden' });
    expect(within(table).getByRole('row', { name: /Detailweergaven per dag/ })).toHaveTextContent(
      'Detailweergaven per dag1,33,52 – 5',
    );
    expect(
      within(within(section).getByTestId('market-comparison-hints'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Minder foto's dan de meeste vergelijkbare panden",
      'Geen Franse beschrijving, terwijl de meeste vergelijkbare panden er een hebben',
      'Geen Engelse beschrijving, terwijl de meeste vergelijkbare panden er een hebben',
      'Prijs per m² hoger dan bij 3 op 4 vergelijkbare panden',
    ]);
    expect(within(section).getByTestId('market-comparison-measured')).toHaveTextContent(
      'Gemeten op 5 dec 2026.',
    );
    view!.unmount();

    start(
      `/nl/mijn-profiel/verkopersrapport?token=tok-1`,
      withReport(() => json(200, { data: report('nl') })),
    );
    expect(await screen.findByTestId('seller-report')).toBeInTheDocument();
    expect(screen.queryByTestId('market-comparison')).toBeNull();
  });

  it('moves to the link’s language when opened in another', async () => {
    applyLanguage('en');
    const api = withReport(() => json(200, { data: report('fr') }));
    start(`${routePath('seller-report', 'en')}?token=tok-1`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapport sur votre bien' })).toBeVisible();
    expect(view!.router.state.location.pathname).toBe('/fr/mon-profil/rapport-vendeur');
    expect(view!.router.state.location.search).toBe('?token=tok-1');
  });

  it('explains a revoked or ended link (410), in English and in French', async () => {
    const gone = () => json(410, { error: 'gone', messageKey: SELLER_REPORT_ERR.gone });
    applyLanguage('en');
    start(`${routePath('seller-report', 'en')}?token=tok-1`, withReport(gone));
    expect(await screen.findByTestId('seller-report-gone')).toHaveTextContent(
      'This report link has been revoked or has ended. Ask your estate agent for a new one.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This report is no longer available');
    view!.unmount();

    applyLanguage('fr');
    start(`${routePath('seller-report', 'fr')}?token=tok-1`, withReport(gone));
    expect(await screen.findByTestId('seller-report-gone')).toHaveTextContent(
      'Ce lien de rapport a été révoqué ou a expiré.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says an unknown link is not found (404), in Dutch and in English', async () => {
    start(`/nl/mijn-profiel/verkopersrapport?token=nope`, mockApi(null));
    expect(await screen.findByTestId('seller-report-not-found')).toHaveTextContent(
      'We vinden dit rapport niet.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rapport niet gevonden');
    view!.unmount();

    applyLanguage('en');
    start(routePath('seller-report', 'en'), mockApi(null));
    expect(await screen.findByTestId('seller-report-not-found')).toHaveTextContent(
      'We could not find this report.',
    );
  });

  it('treats a missing token as not found, without asking the server', async () => {
    applyLanguage('en');
    const api = mockApi(null);
    start(routePath('seller-report', 'en'), api);
    expect(await screen.findByTestId('seller-report-not-found')).toBeInTheDocument();
    expect(callsOf(api).some((call) => call.includes('seller-reports'))).toBe(false);
  });
});
