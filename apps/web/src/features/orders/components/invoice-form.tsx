import type { InvoiceRequest, Order, Profile } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { InvoiceAddresseeValues } from '../../../components/invoice-addressee-fields';
import { InvoiceAddresseeFields, invoiceAddresseeOf } from '../../../components/invoice-addressee-fields';
import { useSchemaCheck } from '../../../lib/schema-check';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { useRequestInvoice } from '../api/request-invoice';
import { useOrdersNotify } from './notify';
import { settle } from '../../../lib/settle';

export type InvoiceValues = InvoiceAddresseeValues & { orderId: number };

/** The addressee as the profile knows it, for one order. */
export const invoiceValuesOf = (orderId: number, profile: Profile | undefined): InvoiceValues => ({
  orderId,
  ...invoiceAddresseeOf(profile),
});

/**
 * "Request invoice" for one order: the contract's InvoiceRequest checks it in the browser (a VAT
 * number unless "I don't have a VAT number" is ticked), the server's field errors land on the same
 * fields. Ticking the box empties and disables the VAT number.
 */
export function InvoiceForm({
  userId,
  listingId,
  order,
  profile,
  onDone,
  onCancel,
}: {
  userId: number;
  listingId: number;
  order: Order;
  profile: Profile | undefined;
  onDone: (order: Order) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const notify = useOrdersNotify();
  const request = useRequestInvoice(userId, listingId);
  const initial = invoiceValuesOf(order.id, profile);
  // The schema loads with the form's first focus (its first field, at once), not with the orders.
  const check = useSchemaCheck((schemas) => schemas.InvoiceRequest);
  const form = useTranslatedForm<InvoiceValues>(initial, check.validate);
  const firstField = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    // The form replaces the list inside the dialog: the focus goes to its first field.
    firstField.current?.focus();
  }, []);

  const send = (values: InvoiceRequest) =>
    settle(request.mutateAsync(values), {
      done: (result) => {
        notify.success(t('orders:invoiceForm.success', { number: result.data.invoice?.number ?? '' }));
        onDone(result.data);
      },
      failed: (error) => {
        if (!applyServerFields(form, error)) notify.failure('orders:invoiceForm.failed', error);
      },
    });
  const submit = check.submit(
    (schema) => form.onSubmit((values) => send(schema.parse(values)))(),
    (error) => notify.failure('orders:invoiceForm.failed', error),
  );

  return (
    <form
      onSubmit={submit}
      onFocus={check.preload}
      noValidate
      data-testid="invoice-form"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {t('orders:invoiceForm.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('orders:invoiceForm.intro', { reference: order.reference, amount: formatMoney(order.amount) })}
          </Text>
        </div>
        <InvoiceAddresseeFields form={form} initialNoVat={initial.noVat} firstField={firstField} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('orders:invoiceForm.cancel')}
          </Button>
          <Button
            type="submit"
            loading={check.waiting || request.isPending}
            data-testid="invoice-form-submit"
          >
            {t('orders:invoiceForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
