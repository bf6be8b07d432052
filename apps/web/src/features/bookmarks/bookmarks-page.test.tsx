import type { Bookmark } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { bookmark } from '../../test/bookmarks';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { privateUser } from '../../test/users';
import { BookmarksPage } from './bookmarks-page';

const STALE =
  'This information was changed elsewhere. The current values are shown; check them and save again.';

/** A small in-memory server: the list and every change, as the API answers them. */
function fakeServer(initial: Bookmark[]) {
  let items = [...initial];
  const queries: string[] = [];
  /** Each change of marks makes a new version; If-Match must name the current one (decision 055). */
  let versions = 0;
  const ifMatches: string[] = [];
  const one = (path: string) =>
    items.find((item) => item.id === Number(/my-bookmarks\/(\d+)/.exec(path)![1]))!;
  const update = (path: string, change: (item: Bookmark) => Bookmark): Response => {
    const changed = change(one(path));
    items = items.map((item) => (item.id === changed.id ? changed : item));
    return json(200, { data: changed });
  };
  const handlers: Record<string, Handler> = {
    'GET my-bookmarks': () =>
      json(200, {
        data: items,
        paging: { page: 1, pageSize: 20, total: items.length, totalPages: items.length ? 1 : 0 },
      }),
  };
  for (const item of initial) {
    handlers[`POST my-bookmarks/${item.id}/rate`] = ({ path, body }) =>
      update(path, (found) => ({ ...found, rating: (body as { rating: number | null }).rating }));
    handlers[`POST my-bookmarks/${item.id}/note`] = ({ path, body }) =>
      update(path, (found) => ({ ...found, note: (body as { note: string }).note.trim() }));
    handlers[`DELETE my-bookmarks/${item.id}/note`] = ({ path }) =>
      update(path, (found) => ({ ...found, note: null }));
    handlers[`PUT my-bookmarks/${item.id}/marks`] = ({ path, body, headers }) => {
      const marks = body as { contacted: boolean; visited: boolean; priceDropAlert: boolean };
      ifMatches.push(headers['if-match'] ?? '');
      if (headers['if-match'] !== one(path).marksEtag) {
        return json(412, { error: 'precondition_failed', messageKey: 'errors:preconditionFailed' });
      }
      return update(path, (found) => ({
        ...found,
        contactedAt: marks.contacted ? (found.contactedAt ?? '2026-11-25T10:00:00.000Z') : null,
        visitedAt: marks.visited ? (found.visitedAt ?? '2026-11-25T10:00:00.000Z') : null,
        priceDropAlert: marks.priceDropAlert,
        marksEtag: `"marks-${++versions}"`,
      }));
    };
    handlers[`DELETE my-bookmarks/${item.id}`] = ({ path }) => {
      const found = one(path);
      items = items.filter((other) => other !== found);
      return json(200, { data: { success: true } });
    };
  }
  /** Another tab changes the marks of `id`: a new version the page has not seen. */
  const markElsewhere = (id: number, change: Partial<Bookmark>) => {
    items = items.map((item) =>
      item.id === id ? { ...item, ...change, marksEtag: `"marks-${++versions}"` } : item,
    );
  };
  return { handlers, queries, items: () => items, ifMatches, markElsewhere };
}

let current: ReturnType<typeof renderApp> | null = null;
function start(initial: Bookmark[], extra: Record<string, Handler> = {}) {
  applyLanguage('en');
  const server = fakeServer(initial);
  const api = mockApi(privateUser, { ...server.handlers, ...extra });
  current = renderApp('/en/my-profile/my-saved-properties', api, [{ path: '*', element: <BookmarksPage /> }]);
  return { api, server };
}
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const cards = () => screen.queryAllByTestId('bookmark-card');
/** Mantine's Rating commits a click on a star's label (the radio itself only previews). */
const star = (card: HTMLElement, name: string) => {
  const input = within(card).getByRole('radio', { name });
  return card.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!;
};

describe('BookmarksPage', () => {
  it('shows each saved property as a card: what, where, price, facts, stars and note', async () => {
    start([bookmark(1, { rating: 4, note: 'Tuin op het zuiden' })]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Saved properties' })).toBeInTheDocument();
    expect(screen.getByTestId('bookmarks-total')).toHaveTextContent('1 saved property');
    const card = within(cards()[0]!);
    expect(card.getByTestId('bookmark-title')).toHaveTextContent('House · For sale');
    expect(card.getByTestId('bookmark-place')).toHaveTextContent('9000 Gent');
    expect(card.getByTestId('bookmark-price')).toHaveTextContent('€ 345.000');
    expect(card.getByText(/165 m² · 3 bedrooms · Saved on/)).toBeInTheDocument();
    expect(card.getByTestId('bookmark-note')).toHaveTextContent('Tuin op het zuiden');
    expect(card.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(card.getByRole('link', { name: /View on the portal/ })).toHaveAttribute(
      'href',
      'https://portal.example.be/listing/101',
    );
    expect(card.queryByTestId('bookmark-unavailable')).toBeNull();
    expect(card.getByTestId('bookmark-photo')).toHaveAttribute('src', 'https://photos.example.be/101/1.jpg');
    expect(card.getByText('12 photos')).toBeInTheDocument();
  });

  it('shows a placeholder without a photo, or when the photo does not load', async () => {
    start([bookmark(3, {}, { photoUrl: null, photoCount: 0 }), bookmark(4)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [none, broken] = cards().map((card) => within(card));
    expect(none!.queryByTestId('bookmark-photo')).toBeNull();
    expect(none!.getByText('No photos')).toBeInTheDocument();
    fireEvent.error(broken!.getByTestId('bookmark-photo'));
    expect(broken!.queryByTestId('bookmark-photo')).toBeNull();
  });

  it('marks a listing that went offline and shows the old and new price after a change', async () => {
    start([bookmark(2, {}, { available: false, price: 320000, priceWhenSaved: 345000 })]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = within(cards()[0]!);
    expect(card.getByTestId('bookmark-unavailable')).toHaveTextContent('No longer available');
    expect(card.getByTestId('bookmark-price')).toHaveTextContent('€ 320.000');
    expect(card.getByTestId('bookmark-price-change')).toHaveTextContent('€ 345.000');
    expect(card.getByTestId('bookmark-price-change')).toHaveTextContent('Price down');
    expect(card.queryByRole('link', { name: /View on the portal/ })).toBeNull();
  });

  it('rates, writes and deletes a note, and sets the marks', async () => {
    const user = userEvent.setup();
    const { server } = start([bookmark(3)]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = within(cards()[0]!);

    await user.click(star(cards()[0]!, '5 stars'));
    await waitFor(() => expect(server.items()[0]!.rating).toBe(5));
    expect(await screen.findByTestId('bookmarks-notification-success')).toHaveTextContent('5 stars');
    await user.click(card.getByRole('button', { name: /^Clear rating of House · For sale/ }));
    await waitFor(() => expect(server.items()[0]!.rating).toBeNull());
    await waitFor(() => expect(card.queryByTestId('bookmark-rating-clear')).toBeNull());
    expect(card.getByRole('radio', { name: '5 stars' })).not.toBeChecked();

    await user.click(card.getByTestId('bookmark-note-edit'));
    const field = card.getByRole('textbox', { name: 'Your note' });
    // Not in error before anything was written; "required" once Save is pressed on an empty note.
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(card.queryByText('This field is required')).toBeNull();
    await user.click(card.getByTestId('bookmark-note-save'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/This field is required/);
    expect(server.items()[0]!.note).toBeNull();
    await user.type(field, 'Bezoek zaterdag');
    await user.click(card.getByTestId('bookmark-note-save'));
    await waitFor(() => expect(card.getByTestId('bookmark-note')).toHaveTextContent('Bezoek zaterdag'));
    expect(server.items()[0]!.note).toBe('Bezoek zaterdag');

    await user.click(card.getByTestId('bookmark-note-delete'));
    await waitFor(() => expect(card.getByTestId('bookmark-note-none')).toBeInTheDocument());

    await user.click(card.getByRole('checkbox', { name: 'Contacted' }));
    await waitFor(() => expect(server.items()[0]!.contactedAt).not.toBeNull());
    await user.click(card.getByRole('switch', { name: 'E-mail me when the price drops' }));
    await waitFor(() => expect(server.items()[0]!.priceDropAlert).toBe(true));
    expect(server.items()[0]!.contactedAt).not.toBeNull();
    expect(card.getByRole('checkbox', { name: 'Contacted' })).toBeChecked();
    // Each change names the version the one before answered.
    expect(server.ifMatches).toEqual(['"marks-0"', '"marks-1"']);
  });

  it('a mark set on an out-of-date card is refused: the card shows the marks as they are now', async () => {
    const user = userEvent.setup();
    const { server } = start([bookmark(8)]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Another tab marked it visited after this page was loaded.
    server.markElsewhere(8, { visitedAt: '2026-11-26T10:00:00.000Z' });
    const card = within(cards()[0]!);
    await user.click(card.getByRole('checkbox', { name: 'Contacted' }));

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await waitFor(() => expect(card.getByRole('checkbox', { name: 'Visited' })).toBeChecked());
    expect(card.getByRole('checkbox', { name: 'Contacted' })).not.toBeChecked();
    expect(server.items()[0]).toMatchObject({ contactedAt: null, visitedAt: '2026-11-26T10:00:00.000Z' });

    // Now on the current version: accepted, the other tab's mark kept.
    await user.click(card.getByRole('checkbox', { name: 'Contacted' }));
    await waitFor(() => expect(server.items()[0]!.contactedAt).not.toBeNull());
    expect(server.items()[0]!.visitedAt).toBe('2026-11-26T10:00:00.000Z');
    expect(server.ifMatches).toEqual(['"marks-0"', '"marks-1"']);
  });

  it('a mark set after only the version changed goes through on the new one', async () => {
    const user = userEvent.setup();
    const { server } = start([bookmark(9)]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Another tab ticked and unticked "visited": the same marks under a new version.
    server.markElsewhere(9, {});
    await user.click(within(cards()[0]!).getByRole('checkbox', { name: 'Contacted' }));
    await waitFor(() => expect(server.items()[0]!.contactedAt).not.toBeNull());
    expect(screen.queryByText(STALE)).toBeNull();
    expect(server.ifMatches).toEqual(['"marks-0"', '"marks-1"']);
  });

  it('deletes after confirmation only', async () => {
    const user = userEvent.setup();
    const { server } = start([bookmark(4), bookmark(5)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]!).getByTestId('bookmark-delete'));
    expect(await screen.findByTestId('bookmarks-delete-question')).toHaveTextContent(
      'House · For sale, 9000 Gent',
    );
    await user.click(screen.getByTestId('bookmarks-delete-cancel'));
    expect(server.items()).toHaveLength(2);
    await user.click(within(cards()[0]!).getByTestId('bookmark-delete'));
    await user.click(await screen.findByTestId('bookmarks-delete-confirm'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(server.items().map((item) => item.id)).toEqual([5]);
    expect(await screen.findByTestId('bookmarks-notification-success')).toHaveTextContent('was removed');
  });

  it('says so when nothing is saved', async () => {
    start([]);
    expect(await screen.findByTestId('bookmarks-empty')).toHaveTextContent(
      'You have not saved any properties yet.',
    );
  });

  it('asks the server for the chosen order and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { api } = start([bookmark(6)]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      screen.getByRole('option', { name: 'Price (lowest first)' }),
    );
    await waitFor(() =>
      expect(api.mock.calls.some(([input]) => /my-bookmarks\?.*sort=priceLow/.test(String(input)))).toBe(
        true,
      ),
    );
    expect(current!.router.state.location.search).toBe('?sort=priceLow');
  });

  it('tells a failed change in a notice and keeps the card as the server has it', async () => {
    const user = userEvent.setup();
    start([bookmark(7)], {
      'POST my-bookmarks/7/rate': () => json(404, { error: 'not_found', messageKey: 'errors:notFound' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(star(cards()[0]!, '2 stars'));
    expect(await screen.findByTestId('bookmarks-notification-failure')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(cards()[0]!).getByRole('radio', { name: '2 stars' })).not.toBeChecked(),
    );
  });
});
