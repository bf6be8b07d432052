import type { ValuationDetail } from '@app/contract';
import { routePath, routePattern } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { ESTIMATE, valuationDetail as detail } from '../../test/valuations';
import { privateUser } from '../../test/users';
import { ValuationsPage } from './valuations-page';
import { usedLocalityField } from '../../test/locality-field';

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

function start(list: ValuationDetail[], path = '/en/my-profile/my-estimates', lang: 'nl' | 'en' = 'en') {
  applyLanguage(lang);
  const bodies: unknown[] = [];
  const api = mockApi(privateUser, {
    'POST my-valuations': () =>
      json(200, { data: list, paging: { page: 1, pageSize: 10, total: list.length, totalPages: 1 } }),
    'POST my-valuations/requests': ({ body }) => {
      bodies.push(body);
      return json(200, { data: detail(9, ESTIMATE) });
    },
    'GET my-valuations/9': () =>
      json(200, { data: list.find((item) => item.id === 9) ?? detail(9, ESTIMATE) }),
    'GET profile/cities': () =>
      json(200, {
        data: [{ id: 1, zip: '9000', name: 'Gent', localName: 'Gent', lat: 51.05, lng: 3.72 }],
        paging: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
      }),
  });
  current = renderApp(path, api, [{ path: routePattern('valuations', lang), element: <ValuationsPage /> }]);
  return { bodies };
}

describe('ValuationsPage', () => {
  it('opens the estimate its address names (the quarterly e-mail links it), and closing goes back to the list', async () => {
    start([detail(9, ESTIMATE)], '/en/my-profile/my-estimates/9');
    const dialog = await screen.findByRole('dialog', { name: 'Estimate for Veldstraat 52, 9000 Gent' });
    expect(within(dialog).getByTestId('estimate-value')).toHaveTextContent('€ 375.000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(current!.router.state.location.pathname).toBe('/en/my-profile/my-estimates'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an estimate: the consent stays unticked unless ticked, then the estimate opens', async () => {
    const { bodies } = start([]);
    expect(await screen.findByText('You have not asked for an estimate yet.')).toBeInTheDocument();
    const form = screen.getByTestId('valuation-form');
    expect(within(form).getByTestId('valuation-consent')).not.toBeChecked();
    await userEvent.click(within(form).getByTestId('valuation-submit'));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByTestId('valuation-street'), 'Veldstraat');
    await userEvent.type(within(form).getByTestId('valuation-number'), '52');
    const city = await usedLocalityField(userEvent, () => within(form).getByLabelText(/Municipality/));
    await userEvent.type(city, 'Gent');
    await userEvent.click(await screen.findByRole('option', { name: '9000 Gent' }));
    await userEvent.type(within(form).getByTestId('valuation-surface'), '150');
    await userEvent.type(within(form).getByTestId('valuation-bedrooms'), '3');
    await userEvent.click(within(form).getByTestId('valuation-submit'));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument(); // year or state
    await userEvent.type(within(form).getByTestId('valuation-year'), '1965');
    // Twice, as an impatient user does: one request, whatever the schema's first load takes.
    await userEvent.dblClick(within(form).getByTestId('valuation-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      street: 'Veldstraat',
      number: '52',
      postcode: '9000',
      city: 'Gent',
      propertyType: 'house',
      livableSurface: 150,
      bedrooms: 3,
      buildYear: 1965,
      condition: null,
      consentToContact: false,
      remarks: null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Estimate for Veldstraat 52, 9000 Gent' });
    expect(within(dialog).getByTestId('estimate-value')).toHaveTextContent('€ 375.000');
    expect(within(dialog).getByTestId('estimate-range')).toHaveTextContent(
      'Between € 353.000 and € 398.000 · € 2.500 per m²',
    );
    expect(within(dialog).getByText('Medium confidence')).toBeInTheDocument();
    expect(within(dialog).getByTestId('valuation-comparable')).toHaveTextContent('GNT0042');
    expect(within(dialog).getByTestId('valuation-consent-state')).toHaveTextContent(
      'No agency receives this request.',
    );
    expect(bodies).toHaveLength(1);
  });

  it('names the range of a number out of it and refuses what is no whole number, in the field; a state is picked', async () => {
    const { bodies } = start([]);
    const form = await screen.findByTestId('valuation-form');
    expect(within(form).getByTestId('valuation-surface')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(within(form).getByTestId('valuation-street'), 'Veldstraat');
    await userEvent.type(within(form).getByTestId('valuation-number'), '52');
    const city = await usedLocalityField(userEvent, () => within(form).getByLabelText(/Municipality/));
    await userEvent.type(city, 'Gent');
    await userEvent.click(await screen.findByRole('option', { name: '9000 Gent' }));
    await userEvent.type(within(form).getByTestId('valuation-surface'), '3');
    await userEvent.type(within(form).getByTestId('valuation-bedrooms'), '2,5');
    // No year: the state alone is enough. "Not given" is the empty choice.
    const state = within(form).getByRole('combobox', { name: 'State' });
    expect(state).toHaveDisplayValue('Not given');
    await userEvent.selectOptions(state, 'Good');
    await userEvent.click(within(form).getByTestId('valuation-submit'));
    expect(await within(form).findByText('Choose a number from 15 to 2.000.')).toBeInTheDocument();
    expect(within(form).getByText('Number not valid')).toBeInTheDocument();
    expect(within(form).getByTestId('valuation-surface')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByTestId('valuation-bedrooms')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await userEvent.clear(within(form).getByTestId('valuation-surface'));
    await userEvent.type(within(form).getByTestId('valuation-surface'), '1 200');
    await userEvent.clear(within(form).getByTestId('valuation-bedrooms'));
    await userEvent.type(within(form).getByTestId('valuation-bedrooms'), '0');
    await userEvent.click(within(form).getByTestId('valuation-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      livableSurface: 1200,
      bedrooms: 0,
      buildYear: null,
      condition: 'good',
    });
  });

  it('writes distances as the language writes numbers, and comparables in the same postcode as such', async () => {
    const samePostcode = { ...ESTIMATE, radiusKm: 0 };
    start([detail(9, ESTIMATE), detail(8, samePostcode)], `${routePath('valuations', 'nl')}/9`, 'nl');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('estimate')).toHaveTextContent(
      'Op basis van 14 vergelijkbare woningen binnen 4,5 km, op',
    );
    expect(within(dialog).getByTestId('valuation-comparable')).toHaveTextContent('2,5 km');
    const cards = await screen.findAllByTestId('valuation');
    expect(cards.at(-1)).toHaveTextContent('Op basis van 14 vergelijkbare woningen in dezelfde postcode, op');
  });

  it('says honestly when there is not enough data', async () => {
    start([
      detail(3, {
        ...ESTIMATE,
        value: null,
        low: null,
        high: null,
        pricePerM2: null,
        confidence: null,
        comparableCount: 2,
        radiusKm: 25,
      }),
    ]);
    const card = await screen.findByTestId('valuation');
    expect(within(card).getByTestId('estimate-not-enough')).toHaveTextContent(
      'Not enough data: we found 2 comparable homes within 25 km, too few for an honest estimate.',
    );
  });

  it('shows the history of a valuation updated every quarter as a chart and a table', async () => {
    const history = [
      { ...ESTIMATE, estimatedOn: '2026-04-01', value: 350_000 },
      { ...ESTIMATE, estimatedOn: '2026-07-01', value: 362_000 },
      ESTIMATE,
    ];
    const updated = { ...detail(9, ESTIMATE), history };
    start([updated]);
    await userEvent.click(await screen.findByTestId('valuation-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Estimate for Veldstraat 52, 9000 Gent' });
    expect(await within(dialog).findByTestId('valuation-history-chart')).toBeInTheDocument();
    const rows = within(within(dialog).getByTestId('valuation-history')).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      'DateEstimated value',
      '1 Apr 2026€ 350.000',
      '1 Jul 2026€ 362.000',
      '25 Nov 2026€ 375.000',
    ]);
  });
});
