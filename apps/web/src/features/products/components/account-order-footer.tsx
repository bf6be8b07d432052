import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import type { AddresseeForm } from '../../../components/invoice-addressee-fields';
import { InvoiceAddresseeFields } from '../../../components/invoice-addressee-fields';
import { TermsCheckbox } from '../../../components/terms-checkbox';

/**
 * The end of every product order form: whom the invoice is made out to, the terms, how it is billed,
 * and the buttons. Test ids: `${testId}-terms`, `${testId}-submit`.
 */
export function AccountOrderFooter({
  form,
  initialNoVat,
  pending,
  canSubmit = true,
  onClose,
  testId,
}: {
  form: AddresseeForm;
  initialNoVat: boolean;
  pending: boolean;
  canSubmit?: boolean;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={3} size="h4">
        {t('products:order.invoice')}
      </Title>
      <InvoiceAddresseeFields form={form} prefix="invoice." initialNoVat={initialNoVat} />
      <TermsCheckbox
        key={form.key('termsAccepted')}
        inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })}
        testId={`${testId}-terms`}
      />
      <Text size="sm" c="dimmed">
        {t('products:order.billing')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('products:order.cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={!canSubmit} data-testid={`${testId}-submit`}>
          {t('products:order.submit')}
        </Button>
      </Group>
    </>
  );
}
