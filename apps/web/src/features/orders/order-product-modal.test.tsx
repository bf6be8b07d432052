import { IDEMPOTENCY_KEY } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/render';
import { agency } from '../../test/users';
import { OrderProductModal } from './order-product-modal';
import { cleanNotifications, order, property, renderOrders, typist, writesOf } from './test-utils';

afterEach(cleanNotifications);

const LISTING = property({ id: 7, vlancode: 'GNT4711' });

describe('ordering a prolongation or an upsell', { timeout: 15_000 }, () => {
  it('needs the terms accepted before anything is sent, then shows how to pay', async () => {
    const user = typist();
    const { api } = renderOrders(
      <OrderProductModal property={LISTING} type="prolongation" opened onClose={() => {}} />,
      agency,
      {
        'POST my-products/order': () =>
          json(200, {
            data: order({
              id: 241,
              type: 'prolongation',
              package: 'prolong-6m',
              amount: 39,
              structuredCommunication: '+++600/0000/24113+++',
            }),
          }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Prolong listing GNT4711' });
    const packages = await within(dialog).findAllByRole('radio');
    expect(packages.map((radio) => radio.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '3 months extraoffline date 3 months later€ 25',
      '6 months extraoffline date 6 months later€ 39',
    ]);
    expect(packages[0]).toHaveAttribute('aria-checked', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await within(dialog).findByText('Please tick this box to continue.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.click(packages[1]!);
    // The chosen card is marked as a whole (the stylesheet draws data-checked).
    expect(packages[1]).toHaveAttribute('data-checked', 'true');
    expect(packages[0]).not.toHaveAttribute('data-checked');
    // What is accepted can be read first, in a new tab.
    expect(
      within(dialog).getByRole('link', { name: /Read the general terms and conditions/ }),
    ).toHaveAttribute('href', 'https://www.example.be/en/terms-and-conditions');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Tot de zomer graag.');
    await user.click(
      within(dialog).getByLabelText(/I accept the general terms and conditions of the portal/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await within(dialog).findByText('Thank you for your order')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Please transfer € 39 with the structured communication +++600/0000/24113+++.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('order-placed-close')).toHaveFocus();
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        url: '/en/api/core/my-products/order',
        body: {
          type: 'prolongation',
          package: 'prolong-6m',
          listingId: 7,
          remarks: 'Tot de zomer graag.',
          termsAccepted: true,
        },
      },
    ]);
  });

  it('offers the upsell packages with their prices and shows a refusal in the dialog', async () => {
    const user = typist();
    renderOrders(<OrderProductModal property={LISTING} type="upsell" opened onClose={() => {}} />, agency, {
      'POST my-products/order': () => json(409, { error: 'conflict', messageKey: 'errors:listingNotOnline' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upsell listing GNT4711' });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(4);
    expect(within(dialog).getByRole('radio', { name: /Facebook boost, 5\.000 views/ })).toHaveTextContent(
      '€ 40',
    );
    await user.click(
      within(dialog).getByLabelText(/I accept the general terms and conditions of the portal/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(
      await within(dialog).findByText('This listing is not online: it cannot be prolonged or upsold.'),
    ).toBeInTheDocument();
  });

  it('sends one Idempotency-Key per submission: the same on a retry, a new one for other values', async () => {
    const user = typist();
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(409, { error: 'ordered_a_moment_ago', messageKey: 'errors:orderedAMomentAgo' }),
      () => json(200, { data: order({ id: 242, type: 'prolongation', package: 'prolong-6m', amount: 39 }) }),
    ];
    const { api } = renderOrders(
      <OrderProductModal property={LISTING} type="prolongation" opened onClose={() => {}} />,
      agency,
      { 'POST my-products/order': () => answers.shift()!() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Prolong listing GNT4711' });
    const packages = await within(dialog).findAllByRole('radio');
    await user.click(
      within(dialog).getByLabelText(/I accept the general terms and conditions of the portal/),
    );
    const place = () => user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await place();
    expect(
      await within(dialog).findByText('The server cannot be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    // The network failed: the user sends the same again, with the same key; the server's 409 shows.
    await place();
    expect(await within(dialog).findByText('You ordered this a moment ago.')).toBeInTheDocument();
    // Another package is another order: a new key.
    await user.click(packages[1]!);
    await place();
    expect(await within(dialog).findByText('Thank you for your order')).toBeInTheDocument();

    const keys = api.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY.header]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
