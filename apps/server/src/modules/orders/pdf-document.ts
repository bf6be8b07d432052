import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';
import PDFDocument from 'pdfkit';
import { PORTAL_COMPANY } from './portal-company';

/** Windows-1252 above Latin-1's printable range: what the built-in fonts can show besides it. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const showable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};
/** Letters that do not decompose into a base letter and an accent. */
const CLOSEST: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  '\u202f': '\u00a0',
};

/**
 * pdfkit's built-in Helvetica encodes Windows-1252 only; anything else would print as garbage. A
 * character outside it becomes its closest showable form (the narrow no-break space of French
 * numbers a no-break space, "ő" an "o"), or "?" when it has none (emoji, other scripts).
 */
export function pdfText(text: string): string {
  let result = '';
  for (const char of text) {
    if (showable(char) || char === '\n') {
      result += char;
      continue;
    }
    const closest = CLOSEST[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += closest !== '' && [...closest].every(showable) ? closest : '?';
  }
  return result;
}

const MARGIN = 56;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** A one-page A4 document, collected in memory: a receipt is a few kilobytes, and a complete buffer
 * lets the reply carry its length and fail cleanly before any byte is sent. */
export async function renderPdf(
  meta: { title: string; lang: Language },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: LOCALE_OF[meta.lang],
    displayTitle: true,
    info: { Title: pdfText(meta.title), Author: PORTAL_COMPANY.name, Creator: PORTAL_COMPANY.name },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return finished;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - MARGIN * 2;

/** The portal's block at the top: who issues the document, and where to pay. */
export function issuerBlock(doc: PDFKit.PDFDocument, lines: readonly string[]): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(PORTAL_COMPANY.name);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of lines) doc.text(pdfText(line));
  doc.fillColor('black').moveDown(1.5);
}

export function documentTitle(doc: PDFKit.PDFDocument, title: string): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(pdfText(title));
  doc.moveDown(0.8);
}

/** Label and value pairs in two columns. */
export function details(doc: PDFKit.PDFDocument, rows: ReadonlyArray<readonly [string, string]>): void {
  const labelWidth = 150;
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fillColor(GREY)
      .text(pdfText(label), MARGIN, y, { width: labelWidth - 10 });
    const afterLabel = doc.y;
    doc
      .font('Helvetica')
      .fillColor('black')
      .text(pdfText(value), MARGIN + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, options: { bold?: boolean } = {}): void {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('black')
    .text(pdfText(text), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/** A block of short lines (an address) under a bold heading. */
export function addressBlock(doc: PDFKit.PDFDocument, heading: string, lines: readonly string[]): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(pdfText(heading), MARGIN, doc.y);
  doc.font('Helvetica');
  for (const line of lines) doc.text(pdfText(line), { width: contentWidth(doc) });
  doc.moveDown(1);
}

function rule(doc: PDFKit.PDFDocument): void {
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
export function amounts(doc: PDFKit.PDFDocument, rows: ReadonlyArray<readonly [string, string]>): void {
  const amountWidth = 120;
  const labelWidth = contentWidth(doc) - amountWidth;
  rule(doc);
  rows.forEach(([label, amount], index) => {
    const bold = index === rows.length - 1;
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor('black');
    doc.text(pdfText(label), MARGIN, y, { width: labelWidth - 12 });
    // A long label wraps: the next line starts below whichever column ended lower.
    const afterLabel = doc.y;
    doc.text(pdfText(amount), MARGIN + labelWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, afterLabel) + 3;
    if (index === rows.length - 2) rule(doc);
  });
  rule(doc);
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** A small print line at the bottom of the page. */
export function footer(doc: PDFKit.PDFDocument, text: string): void {
  const y = doc.page.height - MARGIN - 20;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(pdfText(text), MARGIN, y, { width: contentWidth(doc), align: 'center', lineBreak: false });
}
