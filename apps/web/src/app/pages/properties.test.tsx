import type { Order } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paging, property, renderProperties } from '../../features/properties/test-utils';
import { applyLanguage } from '../../lib/language';
import { agencyProfile } from '../../test/profiles';
import { json } from '../../test/render';
import { PropertiesRoute } from './properties';

/** The composed page: a listing's order actions open the orders feature's real dialogs. */

let current: ReturnType<typeof renderProperties> | null = null;

afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const ORDER: Order = {
  id: 240,
  type: 'publication',
  package: 'standard',
  amount: 49,
  reference: 'ORD-2026-00240',
  structuredCommunication: '+++600/0000/24012+++',
  createdAt: '2026-11-02T09:15:00.000Z',
  paidAt: null,
  listingId: 7,
  projectId: null,
  remarks: null,
  invoice: null,
};

describe('My properties with the orders dialogs', { timeout: 15_000 }, () => {
  it('opens the listing’s orders, with the invoice form prefilled from the profile', async () => {
    current = renderProperties(
      () => ({ data: [property({ id: 7, vlancode: 'GNT4711' })], paging: paging(1) }),
      '',
      {
        'GET my-properties/7/orders': () => json(200, { data: [ORDER] }),
        'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
      },
      <PropertiesRoute />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Actions REF-7' }));
    await user.click(await screen.findByTestId('property-action-orders'));

    const dialog = await screen.findByRole('dialog', { name: 'Orders and invoices' });
    await user.click(await within(dialog).findByRole('button', { name: 'Request invoice' }));
    const form = await within(dialog).findByRole('form', { name: 'Request an invoice' });
    await waitFor(() => expect(within(form).getByLabelText(/^Company/)).toHaveValue('Immo Demo'));
  });

  it('opens a prolongation order for the listing', async () => {
    current = renderProperties(
      () => ({ data: [property({ id: 7, vlancode: 'GNT4711' })], paging: paging(1) }),
      '',
      {},
      <PropertiesRoute />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Actions REF-7' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Prolong' }));

    expect(await screen.findByRole('dialog', { name: 'Prolong listing GNT4711' })).toBeInTheDocument();
  });
});
