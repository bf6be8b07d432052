import type { Order } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/render';
import { agency } from '../../test/users';
import { agencyProfile, profileQuery } from '../../test/profiles';
import { OrdersModal } from './orders-modal';
import { cleanNotifications, order, property, renderOrders, typist, writesOf } from './test-utils';

afterEach(cleanNotifications);

const LISTING = property({ id: 7, vlancode: 'GNT4711', yourReference: 'GENT-7' });

/** The orders dialog of one listing whose only order has no invoice; the invoice answer is `invoice`. */
function start(invoice: (body: Record<string, unknown>) => Response) {
  let orders: Order[] = [order({ id: 240 })];
  const view = renderOrders(
    <OrdersModal property={LISTING} opened onClose={() => {}} profileQuery={profileQuery} />,
    agency,
    {
      'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
      'GET my-properties/7/orders': () => json(200, { data: orders }),
      'POST my-properties/7/invoice': ({ body }) => {
        const response = invoice(body as Record<string, unknown>);
        if (response.ok) {
          orders = [
            order({
              id: 240,
              invoice: { id: 9, number: '2026/000012', createdAt: '2026-11-21T10:00:00.000Z' },
            }),
          ];
        }
        return response;
      },
    },
  );
  return view;
}

const invoiced = () =>
  json(200, {
    data: order({
      id: 240,
      invoice: { id: 9, number: '2026/000012', createdAt: '2026-11-21T10:00:00.000Z' },
    }),
  });

async function openForm(user: ReturnType<typeof typist>) {
  const dialog = await screen.findByRole('dialog', { name: 'Orders and invoices' });
  await user.click(await within(dialog).findByRole('button', { name: 'Request invoice' }));
  const form = await within(dialog).findByRole('form', { name: 'Request an invoice' });
  // Prefilled from the profile once it arrives.
  await waitFor(() => expect(within(form).getByLabelText(/^VAT number/)).toHaveValue('BE0123456749'));
  return form;
}

describe(
  'the invoice request: VAT number unless "I don\'t have a VAT number" is ticked',
  { timeout: 15_000 },
  () => {
    it('is prefilled from the profile, needs a VAT number, and sends nothing until it has one', async () => {
      const user = typist();
      const { api } = start(invoiced);
      const form = await openForm(user);
      expect(within(form).getByLabelText(/^Name/)).toHaveValue('An Claes');
      expect(within(form).getByLabelText(/^Company/)).toHaveValue('Immo Demo');
      expect(within(form).getByLabelText(/^Street/)).toHaveValue('Kouter');
      expect(within(form).getByLabelText(/^Postcode/)).toHaveValue('9000');
      expect(within(form).getByLabelText(/^Name/)).toHaveFocus();

      await user.clear(within(form).getByLabelText(/^VAT number/));
      await user.click(within(form).getByRole('button', { name: 'Request invoice' }));
      expect(await within(form).findByText('This field is required')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^VAT number/)).toHaveAttribute('aria-invalid', 'true');

      await user.type(within(form).getByLabelText(/^VAT number/), 'BE0123456700');
      await user.click(within(form).getByRole('button', { name: 'Request invoice' }));
      expect(
        await within(form).findByText('The VAT number is not valid (BE followed by 10 digits).'),
      ).toBeInTheDocument();
      expect(writesOf(api)).toEqual([]);
    });

    it('ticking the box empties and disables the VAT number, and the invoice is requested without one', async () => {
      const user = typist();
      const { api } = start(invoiced);
      const form = await openForm(user);
      await user.clear(within(form).getByLabelText(/^VAT number/));
      await user.click(within(form).getByRole('button', { name: 'Request invoice' }));
      expect(await within(form).findByText('This field is required')).toBeInTheDocument();

      await user.click(within(form).getByLabelText("I don't have a VAT number"));
      const vat = within(form).getByLabelText(/^VAT number/);
      expect(vat).toBeDisabled();
      expect(vat).toHaveValue('');
      expect(within(form).queryByText('This field is required')).toBeNull();
      await user.click(within(form).getByRole('button', { name: 'Request invoice' }));

      expect(
        await screen.findByText('Invoice 2026/000012 has been created. You can download it now.'),
      ).toBeInTheDocument();
      expect(writesOf(api)).toEqual([
        {
          method: 'POST',
          url: '/en/api/core/my-properties/7/invoice',
          body: {
            orderId: 240,
            noVat: true,
            vatNumber: null,
            companyName: 'Immo Demo',
            name: 'An Claes',
            street: 'Kouter',
            number: '1',
            box: null,
            postcode: '9000',
            city: 'Gent',
          },
        },
      ]);
      // Back to the refreshed list: the order now offers its invoice.
      const dialog = screen.getByRole('dialog', { name: 'Orders and invoices' });
      expect(await within(dialog).findByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
      expect(within(dialog).getByTestId('order-invoice')).toHaveTextContent('2026/000012');
    });

    it("keeps a typed VAT number when the box stays unticked, and shows the server's field errors", async () => {
      const user = typist();
      const { api } = start(() =>
        json(400, {
          error: 'validation',
          messageKey: 'validation:invalid',
          fields: { postcode: 'validation:number' },
        }),
      );
      const form = await openForm(user);
      await user.click(within(form).getByRole('button', { name: 'Request invoice' }));
      expect(await within(form).findByText('Number not valid')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Postcode/)).toHaveAttribute('aria-invalid', 'true');
      expect(writesOf(api)[0]?.body).toMatchObject({ noVat: false, vatNumber: 'BE0123456749' });
    });
  },
);
