import type { Profile } from '@app/contract';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';

/** The invoice's addressee as a form holds it (the contract's InvoiceAddressee checks it). */
export type InvoiceAddresseeValues = {
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

type TextField = Exclude<keyof InvoiceAddresseeValues, 'noVat'>;

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
export function invoiceAddresseeOf(profile: Profile | undefined): InvoiceAddresseeValues {
  const user = profile?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || text(profile?.userName);
  return {
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
 * The profile the addressee is prefilled from: the page passes the profile feature's query, so every
 * screen shares one cached profile.
 */
export type ProfileQuery = (userId: number) => UseQueryOptions<Profile, Error, Profile, QueryKey>;

/** What the fields need of an uncontrolled Mantine form, whatever else the form holds. */
export interface AddresseeForm {
  getInputProps(path: string, options?: { type?: 'input' | 'checkbox' }): GetInputPropsReturnType;
  key(path: string): string;
  setFieldValue(path: string, value: unknown): void;
  clearFieldError(path: string): void;
}

/**
 * The addressee's fields, under `prefix` in the form ('' or 'invoice.'): a VAT number unless
 * "I don't have a VAT number" is ticked; ticking the box empties and disables the VAT number.
 */
export function InvoiceAddresseeFields({
  form,
  prefix = '',
  initialNoVat,
  firstField,
}: {
  form: AddresseeForm;
  prefix?: '' | 'invoice.';
  initialNoVat: boolean;
  firstField?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  // The form is uncontrolled: the box's state is kept here too, so the VAT field can be disabled.
  const [noVat, setNoVat] = useState(initialNoVat);
  const path = (name: keyof InvoiceAddresseeValues) => `${prefix}${name}`;

  const toggleNoVat = (checked: boolean) => {
    setNoVat(checked);
    form.setFieldValue(path('noVat'), checked);
    if (checked) {
      form.setFieldValue(path('vatNumber'), '');
      form.clearFieldError(path('vatNumber'));
    }
  };

  const field = (name: TextField) => ({
    ...form.getInputProps(path(name)),
    label: t(LABELS[name]),
    'data-testid': `invoice-form-${name}`,
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          key={form.key(path('name'))}
          {...field('name')}
          ref={firstField}
          required
          autoComplete="name"
        />
        <TextInput
          key={form.key(path('companyName'))}
          {...field('companyName')}
          autoComplete="organization"
        />
        <TextInput
          key={form.key(path('street'))}
          {...field('street')}
          required
          autoComplete="address-line1"
        />
        <SimpleGrid cols={2}>
          <TextInput key={form.key(path('number'))} {...field('number')} required />
          <TextInput key={form.key(path('box'))} {...field('box')} />
        </SimpleGrid>
        <TextInput
          key={form.key(path('postcode'))}
          {...field('postcode')}
          required
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextInput key={form.key(path('city'))} {...field('city')} required autoComplete="address-level2" />
      </SimpleGrid>
      <TextInput
        key={form.key(path('vatNumber'))}
        {...field('vatNumber')}
        required={!noVat}
        disabled={noVat}
        placeholder="BE0123456789"
      />
      <Checkbox
        {...form.getInputProps(path('noVat'), { type: 'checkbox' })}
        key={form.key(path('noVat'))}
        onChange={(event) => toggleNoVat(event.currentTarget.checked)}
        label={t('orders:invoiceForm.noVat')}
        data-testid="invoice-form-noVat"
      />
    </Stack>
  );
}
