import type { ContactFilterInput, ContactPage, Lead, ListingContacts } from '@app/contract';
import { PAGE_SIZE_DEFAULT } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { contactListing, lead } from '../../test/contacts';
import { json, mockApi, renderApp } from '../../test/render';
import { agency, privateUser } from '../../test/users';
import { contactExportUrl } from './api/export-contacts';
import { ContactsPage } from './contacts-page';

// The page starts the shell's queries before its rows show: give a busy machine some time.
configure({ asyncUtilTimeout: 5_000 });

const paging = (total: number, page = 1) => ({
  page,
  pageSize: PAGE_SIZE_DEFAULT,
  total,
  totalPages: Math.ceil(total / PAGE_SIZE_DEFAULT),
});

const leadsPage = (data: Lead[], total = data.length, tooMany = false): ContactPage => ({
  view: 'chronological',
  data,
  paging: paging(total),
  tooMany,
});
const listingsPage = (data: ListingContacts[]): ContactPage => ({
  view: 'byListing',
  data,
  paging: paging(data.length),
  tooMany: false,
});

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  // Notices live in a store of their own: one test's must not show in the next.
  notifications.clean();
  current?.unmount();
  current = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  applyLanguage('nl');
});

function start(
  answer: (body: ContactFilterInput) => ContactPage,
  {
    path = '/en/my-profile/emails',
    side = 'received' as 'received' | 'sent',
    user = agency,
    handlers = {} as Record<string, Handler>,
  } = {},
) {
  applyLanguage('en');
  const endpoint = side === 'sent' ? 'POST my-contacts/sent' : 'POST my-contacts';
  const api = mockApi(user, {
    [endpoint]: ({ body }) => json(200, answer(body as ContactFilterInput)),
    ...handlers,
  });
  current = renderApp(path, api, [
    { path: '/en/my-profile/emails/:vlancode?', element: <ContactsPage side="received" /> },
    { path: '/en/my-profile/sent-contacts', element: <ContactsPage side="sent" /> },
  ]);
  const bodies = () =>
    api.mock.calls
      .filter(([input, init]) => init?.method === 'POST' && /my-contacts(\/sent)?$/.test(String(input)))
      .map(([, init]) => JSON.parse(String(init?.body)) as ContactFilterInput);
  return { api, bodies, router: current.router };
}

describe('ContactsPage', () => {
  it('lists the leads with their listing, contact details and the repeat count', async () => {
    start(() =>
      leadsPage([
        lead(1, { count: 3, lastSentAt: '2026-03-10T09:20:00.000Z' }),
        lead(2, { listing: contactListing('XYZ9876', 2), phone: null }),
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('contacts-total')).toHaveTextContent('2 contacts');
    const [first, second] = screen.getAllByTestId('lead-row').map((row) => within(row));
    expect(first!.getByTestId('lead-repeats')).toHaveTextContent(
      `3 times, last at ${formatDateTime('2026-03-10T09:20:00.000Z', 'en')}`,
    );
    expect(second!.queryByTestId('lead-repeats')).toBeNull();
    expect(first!.getByTestId('lead-date')).toHaveTextContent(
      formatDateTime('2026-03-10T09:00:00.000Z', 'en'),
    );
    expect(first!.getByRole('link', { name: 'els1@example.be' })).toHaveAttribute(
      'href',
      'mailto:els1@example.be',
    );
    expect(first!.getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+32470123456',
    );
    expect(first!.getByText('Ref. REF-1')).toBeInTheDocument();
    expect(second!.getByText('Project: Residentie Zuid')).toBeInTheDocument();
    expect(first!.getByText('Veldstraat 12, 9000 Gent')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Contacts about ABC1234' })).toHaveAttribute(
      'href',
      '/en/my-profile/emails/ABC1234',
    );
    expect(first!.getByText('Is het pand nog beschikbaar?')).toBeInTheDocument();
    expect(screen.queryByTestId('contacts-too-many')).toBeNull();
  });

  it('shows a lead whose sender deleted the account without an address to write to', async () => {
    start(() =>
      leadsPage([
        lead(1, {
          firstName: null,
          lastName: null,
          email: 'erased-41@deleted.invalid',
          phone: null,
          message: '',
        }),
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(1));
    const row = within(screen.getByTestId('lead-row'));
    expect(row.getByTestId('lead-email')).toHaveTextContent('The sender deleted their account');
    expect(row.queryByRole('link', { name: /deleted\.invalid/ })).toBeNull();
  });

  it('reads the filters from the URL and the route, and writes each change to the URL on page 1', async () => {
    const { bodies, router } = start(() => leadsPage([lead(1)], 45), {
      path: '/en/my-profile/emails/ABC1234?from=2026-01-01&to=2026-01-31&page=2',
    });
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      vlancode: 'ABC1234',
      view: 'chronological',
      page: 2,
    });
    expect(await screen.findByTestId('contacts-one-listing')).toHaveTextContent(
      'Contacts about listing ABC1234',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Grouped by ad' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-01-31&view=byListing'),
    );
    expect(bodies().at(-1)).toMatchObject({ view: 'byListing', page: 1, vlancode: 'ABC1234' });

    const code = screen.getByRole('textbox', { name: /Listing code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'def5678{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-profile/emails/DEF5678'));
    expect(bodies().at(-1)).toMatchObject({ vlancode: 'DEF5678', view: 'byListing' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-profile/emails'));
    expect(router.state.location.search).toBe('?view=byListing');
    expect(bodies().at(-1)).toEqual({ view: 'byListing', page: 1 });
  }, 30_000);

  it('drops a period that ends before it starts instead of sending it', async () => {
    const { bodies } = start(() => leadsPage([]), {
      path: '/en/my-profile/emails?from=2026-02-01&to=2026-01-01',
    });
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({ from: '2026-02-01', view: 'chronological', page: 1 });
    expect(await screen.findByTestId('contacts-empty')).toHaveTextContent('Your search returned no results');
  });

  it('drops a day that does not exist from a hand-made link instead of sending it', async () => {
    const { bodies } = start(() => leadsPage([]), {
      path: '/en/my-profile/emails?from=2026-02-31&to=2026-03-10',
    });
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({ to: '2026-03-10', view: 'chronological', page: 1 });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('');
  });

  it('shows the grouped view: each listing with its count and a link to its contacts', async () => {
    start(
      (body) =>
        body.view === 'byListing'
          ? listingsPage([
              { listing: contactListing('ABC1234', 1), count: 7, lastSentAt: '2026-03-12T10:00:00.000Z' },
              { listing: contactListing('XYZ9876', 2), count: 2, lastSentAt: '2026-03-01T10:00:00.000Z' },
            ])
          : leadsPage([]),
      { path: '/en/my-profile/emails?view=byListing&from=2026-03-01' },
    );
    await waitFor(() => expect(screen.getAllByTestId('listing-row')).toHaveLength(2));
    expect(screen.getByTestId('contacts-total')).toHaveTextContent('2 listings');
    const [first] = screen.getAllByTestId('listing-row').map((row) => within(row));
    expect(first!.getByTestId('listing-count')).toHaveTextContent('7');
    expect(first!.getByText(formatDateTime('2026-03-12T10:00:00.000Z', 'en'))).toBeInTheDocument();
    // The listing's contacts, chronological, in the same period.
    expect(first!.getByRole('link', { name: 'Contacts about ABC1234' })).toHaveAttribute(
      'href',
      '/en/my-profile/emails/ABC1234?from=2026-03-01',
    );
  });

  it('warns when there are too many results, and tells an empty list apart from no results', async () => {
    start(() => leadsPage([lead(1)], 1500, true));
    const warning = await screen.findByTestId('contacts-too-many');
    expect(warning).toHaveTextContent('Too many results');
    expect(warning).toHaveTextContent('choose a shorter period');
    current!.unmount();
    start(() => leadsPage([]));
    expect(await screen.findByTestId('contacts-empty')).toHaveTextContent(
      'You have not received any contacts yet.',
    );
    expect(screen.getByTestId('contacts-export')).toBeDisabled();
  });

  it("shows a private user's sent contacts, the listing filter kept in the query string", async () => {
    const { bodies } = start(
      () => leadsPage([lead(5, { email: 'private@example.be', advertiser: 'Immo Zuid' })]),
      {
        path: '/en/my-profile/sent-contacts?listing=XYZ9876',
        side: 'sent',
        user: privateUser,
      },
    );
    await waitFor(() => expect(screen.getAllByTestId('lead-row')).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ vlancode: 'XYZ9876' });
    // Whom she wrote to, not her own name and address on every row.
    const row = screen.getByTestId('lead-row');
    expect(within(row).getByTestId('lead-advertiser')).toHaveTextContent('Immo Zuid');
    expect(within(row).queryByTestId('lead-email')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Advertiser' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacts about ABC1234' })).toHaveAttribute(
      'href',
      '/en/my-profile/sent-contacts?listing=ABC1234',
    );
  });

  it('exports the current filter as Excel, prints, and shows a translated failure', async () => {
    let fail = false;
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { api } = start(() => leadsPage([lead(1)]), {
      path: '/en/my-profile/emails/ABC1234?from=2026-01-01',
      handlers: {
        'GET my-contacts/export': () =>
          fail
            ? json(500, { error: 'internal', messageKey: 'errors:generic' })
            : new Response('PK', {
                status: 200,
                headers: { 'content-disposition': 'attachment; filename="contacten-2026-03-12.xlsx"' },
              }),
      },
    });
    // Downloads use the browser's fetch, not the API client's.
    vi.stubGlobal('fetch', api);
    await waitFor(() => expect(screen.getByTestId('contacts-export')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Excel export' }));
    await waitFor(() => expect(saved).toEqual(['contacten-2026-03-12.xlsx']));
    const exportCall = api.mock.calls.find(([input]) => String(input).includes('/export'))!;
    expect(String(exportCall[0])).toBe('/en/api/core/my-contacts/export?from=2026-01-01&vlancode=ABC1234');

    fail = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Excel export' }));
    const notice = await screen.findByTestId('contacts-export-failed');
    expect(notice).toHaveTextContent('The Excel export failed');
    expect(notice).toHaveTextContent('Something went wrong. Please try again later.');
    expect(saved).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  }, 30_000);
});

describe('contactExportUrl', () => {
  it('carries the period and listing, and sent=true for the sent contacts', async () => {
    expect(await contactExportUrl('received', { view: 'byListing', page: 3 }, 'nl')).toBe(
      '/nl/api/core/my-contacts/export',
    );
    expect(await contactExportUrl('sent', { from: '2026-01-01', to: '2026-01-31', page: 2 }, 'fr')).toBe(
      '/fr/api/core/my-contacts/export?from=2026-01-01&to=2026-01-31&sent=true',
    );
  });
});
