import type { SlotProduct } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { slotListing, slotProduct } from '../../test/products';
import { property } from '../../test/properties';
import { agency } from '../../test/users';
import { BestOfPage, ColorPage } from './slot-product-page';

let current: ReturnType<typeof renderApp> | null = null;
function start(page: 'bestof' | 'color', initial: SlotProduct | null, extra: Record<string, Handler> = {}) {
  applyLanguage('en');
  let state = initial;
  const calls: string[] = [];
  const answer = (next: SlotProduct) => {
    state = next;
    return json(200, { data: next });
  };
  const api = mockApi(agency, {
    [`GET my-products/${page}`]: () => json(200, { data: state }),
    [`PATCH my-products/${page}/autoselect`]: ({ body }) => {
      const { selection } = body as { selection: 'AUTO' | 'MANUAL' };
      calls.push(`selection ${selection}`);
      return answer({
        ...state!,
        selection,
        manualAllowed: selection === 'MANUAL',
        nextAutoPick: selection === 'AUTO' ? '2026-11-29T02:00:00.000Z' : null,
      });
    },
    [`DELETE my-products/announcement/1/${page}`]: () => {
      calls.push('release 1');
      return answer({
        ...state!,
        used: state!.used - 1,
        listings: state!.listings.filter((item) => item.id !== 1),
      });
    },
    [`POST my-products/announcement/7/${page}`]: () => {
      calls.push('pick 7');
      return answer({ ...state!, used: state!.used + 1, listings: [slotListing(7), ...state!.listings] });
    },
    'POST my-properties': () =>
      json(200, {
        data: [7, 2].map((id) =>
          property({ id, yourReference: `REF-${id}`, zipcode: '9000', city: 'Gent', price: 250000 }),
        ),
        paging: { page: 1, pageSize: 10, total: 2, totalPages: 1 },
      }),
    ...extra,
  });
  const Page = page === 'bestof' ? BestOfPage : ColorPage;
  current = renderApp(`/en/my-profile/products/${page}`, api, [{ path: '*', element: <Page /> }]);
  return { api, calls };
}
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

describe('Best Of and Colour pages', () => {
  it('shows the pack, the state, the slots in use and the listings holding one', async () => {
    start('color', slotProduct());
    expect(await screen.findByTestId('slot-usage')).toHaveTextContent('2 of 3 slots used');
    expect(screen.getByRole('heading', { level: 1, name: 'Background Colour' })).toBeInTheDocument();
    expect(screen.getByTestId('slot-activation')).toHaveTextContent('Active');
    expect(screen.getByTestId('slot-free')).toHaveTextContent('1 free slot');
    expect(screen.getByText('Pack Gold')).toBeInTheDocument();
    const rows = screen.getAllByTestId('slot-listing');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('REF-1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('€ 300.001')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€ 950/month')).toBeInTheDocument();
    expect(screen.getByTestId('slot-selection-hint')).toHaveTextContent(
      'You choose which listings hold a slot.',
    );
  });

  it('switches to automatic only after confirmation, and shows the next Sunday pick', async () => {
    const { calls } = start('color', slotProduct());
    await screen.findByTestId('slot-summary');
    await userEvent.click(screen.getByRole('radio', { name: 'Automatic' }));
    expect(await screen.findByTestId('slot-selection-question')).toHaveTextContent(/every Sunday/);
    await userEvent.click(screen.getByTestId('slot-selection-cancel'));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Automatic' }));
    await userEvent.click(await screen.findByTestId('slot-selection-confirm'));
    await waitFor(() => expect(calls).toEqual(['selection AUTO']));
    expect(await screen.findByTestId('slot-selection-hint')).toHaveTextContent(/Next pick:/);
    // Automatic: nothing to release or add by hand.
    expect(screen.queryByTestId('slot-release')).toBeNull();
    expect(screen.queryByTestId('slot-pick-open')).toBeNull();
  });

  it('releases a listing after confirmation and picks another one', async () => {
    const { calls } = start('color', slotProduct());
    await screen.findByTestId('slot-summary');
    await userEvent.click(screen.getAllByTestId('slot-release')[0]!);
    expect(await screen.findByTestId('slot-release-question')).toHaveTextContent(
      'REF-1, 9000 Gent will no longer have Background Colour.',
    );
    await userEvent.click(screen.getByTestId('slot-release-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('slot-listing')).toHaveLength(1));
    expect(calls).toEqual(['release 1']);

    await userEvent.click(screen.getByTestId('slot-pick-open'));
    const rows = await screen.findAllByTestId('slot-pick-row');
    expect(within(rows[1]!).getByTestId('slot-pick-held')).toHaveTextContent('Holds a slot');
    await userEvent.click(
      within(rows[0]!).getByRole('button', {
        name: 'Choose REF-7, 9000 Gent for a slot of Background Colour',
      }),
    );
    await waitFor(() => expect(calls).toEqual(['release 1', 'pick 7']));
    // The release's notification may still be showing beside it.
    const picked = await screen.findByText('REF-7, 9000 Gent now has Background Colour.');
    expect(picked.closest('[data-testid="slot-notification-success"]')).not.toBeNull();
  });

  it('says when manual picks open, and where to get a product the user does not hold', async () => {
    start(
      'bestof',
      slotProduct({ code: 'bestOf', startDate: '2099-02-01', manualAllowed: false, listings: [], used: 0 }),
    );
    expect(await screen.findByTestId('slot-not-started')).toHaveTextContent(
      'Your product starts on 1 Feb 2099: you can pick listings from then on.',
    );
    expect(screen.getByTestId('slot-listings-empty')).toBeInTheDocument();
    current?.unmount();
    start('bestof', null);
    expect(await screen.findByTestId('slot-product-none')).toHaveTextContent('You do not have this product.');
  });
});
