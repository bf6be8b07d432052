import { z } from 'zod';
import { TEXT_MEDIUM_MAX, TEXT_SHORT_MAX } from './constants';
import { BelgianVat, MSG, omittable, requiredText } from './validation';

/**
 * The invoice's addressee. A VAT number is required unless "I don't have a VAT number" is ticked
 * (spec section 5); with the box ticked a VAT number is dropped.
 */
export const InvoiceAddresseeFields = z.object({
  noVat: z.boolean().default(false),
  vatNumber: omittable(BelgianVat),
  companyName: omittable(z.string().trim().max(TEXT_MEDIUM_MAX)),
  name: requiredText(TEXT_MEDIUM_MAX),
  street: requiredText(TEXT_MEDIUM_MAX),
  number: requiredText(20),
  box: omittable(z.string().trim().max(20)),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, MSG.number),
  city: requiredText(TEXT_SHORT_MAX),
});

interface VatChoice {
  noVat: boolean;
  vatNumber: string | null;
}
export const vatRule = (value: VatChoice, context: z.RefinementCtx): void => {
  if (!value.noVat && !value.vatNumber) {
    context.addIssue({ code: 'custom', path: ['vatNumber'], message: MSG.required });
  }
};
export const dropVatWhenNone = <T extends VatChoice>(value: T): T =>
  value.noVat ? { ...value, vatNumber: null } : value;

export const InvoiceAddressee = InvoiceAddresseeFields.superRefine(vatRule).transform(dropVatWhenNone);
export type InvoiceAddressee = z.output<typeof InvoiceAddressee>;
export type InvoiceAddresseeInput = z.input<typeof InvoiceAddressee>;
