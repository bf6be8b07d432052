import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listBodies, paging, property, renderProperties } from './test-utils';

let current: ReturnType<typeof renderProperties> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
});

const behind = property({
  id: 1,
  market: {
    verdict: 'behind',
    hints: ['photos', 'description', 'pricePerM2'],
    missingDescriptions: ['fr', 'en'],
  },
});
const ahead = property({ id: 2, market: { verdict: 'ahead', hints: [], missingDescriptions: [] } });
const unmeasured = property({ id: 3, status: { id: 2, code: 'notPublished' }, market: null });

describe('My properties against their market', () => {
  it('shows each listing’s verdict and what could help, and nothing for one not measured', async () => {
    current = renderProperties(() => ({ data: [behind, ahead, unmeasured], paging: paging(3) }));
    const [first, second] = await screen.findAllByTestId('property-market');
    expect(first).toHaveAttribute('data-verdict', 'behind');
    expect(first).toHaveTextContent('Fewer views than 3 of 4 similar listings');
    const hints = within(first!).getByRole('list', { name: 'What could help' });
    expect(
      within(hints)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fewer photos than most similar listings',
      'No French description, where most similar listings have one',
      'No English description, where most similar listings have one',
      'Price per m² above 3 of 4 similar listings',
    ]);
    expect(second).toHaveTextContent('More views than 3 of 4 similar listings');
    expect(within(second!).queryByRole('list')).toBeNull();
    expect(screen.getAllByTestId('property-market')).toHaveLength(2);
  });

  it('asks for the listings behind their market when the address says so (the dashboard’s link)', async () => {
    current = renderProperties(() => ({ data: [behind], paging: paging(1) }), '?market=behind');
    await screen.findAllByTestId('property-market');
    expect(listBodies(current.api).at(-1)).toMatchObject({ market: 'behind' });
  });

  it('turns the filter on and off from the filter panel', async () => {
    current = renderProperties(() => ({ data: [behind], paging: paging(1) }));
    const box = await screen.findByRole('checkbox', { name: 'Only listings behind their market' });
    const user = userEvent.setup();
    await user.click(box);
    await waitFor(() => expect(listBodies(current!.api).at(-1)).toMatchObject({ market: 'behind' }));
    const asked = listBodies(current.api).length;
    await user.click(box);
    // Back to the first list, which is still in the cache: nothing more is asked.
    await waitFor(() => expect(box).not.toBeChecked());
    expect(listBodies(current.api)).toHaveLength(asked);
  });

  it('asks for the listings going offline soon when the address says so (the dashboard’s link), and shows it', async () => {
    current = renderProperties(() => ({ data: [behind], paging: paging(1) }), '?status=1&offline=soon');
    await screen.findAllByTestId('property-market');
    expect(listBodies(current.api).at(-1)).toMatchObject({ statusIds: [1], offline: 'soon' });
    const box = await screen.findByRole('checkbox', { name: 'Only listings going offline within 7 days' });
    expect(box).toBeChecked();
    await userEvent.setup().click(box);
    await waitFor(() => expect(listBodies(current!.api).at(-1)).not.toHaveProperty('offline'));
  });
});
