import type { ListingOrderType } from '@app/contract';
import { ORDER_REMARKS_MAX, ProductOrderRequest } from '@app/contract';
import { Textarea } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { PackageChoice, packagesOf } from '../../../components/package-choice';
import { TermsCheckbox } from '../../../components/terms-checkbox';

export type OrderTarget = { listingId: number } | { projectId: number };

export type OrderValues = {
  type: ListingOrderType;
  package: string;
  remarks: string;
  termsAccepted: boolean;
} & Partial<{ listingId: number; projectId: number }>;

/** Literal keys, so the catalog check sees them. */
const LEGENDS: Record<ListingOrderType, string> = {
  publication: 'orders:product.publicationLegend',
  prolongation: 'orders:product.prolongationLegend',
  upsell: 'orders:product.upsellLegend',
};

/**
 * A "Product order request" form (spec section 3: remarks and terms acceptance) for one target,
 * checked with the contract's ProductOrderRequest: the browser says what the server would say.
 * The first package is chosen from the start: there is always a sensible default.
 */
export function useOrderForm(type: ListingOrderType, target: OrderTarget) {
  return useSchemaForm<OrderValues>(ProductOrderRequest, {
    type,
    package: packagesOf(type)[0]!.code,
    ...target,
    remarks: '',
    termsAccepted: false,
  });
}

export function OrderFields({
  form,
  type,
}: {
  form: ReturnType<typeof useOrderForm>;
  type: ListingOrderType;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PackageChoice
        key={form.key('package')}
        type={type}
        legend={t(LEGENDS[type])}
        inputProps={form.getInputProps('package')}
      />
      <Textarea
        {...form.getInputProps('remarks')}
        key={form.key('remarks')}
        label={t('orders:product.remarks')}
        // No autosize: it needs document.fonts, which jsdom lacks; the user can resize.
        rows={3}
        maxLength={ORDER_REMARKS_MAX}
        data-testid="order-remarks"
      />
      <TermsCheckbox
        key={form.key('termsAccepted')}
        inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })}
        testId="order-terms"
      />
    </>
  );
}
