import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { order } from '../../features/orders/test-utils';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { property } from '../../test/properties';
import { agency } from '../../test/users';

/** The real route table: the deep link as a user opens it from an e-mail or a bookmark. */
let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const api = () =>
  mockApi(agency, {
    'GET my-properties/7': () =>
      json(200, { data: property({ id: 7, vlancode: 'ABC0007', yourReference: 'REF-7' }) }),
    'GET my-properties/7/orders': () =>
      json(200, { data: [order({ id: 3, listingId: 7 }), order({ id: 2, listingId: 7 })] }),
    'GET my-properties/8': () => json(404, { error: 'not_found', messageKey: 'errors:notFound' }),
    'GET my-profile/profile': () => json(404, { error: 'not_found', messageKey: 'errors:notFound' }),
  });

describe('the property-order deep link', () => {
  it("opens a listing's orders as a page, the linked order marked", async () => {
    applyLanguage('en');
    current = renderApp('/en/my-profile/my-properties/7/orders/3', api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Property orders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('order-card');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/ABC0007/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my properties' })).toHaveAttribute(
      'href',
      '/en/my-profile/my-properties',
    );
  });

  it("says another's listing is not found, and sends a link without a listing to My properties", async () => {
    applyLanguage('en');
    current = renderApp('/en/my-profile/my-properties/8/orders', api());
    expect(await screen.findByTestId('listing-orders-error')).toBeInTheDocument();
    current.unmount();
    current = renderApp('/en/my-profile/my-properties/orders', api());
    await waitFor(() => expect(current!.router.state.location.pathname).toBe('/en/my-profile/my-properties'));
  });
});
