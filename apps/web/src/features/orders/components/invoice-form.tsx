import type { Order, Profile } from '@app/contract';
import { InvoiceRequest } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFields, useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestInvoice } from '../api/request-invoice';
import { useOrdersNotify } from './notify';
import { settle } from '../../../lib/settle';

export type InvoiceValues = {
  orderId: number;
  noVat: boolean;
  vatNumber: string;
  companyName: string;
  name: string;
  street: string;
  number: string;
  box: string;
  postcode: string;
  city: string;
};

type TextField = Exclude<keyof InvoiceValues, 'orderId' | 'noVat'>;

/** Literal keys, so the catalog check sees them. */
const LABELS: Record<TextField, string> = {
  name: 'orders:invoiceForm.name',
  companyName: 'orders:invoiceForm.companyName',
  street: 'orders:invoiceForm.street',
  number: 'orders:invoiceForm.number',
  box: 'orders:invoiceForm.box',
  postcode: 'orders:invoiceForm.postcode',
  city: 'orders:invoiceForm.city',
  vatNumber: 'orders:invoiceForm.vatNumber',
};

const text = (value: string | null | undefined) => value ?? '';

/** The addressee as the profile knows it: names, company and address, the agency's VAT number. */
export function invoiceValuesOf(orderId: number, profile: Profile | undefined): InvoiceValues {
  const user = profile?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || text(profile?.userName);
  return {
    orderId,
    noVat: false,
    vatNumber: text(profile?.pro?.vatNumber),
    companyName: text(profile?.pro?.companyName),
    name,
    street: text(user?.address.street),
    number: text(user?.address.number),
    box: text(user?.address.box),
    postcode: text(user?.address.postcode),
    city: text(user?.address.city),
  };
}

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
  const form = useSchemaForm<InvoiceValues>(InvoiceRequest, initial);
  // The form is uncontrolled: the box's state is kept here too, so the VAT field can be disabled.
  const [noVat, setNoVat] = useState(initial.noVat);
  const firstField = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    // The form replaces the list inside the dialog: the focus goes to its first field.
    firstField.current?.focus();
  }, []);

  const toggleNoVat = (checked: boolean) => {
    setNoVat(checked);
    form.setFieldValue('noVat', checked);
    if (checked) {
      form.setFieldValue('vatNumber', '');
      form.clearFieldError('vatNumber');
    }
  };

  const submit = form.onSubmit((values) =>
    settle(request.mutateAsync(InvoiceRequest.parse(values)), {
      done: (result) => {
        notify.success(t('orders:invoiceForm.success', { number: result.data.invoice?.number ?? '' }));
        onDone(result.data);
      },
      failed: (error) => {
        if (!applyServerFields(form, error)) notify.failure('orders:invoiceForm.failed', error);
      },
    }),
  );

  const field = (name: TextField) => ({
    ...form.getInputProps(name),
    label: t(LABELS[name]),
    'data-testid': `invoice-form-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="invoice-form" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {t('orders:invoiceForm.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('orders:invoiceForm.intro', { reference: order.reference, amount: formatMoney(order.amount) })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            key={form.key('name')}
            {...field('name')}
            ref={firstField}
            required
            autoComplete="name"
          />
          <TextInput key={form.key('companyName')} {...field('companyName')} autoComplete="organization" />
          <TextInput key={form.key('street')} {...field('street')} required autoComplete="address-line1" />
          <SimpleGrid cols={2}>
            <TextInput key={form.key('number')} {...field('number')} required />
            <TextInput key={form.key('box')} {...field('box')} />
          </SimpleGrid>
          <TextInput
            key={form.key('postcode')}
            {...field('postcode')}
            required
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <TextInput key={form.key('city')} {...field('city')} required autoComplete="address-level2" />
        </SimpleGrid>
        <TextInput
          key={form.key('vatNumber')}
          {...field('vatNumber')}
          required={!noVat}
          disabled={noVat}
          placeholder="BE0123456789"
        />
        <Checkbox
          {...form.getInputProps('noVat', { type: 'checkbox' })}
          key={form.key('noVat')}
          onChange={(event) => toggleNoVat(event.currentTarget.checked)}
          label={t('orders:invoiceForm.noVat')}
          data-testid="invoice-form-noVat"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('orders:invoiceForm.cancel')}
          </Button>
          <Button type="submit" loading={request.isPending} data-testid="invoice-form-submit">
            {t('orders:invoiceForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
