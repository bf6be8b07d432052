import type { Language, Order } from '@app/contract';
import { formatDate, formatMoney, orderTypeLabel, packageDescription } from '@app/i18n';
import { translator } from '../../i18n';
import type { InvoiceRow } from './invoices.repository';
import {
  addressBlock,
  amounts,
  details,
  documentTitle,
  footer,
  issuerBlock,
  ownLine,
  paragraph,
  renderPdf,
} from './pdf-document';
import { PAYMENT_TERM_DAYS, PORTAL_COMPANY, VAT_RATE_PERCENT } from './portal-company';
import { issuerLines, vatLines } from './receipt-pdf';
import { splitIncludedVat } from './vat';

type Translate = ReturnType<typeof translator>;

/** Who is invoiced, from the invoice's own copy: company, name, address, VAT number or its absence. */
function addresseeLines(t: Translate, invoice: InvoiceRow): string[] {
  const street = [invoice.street, invoice.house_number].filter(Boolean).join(' ');
  const withBox = invoice.box ? `${street} ${t('orders:pdf.box', { box: invoice.box })}` : street;
  return [
    invoice.company_name,
    invoice.name,
    withBox,
    [invoice.zip, invoice.city].filter(Boolean).join(' '),
    invoice.vat_number
      ? t('orders:pdf.invoice.vatNumber', { vat: invoice.vat_number })
      : t('orders:pdf.invoice.noVat'),
  ].filter((line): line is string => Boolean(line));
}

/**
 * The invoice (A4) in the language of the request. Everything it bills comes from the invoice row,
 * which keeps a copy; only whether it was paid comes from the order.
 */
export function invoicePdf(
  invoice: InvoiceRow,
  order: Pick<Order, 'paidAt'>,
  lang: Language,
): Promise<Buffer> {
  const t = translator(lang);
  const title = t('orders:pdf.invoice.title');
  return renderPdf({ title: `${title} ${invoice.number}`, lang }, (doc) => {
    issuerBlock(doc, issuerLines(t, lang));
    documentTitle(doc, title);
    addressBlock(doc, t('orders:pdf.invoice.addressee'), addresseeLines(t, invoice));
    details(doc, [
      [t('orders:pdf.invoice.number'), invoice.number],
      [t('orders:pdf.invoice.date'), formatDate(invoice.created_at, lang)],
      [t('orders:pdf.orderReference'), invoice.order_reference],
    ]);
    const billed = {
      type: orderTypeLabel(t, invoice.order_type),
      package: packageDescription(t, invoice.order_type, invoice.package),
    };
    // A product order bills the account, not a listing.
    const line =
      invoice.vlancode === null
        ? t('orders:pdf.invoice.productLine', billed)
        : t('orders:pdf.invoice.line', { ...billed, vlancode: invoice.vlancode });
    const net = splitIncludedVat(invoice.amount_cents).netCents / 100;
    amounts(doc, [[line, formatMoney(net)], ...vatLines(t, invoice.amount_cents)]);
    paragraph(
      doc,
      order.paidAt
        ? t('orders:pdf.invoice.paid', {
            date: formatDate(order.paidAt, lang),
            communication: ownLine(invoice.structured_communication),
          })
        : t('orders:pdf.invoice.terms', {
            days: PAYMENT_TERM_DAYS,
            amount: formatMoney(invoice.amount_cents / 100),
            iban: PORTAL_COMPANY.iban,
            bic: PORTAL_COMPANY.bic,
            communication: ownLine(invoice.structured_communication),
          }),
      { bold: true },
    );
    footer(doc, t('orders:pdf.vatIncluded', { rate: VAT_RATE_PERCENT }));
  });
}
