import type { Language, Order, ValuationOrder } from '@app/contract';
import { formatDate, formatMoney, orderTypeLabel, packageDescription } from '@app/i18n';
import { translator } from '../../i18n';
import type { ListingAddressRow } from './orders.repository';
import {
  amounts,
  details,
  documentTitle,
  footer,
  issuerBlock,
  ownLine,
  paragraph,
  renderPdf,
} from './pdf-document';
import { PORTAL_COMPANY, VAT_RATE_PERCENT } from './portal-company';
import { splitIncludedVat } from './vat';

type Translate = ReturnType<typeof translator>;

/** The portal's address, VAT number and bank account, under its name. */
export function issuerLines(t: Translate, lang: Language): string[] {
  return [
    PORTAL_COMPANY.address[lang],
    t('orders:pdf.issuerVat', { vat: PORTAL_COMPANY.vatNumber }),
    t('orders:pdf.issuerBank', { iban: PORTAL_COMPANY.iban, bic: PORTAL_COMPANY.bic }),
    PORTAL_COMPANY.email,
  ];
}

/** "ABC1234 — Kerkstraat 12 bus 1, 9000 Gent": the code first, then what is known of the address. */
export function listingLine(t: Translate, listing: ListingAddressRow): string {
  const street = [listing.street, listing.house_number].filter(Boolean).join(' ');
  const withBox = listing.box ? `${street} ${t('orders:pdf.box', { box: listing.box })}` : street;
  const place = [listing.zip, listing.city].filter(Boolean).join(' ');
  const address = [withBox, place].filter(Boolean).join(', ');
  return address ? `${listing.vlancode} — ${address}` : listing.vlancode;
}

/** Net, VAT and total of a VAT-included amount, as the amount lines of a document. */
export function vatLines(t: Translate, amountCents: number): Array<[string, string]> {
  const split = splitIncludedVat(amountCents);
  return [
    [t('orders:pdf.net'), formatMoney(split.netCents / 100)],
    [t('orders:pdf.vat', { rate: VAT_RATE_PERCENT }), formatMoney(split.vatCents / 100)],
    [t('orders:pdf.total'), formatMoney(split.totalCents / 100)],
  ];
}

/** What a receipt shows of its order. */
type ReceiptOrder = Pick<
  Order,
  'reference' | 'createdAt' | 'type' | 'package' | 'remarks' | 'amount' | 'paidAt' | 'structuredCommunication'
>;

/** The receipt of one order (A4), in the language of the request; `about` names what it is for. */
function receiptDocument(
  order: ReceiptOrder,
  about: Array<[string, string]>,
  lang: Language,
): Promise<Buffer> {
  const t = translator(lang);
  const title = t('orders:pdf.receipt.title');
  return renderPdf({ title: `${title} ${order.reference}`, lang }, (doc) => {
    issuerBlock(doc, issuerLines(t, lang));
    documentTitle(doc, title);
    const rows: Array<[string, string]> = [
      [t('orders:pdf.orderReference'), order.reference],
      [t('orders:pdf.orderDate'), formatDate(order.createdAt, lang)],
      ...about,
      [t('orders:pdf.orderType'), orderTypeLabel(t, order.type)],
      [t('orders:pdf.package'), packageDescription(t, order.type, order.package)],
    ];
    if (order.remarks) rows.push([t('orders:pdf.remarks'), order.remarks]);
    details(doc, rows);
    amounts(doc, vatLines(t, Math.round(order.amount * 100)));
    paragraph(
      doc,
      order.paidAt
        ? t('orders:pdf.paid', { date: formatDate(order.paidAt, lang) })
        : t('orders:pdf.unpaid', {
            amount: formatMoney(order.amount),
            iban: PORTAL_COMPANY.iban,
            bic: PORTAL_COMPANY.bic,
            communication: ownLine(order.structuredCommunication),
          }),
      { bold: true },
    );
    footer(doc, t('orders:pdf.vatIncluded', { rate: VAT_RATE_PERCENT }));
  });
}

/** The receipt of a listing's order. */
export function receiptPdf(order: Order, listing: ListingAddressRow, lang: Language): Promise<Buffer> {
  const t = translator(lang);
  return receiptDocument(order, [[t('orders:pdf.listing'), listingLine(t, listing)]], lang);
}

/** The receipt of a valuation order (decision 026): the valuation's address and the last day. */
export function valuationReceiptPdf(order: ValuationOrder, lang: Language): Promise<Buffer> {
  const t = translator(lang);
  const about: Array<[string, string]> = [];
  if (order.valuation) about.push([t('orders:pdf.valuation'), order.valuation.address]);
  if (order.endsOn) about.push([t('orders:pdf.endsOn'), formatDate(order.endsOn, lang)]);
  return receiptDocument({ ...order, type: 'valuation' }, about, lang);
}
