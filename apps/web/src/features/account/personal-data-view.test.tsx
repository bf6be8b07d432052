import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi } from '../../test/render';
import { privateUser } from '../../test/users';
import { PersonalDataPanel } from './personal-data-panel';
import { renderScreen } from './test-utils';

/** "What we keep about you" in plain words (GDPR art. 12): field names, amounts and codes as people read them. */

let screenView: ReturnType<typeof renderScreen> | null = null;
afterEach(() => {
  screenView?.unmount();
  screenView = null;
  applyLanguage('nl');
});

const dump = {
  exportedAt: '2026-05-04T10:15:00.000Z',
  account: {
    firstName: 'Sofie',
    isAdmin: false,
    createdAt: '2025-01-31T09:00:00.000Z',
    someNewField: 'x',
    language: 'fr',
    status: 1,
    origin: 'google',
    customerType: 'notaires',
  },
  sections: {
    listings: [
      {
        vlancode: 'WWY7520',
        statusId: 1,
        transactionType: 'sale',
        propertyType: 'appartment',
        priceCents: 31_500_000,
        description: { en: null, fr: 'Appartement à vendre.', nl: 'Appartement te koop in Leuven.' },
      },
    ],
    savedSearches: [
      {
        name: 'Gent',
        propertyTypes: ['house', 'appartment'],
        priceMaxCents: 45_000_000,
        emailNotification: 'pending',
        pushNotification: 'off',
      },
    ],
    openingHours: [{ weekday: 2, morningFrom: '09:00' }],
    devices: [{ device: 'Pixel 8', status: 'connected' }],
    orders: [{ type: 'publication', package: 'plus', amountCents: 7900 }],
    contactsReceived: [{ sentAt: '2026-05-01T08:00:00.000Z', firstName: 'Jens' }],
    savedProperties: [],
    sellerLeads: [],
    newsletters: [{ newsletter: 'portalNews', subscribedAt: '2026-05-01T08:00:00.000Z' }],
    products: [{ code: 'bestOf', pack: 'gold', selection: 'AUTO', slots: 25 }],
  },
};

const render = () =>
  (screenView = renderScreen(
    <PersonalDataPanel />,
    '/nl/my-profile/my-data',
    mockApi(privateUser, { 'GET my-profile/user/dump': () => json(200, dump) }),
  ));

describe('PersonalDataView: in plain words', () => {
  it('names the fields in Dutch on a Dutch page, an unknown one by its key', async () => {
    render();
    const account = await screen.findByTestId('personal-data-section-account');
    expect(within(account).getByText('Voornaam')).toBeInTheDocument();
    expect(within(account).getByText('Beheerder van de site')).toBeInTheDocument();
    expect(within(account).getByText('Aangemaakt op')).toBeInTheDocument();
    expect(within(account).getByText('Some new field')).toBeInTheDocument();
    expect(within(account).queryByText('Is admin')).not.toBeInTheDocument();
    expect(within(account).queryByText('Created at')).not.toBeInTheDocument();

    const listings = screen.getByTestId('personal-data-section-listings');
    for (const name of ['Status', 'Te koop of te huur', 'Soort pand', 'Prijs', 'Beschrijving']) {
      expect(within(listings).getByRole('columnheader', { name })).toBeInTheDocument();
    }
  });

  it("titles the export's sections in Dutch", async () => {
    render();
    await screen.findByTestId('personal-data-section-account');
    for (const name of [
      'Zoekertjes',
      'Ontvangen contacten',
      'Bewaarde panden',
      'Verkopers die u contacteerden',
    ]) {
      expect(screen.getByRole('heading', { level: 4, name })).toBeInTheDocument();
    }
  });

  // Testing Library reads the no-break space after the euro sign as a plain one.
  it('shows amounts in cents as euros and codes by their Dutch names', async () => {
    render();
    const listings = await screen.findByTestId('personal-data-section-listings');
    expect(within(listings).getByText('€ 315.000')).toBeInTheDocument();
    expect(within(listings).queryByText(/31\.500\.000/)).not.toBeInTheDocument();
    expect(within(listings).getByText('Appartement')).toBeInTheDocument();
    expect(within(listings).queryByText('appartment')).not.toBeInTheDocument();
    expect(within(listings).getByText('Te koop')).toBeInTheDocument();
    expect(within(listings).getByText('Gepubliceerd')).toBeInTheDocument();

    const searches = screen.getByTestId('personal-data-section-savedSearches');
    expect(within(searches).getByText('Huis, Appartement')).toBeInTheDocument();
    expect(within(searches).getByText('€ 450.000')).toBeInTheDocument();

    const orders = screen.getByTestId('personal-data-section-orders');
    expect(within(orders).getByText('Publicatie')).toBeInTheDocument();
    expect(within(orders).getByText('€ 79')).toBeInTheDocument();

    const account = screen.getByTestId('personal-data-section-account');
    // The account's status, how it was made and its customer type: words, not 1, google, notaires.
    for (const name of ['Frans', 'Actief', 'Google', 'Notaris']) {
      expect(within(account).getByText(name)).toBeInTheDocument();
    }
    expect(within(account).queryByText('notaires')).not.toBeInTheDocument();
    const newsletters = screen.getByTestId('personal-data-section-newsletters');
    expect(within(newsletters).getByText('Nieuws van het portaal')).toBeInTheDocument();
    const products = screen.getByTestId('personal-data-section-products');
    for (const name of ['Best Of', 'Pack Gold', 'Automatisch']) {
      expect(within(products).getByText(name)).toBeInTheDocument();
    }
    // A saved search's alert states, a weekday and a device's state in words, not as codes.
    expect(within(searches).getByText(/^Wacht op uw bevestiging/)).toBeInTheDocument();
    expect(within(searches).getByText('Geen pushmeldingen.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('personal-data-section-openingHours')).getByText('Dinsdag'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('personal-data-section-devices')).getByText('Verbonden'),
    ).toBeInTheDocument();
  });

  it('shows the descriptions per language as a labelled list, not as JSON', async () => {
    render();
    const listings = await screen.findByTestId('personal-data-section-listings');
    expect(listings.textContent).not.toMatch(/[{}"]/);
    expect(within(listings).getByText('Nederlands')).toBeInTheDocument();
    expect(within(listings).getByText('Frans')).toBeInTheDocument();
    expect(within(listings).getByText('Engels')).toBeInTheDocument();
    expect(within(listings).getByText('Appartement te koop in Leuven.')).toBeInTheDocument();
  });
});
