import type { Language } from '@app/contract';

/**
 * The portal's own company as receipts and invoices name it: the one place for its legal name,
 * address, VAT number and bank account. The account is where customers pay orders by transfer.
 */
export const PORTAL_COMPANY = {
  name: 'Immoportaal NV',
  /** Brussels is bilingual: the address in the document's language. */
  address: {
    nl: 'Kunstlaan 21, 1000 Brussel',
    fr: 'Avenue des Arts 21, 1000 Bruxelles',
    en: 'Avenue des Arts 21, 1000 Brussels',
  } satisfies Record<Language, string>,
  vatNumber: 'BE0821734609',
  iban: 'BE68 0017 3529 4634',
  bic: 'GEBABEBB',
  email: 'facturatie@immoportaal.example.be',
} as const;

/** Belgian VAT on the portal's services; prices are quoted VAT included (decision 013). */
export const VAT_RATE_PERCENT = 21;

/** Invoices are payable within this many days (payment terms on the invoice). */
export const PAYMENT_TERM_DAYS = 30;
