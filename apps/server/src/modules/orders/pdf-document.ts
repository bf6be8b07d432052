import type { Language } from '@app/contract';
import type { Pdf } from '../../documents/pdf';
import { createPdf, FONT, pdfBuffer } from '../../documents/pdf';
import { PORTAL_COMPANY } from './portal-company';

const MARGIN = 56;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** A one-page A4 document by the portal, collected in memory (a receipt is a few kilobytes). */
export function renderPdf(
  meta: { title: string; lang: Language },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = createPdf({ ...meta, margin: MARGIN, author: PORTAL_COMPANY.name });
  draw(doc);
  return pdfBuffer(doc);
}

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;

/** The portal's block at the top: who issues the document, and where to pay. */
export function issuerBlock(doc: Pdf, lines: readonly string[]): void {
  doc.font(FONT.bold).fontSize(16).fillColor('black').text(PORTAL_COMPANY.name);
  doc.font(FONT.regular).fontSize(9).fillColor(GREY);
  for (const line of lines) doc.text(line);
  doc.fillColor('black').moveDown(1.5);
}

export function documentTitle(doc: Pdf, title: string): void {
  doc.font(FONT.bold).fontSize(20).fillColor('black').text(title);
  doc.moveDown(0.8);
}

/** Label and value pairs in two columns. */
export function details(doc: Pdf, rows: ReadonlyArray<readonly [string, string]>): void {
  const labelWidth = 150;
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fillColor(GREY)
      .text(label, MARGIN, y, { width: labelWidth - 10 });
    const afterLabel = doc.y;
    doc
      .font(FONT.regular)
      .fillColor('black')
      .text(value, MARGIN + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

export function paragraph(doc: Pdf, text: string, options: { bold?: boolean } = {}): void {
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(10)
    .fillColor('black')
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/**
 * A structured communication set on a line of its own: Unicode line breaking allows a break between
 * its plus signs, and a communication split over two lines is easily mistyped at the bank.
 */
export const ownLine = (communication: string): string => `\n${communication}`;

/** A block of short lines (an address) under a bold heading. */
export function addressBlock(doc: Pdf, heading: string, lines: readonly string[]): void {
  doc.font(FONT.bold).fontSize(10).fillColor('black').text(heading, MARGIN, doc.y);
  doc.font(FONT.regular);
  for (const line of lines) doc.text(line, { width: contentWidth(doc) });
  doc.moveDown(1);
}

function rule(doc: Pdf): void {
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 6;
}

/** Amount lines, right-aligned, between rules; the last line (the total) in bold. */
export function amounts(doc: Pdf, rows: ReadonlyArray<readonly [string, string]>): void {
  const amountWidth = 120;
  const labelWidth = contentWidth(doc) - amountWidth;
  rule(doc);
  rows.forEach(([label, amount], index) => {
    const bold = index === rows.length - 1;
    const y = doc.y;
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(bold ? 11 : 10)
      .fillColor('black');
    doc.text(label, MARGIN, y, { width: labelWidth - 12 });
    // A long label wraps: the next line starts below whichever column ended lower.
    const afterLabel = doc.y;
    doc.text(amount, MARGIN + labelWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, afterLabel) + 3;
    if (index === rows.length - 2) rule(doc);
  });
  rule(doc);
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** A small print line at the bottom of the page. */
export function footer(doc: Pdf, text: string): void {
  const y = doc.page.height - MARGIN - 20;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(text, MARGIN, y, { width: contentWidth(doc), align: 'center', lineBreak: false });
}
