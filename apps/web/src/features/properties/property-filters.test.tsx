import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../test/media';
import { CARDS_QUERY } from './properties-page';
import { paging, property, renderProperties } from './test-utils';

let current: ReturnType<typeof renderProperties> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
});

const list = () => ({ data: [property({ id: 1 })], paging: paging(1) });

/** A phone: the width below which the list shows cards. */
const onPhone = () => stubMatchMedia((query) => query === CARDS_QUERY);

describe("My properties' filters", () => {
  it('fold behind one button on a phone that says how many are on, and unfold on a tap', async () => {
    onPhone();
    current = renderProperties(list, '?status=1&status=2&q=gent&sort=price');
    const toggle = await screen.findByRole('button', { name: /Search and filter/ });
    // Two filters: the statuses and the search; the sort order is no filter.
    expect(screen.getByTestId('properties-filters-active')).toHaveTextContent('2 filters on');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the fields are not drawn at all: their comboboxes would cost the page's takeover.
    expect(screen.queryByTestId('properties-filter-search')).toBeNull();
    expect(screen.queryByTestId('properties-filter-status')).toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(await screen.findAllByTestId('property-card')).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The fields load with the first unfolding (their own chunk).
    expect(await screen.findByTestId('properties-filter-search')).toBeVisible();
    expect(screen.getByTestId('properties-filter-search')).toHaveValue('gent');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByTestId('properties-reset'),
    );
    // Text typed and folded away at once is not lost: leaving the field commits it.
    await user.clear(screen.getByTestId('properties-filter-search'));
    await user.type(screen.getByTestId('properties-filter-search'), 'brugge');
    await user.click(toggle);
    expect(screen.queryByTestId('properties-filter-search')).toBeNull();
    await waitFor(() => expect(current!.router.state.location.search).toContain('q=brugge'));
    // Unfolded again, the fields show the filters that are on.
    await user.click(toggle);
    expect(await screen.findByTestId('properties-filter-search')).toHaveValue('brugge');
  });

  it('show no count when none is on', async () => {
    onPhone();
    current = renderProperties(list);
    await screen.findByRole('button', { name: 'Search and filter' });
    expect(screen.queryByTestId('properties-filters-active')).toBeNull();
  });

  it('say "All" where a choice filter is empty, and nothing more once something is chosen', async () => {
    current = renderProperties(list, '?status=1');
    const fields = await screen.findAllByPlaceholderText('All');
    // Transaction and property type are empty; the status has its choice.
    expect(fields).toHaveLength(2);
    const statusInput = screen.getAllByLabelText('Status').find((element) => element.tagName === 'INPUT');
    expect(statusInput).not.toHaveAttribute('placeholder');
  });

  it('stay open, with no button, on a wider screen', async () => {
    current = renderProperties(list, '?q=gent');
    expect(await screen.findByTestId('properties-filter-search')).toBeVisible();
    expect(screen.queryByTestId('properties-filters-toggle')).toBeNull();
  });
});
