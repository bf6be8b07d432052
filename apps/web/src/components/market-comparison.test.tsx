import type { Language, MarketComparison as Comparison } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../lib/language';
import { mockApi, renderWithProviders } from '../test/render';
import { MarketComparison } from './market-comparison';
import { marketComparison as comparison } from './market-comparison.fixture';

afterEach(() => applyLanguage('nl'));

function show(lang: Language, value: Comparison) {
  applyLanguage(lang);
  return renderWithProviders(<MarketComparison comparison={value} headingOrder={3} />, mockApi(null));
}

/** The table's rows as their cells' text, header row first. */
const tableRows = () =>
  within(screen.getByTestId('market-comparison-table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('MarketComparison', () => {
  it('says it in English: the verdict, what was compared, the figures, the hints and the day', () => {
    show('en', comparison());
    const section = screen.getByRole('region', { name: 'Against similar listings' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Against similar listings' }),
    ).toBeVisible();
    expect(section).toHaveAttribute('data-verdict', 'behind');
    expect(screen.getByTestId('market-comparison-verdict')).toHaveTextContent(
      'Fewer views than 3 of 4 similar listings',
    );
    expect(screen.getByTestId('market-comparison-scope')).toHaveTextContent(
      'Compared with 12 similar listings within 10 km. Similar listings are of the same type and transaction, priced within 25% of this one',
    );
    expect(screen.getByRole('table', { name: 'Against similar listings' })).toBeInTheDocument();
    // Per-day figures with at most one decimal (en-BE writes a decimal comma), euros whole, in nl-BE.
    expect(tableRows()).toEqual([
      ['Figure', 'This listing', 'Similar listings (median)', 'Middle half of similar listings'],
      ['Detail views per day', '1,3', '3,5', '2 – 5'],
      ['Contacts per day', '—not known', '0,3', '0,1 – 0,4'],
      ['Price per m²', '€\u00a02.846', '€\u00a02.500', '€\u00a02.100 – €\u00a03.150'],
      ['Photos', '8', '12,5', '—not known'],
    ]);
    // The "—" is not read out: its words are.
    expect(screen.getAllByText('—')[0]).toHaveAttribute('aria-hidden', 'true');
    const hints = within(screen.getByRole('list'));
    expect(screen.getByRole('heading', { level: 4, name: 'What could help' })).toBeInTheDocument();
    expect(hints.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fewer photos than most similar listings',
      'No French description, where most similar listings have one',
      'No English description, where most similar listings have one',
      'Price per m² above 3 of 4 similar listings',
    ]);
    expect(screen.getByTestId('market-comparison-measured')).toHaveTextContent('Measured on 5 Dec 2026.');
  });

  it('gives a phone a card per figure, with each column named', () => {
    show('en', comparison());
    const cards = within(screen.getByTestId('market-comparison-cards'));
    const price = cards.getByText('Price per m²').closest<HTMLElement>('[data-figure]')!;
    expect(price).toHaveAttribute('data-figure', 'pricePerM2');
    expect(
      within(price)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['This listing', 'Similar listings (median)', 'Middle half of similar listings']);
    expect(
      within(price)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['€\u00a02.846', '€\u00a02.500', '€\u00a02.100 – €\u00a03.150']);
  });

  it('says it in Dutch, with Dutch numbers, money and date, in the postcode', () => {
    show('nl', comparison({ scope: 'postcode', verdict: 'ahead', hints: [], missingDescriptions: [] }));
    expect(screen.getByRole('heading', { name: 'Tegenover vergelijkbare panden' })).toBeInTheDocument();
    expect(screen.getByTestId('market-comparison-verdict')).toHaveTextContent(
      'Meer bekeken dan 3 op 4 vergelijkbare panden',
    );
    expect(screen.getByTestId('market-comparison-scope')).toHaveTextContent(
      'Vergeleken met 12 vergelijkbare panden met dezelfde postcode.',
    );
    expect(tableRows()).toEqual([
      ['Cijfer', 'Dit pand', 'Vergelijkbare panden (mediaan)', 'Middelste helft van vergelijkbare panden'],
      ['Detailweergaven per dag', '1,3', '3,5', '2 – 5'],
      ['Contacten per dag', '—niet bekend', '0,3', '0,1 – 0,4'],
      ['Prijs per m²', '€\u00a02.846', '€\u00a02.500', '€\u00a02.100 – €\u00a03.150'],
      ["Foto's", '8', '12,5', '—niet bekend'],
    ]);
    // No hints: no list and no heading for them.
    expect(screen.queryByTestId('market-comparison-hints')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Wat kan helpen' })).toBeNull();
    expect(screen.getByTestId('market-comparison-measured')).toHaveTextContent('Gemeten op 5 dec 2026.');
  });

  it('says it in French, one similar listing in the singular', () => {
    show(
      'fr',
      comparison({
        verdict: 'inLine',
        similarCount: 1,
        hints: ['description'],
        missingDescriptions: ['nl'],
        pricePerM2: { value: null, similar: null },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Face aux biens similaires' })).toBeInTheDocument();
    expect(screen.getByTestId('market-comparison-verdict')).toHaveTextContent(
      'Consulté autant que les biens similaires',
    );
    expect(screen.getByTestId('market-comparison-scope')).toHaveTextContent(
      'Comparé à 1 bien similaire dans un rayon de 10 km.',
    );
    expect(tableRows()[3]).toEqual(['Prix au m²', '—inconnu', '—inconnu', '—inconnu']);
    expect(tableRows()[1]).toEqual(['Vues détaillées par jour', '1,3', '3,5', '2 – 5']);
    expect(
      within(screen.getByTestId('market-comparison-hints'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pas de description en néerlandais, alors que la plupart des biens similaires en ont une']);
    expect(screen.getByRole('heading', { level: 4, name: 'Ce qui peut aider' })).toBeInTheDocument();
    expect(screen.getByTestId('market-comparison-measured')).toHaveTextContent('Mesuré le 5 déc. 2026.');
  });

  it('says there are too few similar listings to compare, without figures or hints', () => {
    show(
      'en',
      comparison({
        verdict: 'unknown',
        similarCount: 2,
        hints: [],
        missingDescriptions: [],
        viewsPerDay: { value: 0.5, similar: null },
      }),
    );
    expect(screen.getByTestId('market-comparison')).toHaveAttribute('data-verdict', 'unknown');
    expect(screen.getByTestId('market-comparison-verdict')).toHaveTextContent(
      'Too few similar listings to compare',
    );
    expect(screen.queryByTestId('market-comparison-scope')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('market-comparison-cards')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByTestId('market-comparison-measured')).toHaveTextContent('Measured on 5 Dec 2026.');
  });
});
