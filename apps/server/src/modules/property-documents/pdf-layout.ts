import type { Language, Property } from '@app/contract';
import type { Pdf } from '../../documents/pdf';
import { createPdf, FONT } from '../../documents/pdf';
import type { AgencyRow } from './agency.repository';
import type { Translate } from './property-labels';
import {
  addressLines,
  keyFigures,
  priceLabel,
  propertyTypeLabel,
  statusLabel,
  transactionLabel,
} from './property-labels';

/** A4 in points, and the margin of every page. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

const INK = '#1a1b1e';
export const MUTED = '#495057';
const ACCENT = '#1864ab';
const PLACEHOLDER = '#e9ecef';
const STATUS_BANNER = '#c92a2a';

/** Listings in these states get a banner under the transaction line ("Sold", "Option"). */
const BANNER_STATUS_IDS: readonly number[] = [6, 7];

/** An A4 portrait document with its title and language in the metadata. */
export const newPdf = (title: string, lang: Language): Pdf => createPdf({ title, lang, margin: PAGE.margin });

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** Writes text at the current position or at `at`. */
export function write(
  doc: Pdf,
  text: string,
  style: TextStyle,
  options: PDFKit.Mixins.TextOptions & { at?: { x: number; y: number } } = {},
): Pdf {
  const { at, ...textOptions } = options;
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  return at
    ? doc.text(text, at.x, at.y, { width: CONTENT_WIDTH, ...textOptions })
    : doc.text(text, { width: CONTENT_WIDTH, ...textOptions });
}

/**
 * The head of a poster or folder: the transaction line ("Te koop") big, a banner for a sold, rented
 * or optioned listing, and the owner's logo on the right when there is one.
 */
export function writeHeadline(
  doc: Pdf,
  property: Property,
  t: Translate,
  logo: Buffer | null,
  size: number,
): void {
  const top = PAGE.margin;
  const logoBox = { width: 150, height: 60 };
  if (logo) {
    doc.image(logo, PAGE.width - PAGE.margin - logoBox.width, top, {
      fit: [logoBox.width, logoBox.height],
      align: 'right',
    });
  }
  const width = CONTENT_WIDTH - (logo ? logoBox.width + 16 : 0);
  write(
    doc,
    transactionLabel(property, t),
    { size, bold: true, color: ACCENT },
    { at: { x: PAGE.margin, y: top }, width },
  );
  if (BANNER_STATUS_IDS.includes(property.status.id)) {
    write(doc, statusLabel(property, t), { size: size / 2, bold: true, color: STATUS_BANNER }, { width });
  }
  doc.y = Math.max(doc.y, top + (logo ? logoBox.height : 0)) + 12;
  doc.x = PAGE.margin;
}

/** Listings have no photo files yet: a grey area of the photo's place, with the photo count. */
export function writePhotoPlaceholder(doc: Pdf, property: Property, t: Translate, height: number): void {
  const top = doc.y;
  doc.save().rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(PLACEHOLDER).restore();
  write(
    doc,
    t('documents:photos', { count: property.photoCount }),
    { size: 14, color: MUTED },
    { at: { x: PAGE.margin, y: top + height / 2 - 8 }, align: 'center' },
  );
  doc.x = PAGE.margin;
  doc.y = top + height + 16;
}

/** Price, property type, address and key figures, in decreasing size. */
export function writeKeyFacts(
  doc: Pdf,
  property: Property,
  t: Translate,
  sizes: { price: number; type: number; text: number },
): void {
  write(doc, priceLabel(property, t), { size: sizes.price, bold: true });
  doc.moveDown(0.2);
  write(doc, propertyTypeLabel(property, t), { size: sizes.type, bold: true, color: MUTED });
  for (const line of addressLines(property, t)) write(doc, line, { size: sizes.text });
  const figures = keyFigures(property, t);
  if (figures.length > 0) {
    doc.moveDown(0.3);
    write(doc, figures.join('   •   '), { size: sizes.text, bold: true });
  }
}

/** The listing's code and public address, small. */
export function writeCode(doc: Pdf, property: Property, t: Translate): void {
  write(doc, t('documents:code', { code: property.vlancode }), { size: 10, color: MUTED });
  if (property.url) write(doc, property.url, { size: 10, color: ACCENT });
}

/** The owner's name as a visitor should read it: the company, else the person. */
function ownerName(agency: AgencyRow): string {
  const person = [agency.firstName, agency.lastName].filter(Boolean).join(' ');
  if (agency.isPro && agency.companyName) return agency.companyName;
  return person || agency.userName || agency.companyName || '';
}

/** The lines of the agency block: name, address (professionals only), phone, e-mail, website. */
export function agencyLines(agency: AgencyRow, t: Translate): { name: string; lines: string[] } {
  const lines: string[] = [];
  // A private seller's home address is not printed: the listing's own address is on the page.
  if (agency.isPro) {
    const box = agency.box ? t('documents:box', { box: agency.box }) : null;
    const street = [agency.street, agency.houseNumber, box].filter(Boolean).join(' ');
    const place = [agency.postcode, agency.city].filter(Boolean).join(' ');
    lines.push(...[street, place].filter(Boolean));
  }
  const phone = agency.phone ?? agency.mobile;
  if (phone) lines.push(phone);
  lines.push((agency.isPro ? agency.buyerContactEmail : null) ?? agency.email);
  if (agency.isPro && agency.website) lines.push(agency.website);
  return { name: ownerName(agency), lines };
}

/** The agency block at the foot of the current page, under a rule. */
export function writeAgencyBlock(doc: Pdf, agency: AgencyRow, t: Translate): void {
  const { name, lines } = agencyLines(agency, t);
  const lineHeight = 14;
  const height = 18 + 20 + lines.length * lineHeight;
  // A little slack above the bottom margin: a line touching it would make pdfkit open a new page.
  const top = PAGE.height - PAGE.margin - height - 8;
  doc
    .save()
    .moveTo(PAGE.margin, top - 10)
    .lineTo(PAGE.width - PAGE.margin, top - 10)
    .lineWidth(1)
    .strokeColor(PLACEHOLDER)
    .stroke()
    .restore();
  write(
    doc,
    t('documents:contact'),
    { size: 10, bold: true, color: MUTED },
    { at: { x: PAGE.margin, y: top } },
  );
  // One line each: a long value ends in an ellipsis instead of pushing the block off the page.
  write(doc, name, { size: 14, bold: true }, { ellipsis: true, height: 20 });
  for (const line of lines) write(doc, line, { size: 11 }, { ellipsis: true, height: lineHeight });
}
