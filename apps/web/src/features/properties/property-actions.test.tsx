import type { Property } from '@app/contract';
import { facebookShareUrl } from '@app/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { stubMatchMedia } from '../../test/media';
import { json } from '../../test/render';
import { CARDS_QUERY } from './properties-page';
import { listBodies, paging, property, renderProperties } from './test-utils';

let current: ReturnType<typeof renderProperties> | null = null;
const start = (...args: Parameters<typeof renderProperties>) => (current = renderProperties(...args));

/** What the page offered to save: jsdom has no object URLs and follows no links, so the click is recorded. */
const saveFile = vi.fn<(blob: Blob, name: string) => void>();
beforeEach(() => {
  saveFile.mockClear();
  const blobs = new Map<string, Blob>();
  const createObjectURL = (blob: Blob) => {
    const url = `blob:file-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saveFile(blobs.get(this.getAttribute('href')!)!, this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  // Notices live in a store of their own: one test's must not show in the next.
  notifications.clean();
  current?.unmount();
  current = null;
  applyLanguage('nl');
  vi.unstubAllGlobals();
});

const SALE = property({ id: 1, url: 'https://www.example.be/en/ad/ABC1234' });
const RENT = property({ id: 2, transactionType: 'rent', price: 1250, box: '11', vlancode: 'RNT0002' });
const MANAGED = property({ id: 3, managedBy: 'Whise', softwareReference: 'WH-77', yourReference: null });

const rows = () => screen.getAllByTestId('property-row');
const openActions = async (name: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  await screen.findByTestId('property-actions-menu');
  return user;
};
const statusBodies = () =>
  current!.api.mock.calls
    .filter(([input]) => /\/my-properties\/\d+\/status$/.test(String(input)))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The list of the tests, answered by `listing` (it may change after a status change). */
const listOf = (listings: () => Property[]) => () => ({
  data: listings(),
  paging: paging(listings().length),
});

describe('the Actions menu of a listing', () => {
  it('is a button named after the reference, offering only the statuses that fit and differ', async () => {
    start(listOf(() => [SALE, RENT]));
    await waitFor(() => expect(rows()).toHaveLength(2));

    await openActions('Actions REF-1');
    const group = screen.getByRole('group', { name: 'Change status' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Not published', 'Sold', 'Option']);
    expect(screen.getByTestId('property-action-orders')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Prolong' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Upsell' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Poster (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Folder (PDF)' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await openActions('Actions REF-2');
    const rentGroup = screen.getByRole('group', { name: 'Change status' });
    expect(
      within(rentGroup)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Not published', 'Rented', 'Option']);
  });

  it('opens from the keyboard as a menu button, and gives the focus back to its button on Escape', async () => {
    start(listOf(() => [SALE, RENT]));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const actions = () => screen.getByRole('button', { name: 'Actions REF-1' });
    // Each row draws its menu when first opened; until then its button says it opens one.
    expect(actions()).toHaveAttribute('aria-haspopup', 'menu');
    expect(actions()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('property-actions-menu')).not.toBeInTheDocument();

    const user = userEvent.setup();
    actions().focus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('property-actions-menu');
    expect(actions()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('property-actions-menu')).not.toBeInTheDocument());
    await waitFor(() => expect(actions()).toHaveFocus());
    expect(actions()).toHaveAttribute('aria-expanded', 'false');

    // Drawn now, it opens and closes as it did the first time.
    await user.keyboard('{Enter}');
    await screen.findByTestId('property-actions-menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(actions()).toHaveFocus());
  });

  it('offers no status change for a listing its software manages; the other actions remain', async () => {
    start(listOf(() => [MANAGED]));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('property-managed-by')).toHaveTextContent('Managed by Whise');

    await openActions('Actions WH-77');
    expect(screen.queryByRole('group', { name: 'Change status' })).toBeNull();
    expect(screen.queryByTestId('property-status-option-sold')).toBeNull();
    expect(screen.getByTestId('property-actions-managed')).toHaveTextContent(
      'The status is changed in Whise',
    );
    expect(screen.getByRole('menuitem', { name: 'Prolong' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Poster (PDF)' })).toBeInTheDocument();
  });

  it('changes a status after a confirmation naming the listing and the new status, then refreshes', async () => {
    let listing = SALE;
    start(
      listOf(() => [listing]),
      '',
      {
        'POST my-properties/1/status': () => {
          listing = { ...SALE, status: { id: 6, code: 'soldOrRented' } };
          return json(200, { data: listing });
        },
      },
    );
    await waitFor(() => expect(rows()).toHaveLength(1));

    // Cancel: nothing is sent.
    let user = await openActions('Actions REF-1');
    await user.click(screen.getByRole('menuitem', { name: 'Sold' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Change the status of “REF-1 (Veldstraat 12, 9000 Gent)” from Published to Sold?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusBodies()).toEqual([]);

    const listsBefore = listBodies(current!.api).length;
    user = await openActions('Actions REF-1');
    await user.click(screen.getByRole('menuitem', { name: 'Sold' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(statusBodies()).toEqual([{ requestedStatus: 'sold' }]));
    expect(
      await screen.findByText('The status of “REF-1 (Veldstraat 12, 9000 Gent)” is now Sold.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('property-status')).toHaveTextContent('Sold'));
    expect(listBodies(current!.api).length).toBeGreaterThan(listsBefore);

    // Sold now: the menu offers the others.
    user = await openActions('Actions REF-1');
    const group = screen.getByRole('group', { name: 'Change status' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Published', 'Not published', 'Option']);
  });

  const refusals: Array<[string, Response, string]> = [
    [
      'a 409',
      json(409, { error: 'conflict', messageKey: 'errors:conflict' }),
      'This conflicts with an existing item.',
    ],
    [
      'a 403 of the software',
      json(403, {
        error: 'software_managed',
        messageKey: 'errors:softwareManaged',
        values: { software: 'Whise' },
      }),
      'This listing is managed by Whise: change it there.',
    ],
    [
      'a 400 on the status',
      json(400, {
        error: 'validation',
        messageKey: 'validation:invalid',
        fields: { requestedStatus: 'errors:statusNotForTransaction' },
      }),
      'This status does not fit the transaction type: rented is only for rent, sold only for sale and public sale.',
    ],
  ];
  for (const [name, answer, message] of refusals) {
    it(`shows ${name} in the user's words and keeps the status`, async () => {
      start(
        listOf(() => [SALE]),
        '',
        { 'POST my-properties/1/status': () => answer.clone() },
      );
      await waitFor(() => expect(rows()).toHaveLength(1));
      const user = await openActions('Actions REF-1');
      await user.click(screen.getByRole('menuitem', { name: 'Option' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change status' }),
      );
      const notice = await screen.findByTestId('properties-status-failed');
      expect(notice).toHaveTextContent('The status was not changed.');
      expect(notice).toHaveTextContent(message);
      expect(screen.getByTestId('property-status')).toHaveTextContent('Published');
    });
  }

  it('opens the orders, prolongation and upsell dialogs of the orders feature for the listing', async () => {
    start(listOf(() => [SALE, RENT]));
    await waitFor(() => expect(rows()).toHaveLength(2));

    let user = await openActions('Actions REF-2');
    await user.click(screen.getByTestId('property-action-orders'));
    expect(await screen.findByTestId('orders-modal')).toHaveAttribute('data-property-id', '2');
    await user.click(screen.getByRole('button', { name: 'close orders' }));
    await waitFor(() => expect(screen.queryByTestId('orders-modal')).toBeNull());

    user = await openActions('Actions REF-1');
    await user.click(screen.getByRole('menuitem', { name: 'Prolong' }));
    let order = await screen.findByTestId('order-product-modal');
    expect(order).toHaveAttribute('data-type', 'prolongation');
    expect(order).toHaveAttribute('data-property-id', '1');

    user = await openActions('Actions REF-1');
    await user.click(screen.getByRole('menuitem', { name: 'Upsell' }));
    order = await screen.findByTestId('order-product-modal');
    expect(order).toHaveAttribute('data-type', 'upsell');
  });

  it('shares on Facebook in a new tab, only for a listing with a public URL', async () => {
    start(listOf(() => [SALE, RENT]));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await openActions('Actions REF-1');
    const share = screen.getByRole('menuitem', { name: 'Share on Facebook (opens in a new tab)' });
    expect(share).toHaveAttribute('href', facebookShareUrl('https://www.example.be/en/ad/ABC1234'));
    expect(share).toHaveAttribute('target', '_blank');
    expect(share.getAttribute('rel')).toContain('noopener');

    await userEvent.keyboard('{Escape}');
    await openActions('Actions REF-2');
    expect(screen.queryByTestId('property-action-share')).toBeNull();
  });

  it('downloads the poster and the folder, and says so when one fails', async () => {
    start(
      listOf(() => [SALE]),
      '',
      {
        'GET my-properties/1/poster': () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="poster-ABC1234.pdf"' },
          }),
        'GET my-properties/1/folder': () => json(404, { error: 'not_found', messageKey: 'errors:notFound' }),
      },
    );
    vi.stubGlobal('fetch', current!.api);
    await waitFor(() => expect(rows()).toHaveLength(1));

    let user = await openActions('Actions REF-1');
    await user.click(screen.getByRole('menuitem', { name: 'Poster (PDF)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('poster-ABC1234.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    const posterCall = current!.api.mock.calls.find(([input]) => String(input).endsWith('/poster'))!;
    expect(String(posterCall[0])).toBe('/en/api/core/my-properties/1/poster');

    user = await openActions('Actions REF-1');
    await user.click(screen.getByRole('menuitem', { name: 'Folder (PDF)' }));
    const notice = await screen.findByTestId('properties-download-failed');
    expect(notice).toHaveTextContent('The folder could not be downloaded.');
    expect(notice).toHaveTextContent('This item does not exist.');
    expect(saveFile).toHaveBeenCalledTimes(1);
  });
});

describe('the list around the rows', () => {
  it('exports what the filter selects as an Excel file, with progress and a translated failure', async () => {
    let fail = false;
    start(
      listOf(() => [SALE]),
      '?status=1&transaction=sale&q=Gent&sort=price&dir=asc&page=2',
      {
        'GET my-properties/export': () =>
          fail
            ? json(500, { error: 'internal', messageKey: 'errors:generic' })
            : new Response('PK', {
                status: 200,
                headers: { 'content-disposition': 'attachment; filename="my-properties-2026-11-21.xlsx"' },
              }),
      },
    );
    const api = current!.api;
    // The first export waits until released, so its progress can be seen.
    let release: (() => void) | null = null;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (...args: Parameters<typeof api>) => {
      if (String(args[0]).includes('/export') && !fail) await held;
      return api(...args);
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('button', { name: /Exporting/ })).toHaveAttribute('data-loading', 'true');
    expect(saveFile).not.toHaveBeenCalled();
    release!();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('my-properties-2026-11-21.xlsx');
    const exportCall = api.mock.calls.find(([input]) => String(input).includes('/export'))!;
    expect(String(exportCall[0])).toBe(
      '/en/api/core/my-properties/export?statusIds=1&transactionTypes=sale&q=Gent&sort=price&direction=asc',
    );

    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    const notice = await screen.findByTestId('properties-download-failed');
    expect(notice).toHaveTextContent('The export could not be downloaded.');
    expect(notice).toHaveTextContent('Something went wrong. Please try again later.');
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  it('prints the list with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    start(listOf(() => [SALE]));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('writes the box and a monthly rent in words of the language', async () => {
    start(listOf(() => [RENT]));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Veldstraat 12 box 11')).toBeInTheDocument();
    expect(screen.getByTestId('property-price')).toHaveTextContent('€ 1.250/month');
  });

  it('shows cards with the same content and actions below the tablet breakpoint', async () => {
    stubMatchMedia((query) => query === CARDS_QUERY);
    start(listOf(() => [SALE, MANAGED]));
    const cards = await screen.findAllByTestId('property-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('properties-table')).toBeNull();
    const [sale, managed] = cards.map((card) => within(card));
    expect(sale!.getByTestId('property-price')).toHaveTextContent('€ 250.000');
    expect(sale!.getByTestId('property-status')).toHaveTextContent('Published');
    expect(sale!.getByText('Veldstraat 12')).toBeInTheDocument();
    expect(sale!.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(managed!.getByTestId('property-managed-by')).toHaveTextContent('Managed by Whise');

    await openActions('Actions REF-1');
    expect(screen.getByRole('group', { name: 'Change status' })).toBeInTheDocument();
  });
});
