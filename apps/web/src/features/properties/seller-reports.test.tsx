import type { SellerReportLink } from '@app/contract';
import { addDays, brusselsToday } from '@app/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { stubMatchMedia } from '../../test/media';
import { json } from '../../test/render';
import { CARDS_QUERY } from './properties-page';
import { paging, property, renderProperties } from './test-utils';

let current: ReturnType<typeof renderProperties> | null = null;
afterEach(() => {
  notifications.clean();
  current?.unmount();
  current = null;
  applyLanguage('nl');
  vi.unstubAllGlobals();
});

const SALE = property({ id: 1 });
const PATH = 'my-properties/1/seller-reports';
const URL_ONCE = 'https://www.example.be/en/profile/seller-report?token=secret-token-123';

const link = (overrides: Partial<SellerReportLink> & Pick<SellerReportLink, 'id'>): SellerReportLink => ({
  listingId: 1,
  language: 'nl',
  createdAt: '2026-11-02T09:30:00.000Z',
  endsOn: '2027-01-31',
  revokedAt: null,
  state: 'active',
  sellerEmail: null,
  weeklyEmail: 'off',
  lastMailedWeek: null,
  ...overrides,
});

/** My properties with one listing, its links answered by `links` and the calls by `handlers`. */
function start(links: () => SellerReportLink[], handlers: Parameters<typeof renderProperties>[2] = {}) {
  current = renderProperties(() => ({ data: [SALE], paging: paging(1) }), '', {
    [`GET ${PATH}`]: () => json(200, { data: links() }),
    ...handlers,
  });
  return current;
}

const calls = (path: string) =>
  current!.api.mock.calls
    .filter(
      ([input, init]) =>
        init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname.endsWith(path),
    )
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

/** Opens the listing's Actions menu, then its seller report dialog. */
async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Actions REF-1' }));
  await user.click(await screen.findByTestId('property-action-seller-report'));
  const dialog = within(await screen.findByTestId('seller-report-dialog'));
  return { user, dialog };
}

describe('the seller report links of a listing', () => {
  it('lists the links with their language, dates, state and weekly e-mail', async () => {
    start(() => [
      link({
        id: 9,
        language: 'fr',
        sellerEmail: 'seller@example.be',
        weeklyEmail: 'on',
        lastMailedWeek: '2026-W48',
      }),
      link({ id: 8, state: 'revoked', revokedAt: '2026-11-20T10:00:00.000Z', weeklyEmail: 'unsubscribed' }),
      link({ id: 7, state: 'expired', endsOn: '2026-11-01' }),
    ]);
    const { dialog } = await openDialog();

    const items = await dialog.findAllByTestId('seller-report-link');
    expect(items).toHaveLength(3);
    const [active, revoked, expired] = items.map((item) => within(item));
    expect(active!.getByText('Français')).toBeInTheDocument();
    expect(active!.getByTestId('seller-report-link-state')).toHaveTextContent('Active');
    expect(active!.getByTestId('seller-report-link-ends-on')).toHaveTextContent('31 Jan 2027');
    expect(active!.getByTestId('seller-report-link-mail')).toHaveTextContent('On (seller@example.be)');
    expect(active!.getByTestId('seller-report-link-last-mailed')).toHaveTextContent('2026-W48');
    expect(active!.getByRole('button', { name: /Revoke the link in Français/ })).toBeInTheDocument();

    expect(revoked!.getByTestId('seller-report-link-state')).toHaveTextContent('Revoked');
    expect(revoked!.getByTestId('seller-report-link-mail')).toHaveTextContent('Stopped by the seller');
    expect(revoked!.queryByTestId('seller-report-link-revoke')).toBeNull();
    expect(expired!.getByTestId('seller-report-link-state')).toHaveTextContent('Ended');
    expect(expired!.getByTestId('seller-report-link-last-mailed')).toHaveTextContent('Not yet');
    expect(expired!.queryByTestId('seller-report-link-revoke')).toBeNull();
  });

  it('makes a link, shows it once with Copy and Open, and forgets it when done', async () => {
    let links: SellerReportLink[] = [];
    const made = link({ id: 10, language: 'en', endsOn: addDays(brusselsToday(), 90) });
    start(() => links, {
      [`POST ${PATH}`]: () => {
        links = [made];
        return json(201, { data: { link: made, url: URL_ONCE, pdfUrl: `${URL_ONCE}&pdf` } });
      },
    });
    const { user, dialog } = await openDialog();
    expect(await dialog.findByTestId('seller-report-links-empty')).toHaveTextContent('No report links yet.');
    // The end date is 90 days ahead unless changed; the language is the screen's.
    expect(dialog.getByLabelText("Seller's language")).toHaveValue('en');
    const endsOn = addDays(brusselsToday(), 90).split('-').reverse().join('/');
    expect(dialog.getByTestId('seller-report-ends-on')).toHaveValue(endsOn);

    await user.selectOptions(dialog.getByLabelText("Seller's language"), 'fr');
    await user.type(dialog.getByTestId('seller-report-email'), 'seller@example.be');
    await user.click(dialog.getByTestId('seller-report-create'));

    await waitFor(() => expect(dialog.getByTestId('seller-report-url')).toHaveTextContent(URL_ONCE));
    expect(calls(PATH)).toEqual([
      { language: 'fr', endsOn: addDays(brusselsToday(), 90), sellerEmail: 'seller@example.be' },
    ]);
    expect(dialog.getByTestId('seller-report-once')).toHaveTextContent('This link is shown only now');
    expect(dialog.getByTestId('seller-report-open')).toHaveAttribute('href', URL_ONCE);
    expect(dialog.getByTestId('seller-report-pdf')).toHaveAttribute('href', `${URL_ONCE}&pdf`);

    await user.click(dialog.getByTestId('seller-report-copy'));
    await waitFor(() =>
      expect(dialog.getByTestId('seller-report-copy-status')).toHaveTextContent('The link is copied.'),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe(URL_ONCE);
    // The list shows the new link, never its address.
    expect(await dialog.findAllByTestId('seller-report-link')).toHaveLength(1);

    await user.click(dialog.getByTestId('seller-report-made-done'));
    expect(dialog.queryByTestId('seller-report-url')).toBeNull();
    expect(screen.queryByText(URL_ONCE)).toBeNull();
    expect(dialog.getByTestId('seller-report-form')).toBeInTheDocument();
  });

  it('revokes an active link after asking', async () => {
    let links = [link({ id: 7 })];
    start(() => links, {
      [`POST ${PATH}/7/revoke`]: () => {
        links = [link({ id: 7, state: 'revoked', revokedAt: '2026-12-01T10:00:00.000Z' })];
        return json(200, { data: links[0] });
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByTestId('seller-report-link-revoke'));
    expect(await screen.findByTestId('seller-report-revoke-question')).toHaveTextContent(
      'Revoke the link in Nederlands',
    );
    await user.click(screen.getByTestId('seller-report-revoke-confirm'));

    expect(await screen.findByTestId('seller-report-revoked')).toHaveTextContent('The link is revoked.');
    expect(calls(`${PATH}/7/revoke`)).toHaveLength(1);
    await waitFor(() => expect(dialog.getByTestId('seller-report-link-state')).toHaveTextContent('Revoked'));
    expect(dialog.queryByTestId('seller-report-link-revoke')).toBeNull();
  });

  it('checks the e-mail address before sending, and puts the server’s end date message on its field', async () => {
    start(() => [], {
      [`POST ${PATH}`]: () =>
        json(400, {
          error: 'validation',
          messageKey: 'errors:validation',
          fields: { endsOn: 'sellerReport:errors.endsOn' },
        }),
    });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByTestId('seller-report-email'), 'not-an-address');
    await user.click(dialog.getByTestId('seller-report-create'));
    await waitFor(() =>
      expect(dialog.getByTestId('seller-report-email')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls(PATH)).toHaveLength(0);

    // A day past the limit is refused by the field itself.
    const day = dialog.getByTestId('seller-report-ends-on');
    await user.clear(day);
    await user.type(day, addDays(brusselsToday(), 400).split('-').reverse().join('/'));
    await user.tab();
    expect(day).toHaveAttribute('aria-invalid', 'true');

    await user.clear(dialog.getByTestId('seller-report-email'));
    await user.clear(day);
    await user.type(day, addDays(brusselsToday(), 30).split('-').reverse().join('/'));
    await user.tab();
    await user.click(dialog.getByTestId('seller-report-create'));
    expect(
      await dialog.findByText('Choose an end date from today up to one year ahead.'),
    ).toBeInTheDocument();
    expect(calls(PATH)).toEqual([{ language: 'en', endsOn: addDays(brusselsToday(), 30) }]);
    expect(dialog.queryByTestId('seller-report-url')).toBeNull();
  });

  it('says so when the listing has the maximum number of links', async () => {
    start(() => [], {
      [`POST ${PATH}`]: () =>
        json(409, { error: 'seller_reports_max', messageKey: 'sellerReport:errors.max' }),
    });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByTestId('seller-report-create'));
    expect(await dialog.findByTestId('seller-report-refusal')).toHaveTextContent(
      'This listing already has 20 report links',
    );
    expect(dialog.queryByTestId('seller-report-url')).toBeNull();
  });

  it('is in the card’s Actions menu on a phone', async () => {
    stubMatchMedia((query) => query === CARDS_QUERY);
    start(() => [link({ id: 7 })]);
    await screen.findAllByTestId('property-card');
    const { dialog } = await openDialog();
    expect(await dialog.findAllByTestId('seller-report-link')).toHaveLength(1);
  });
});
