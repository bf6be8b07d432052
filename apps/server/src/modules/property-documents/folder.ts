import type { Language, Property } from '@app/contract';
import { formatCalendarDay, formatDate, formatNumber } from '@app/i18n';
import type { Pdf } from '../../documents/pdf';
import { pdfBuffer } from '../../documents/pdf';
import type { CellValue } from '../../documents/xlsx';
import { translator } from '../../i18n';
import type { ExportColumn } from './export-columns';
import { EXPORT_COLUMNS } from './export-columns';
import {
  CONTENT_WIDTH,
  MUTED,
  newPdf,
  PAGE,
  write,
  writeAgencyBlock,
  writeHeadline,
  writeKeyFacts,
  writePhotoPlaceholder,
} from './pdf-layout';
import type { ListingDocumentInput } from './poster';
import type { Translate } from './property-labels';
import { descriptionsInOrder } from './property-labels';

const LABEL_WIDTH = 190;

/** Literal keys: the i18n check finds every key in the source. */
const LANGUAGE_KEYS: Record<Language, string> = {
  nl: 'documents:language.nl',
  fr: 'documents:language.fr',
  en: 'documents:language.en',
};

/** A cell as the folder prints it: the column's own text, else the value formatted for `lang`. */
function detailText(column: ExportColumn, property: Property, t: Translate, lang: Language): string {
  if (column.display) return column.display(property, t);
  const cell: CellValue = column.cell(property, t);
  if (cell.value === null) return '—';
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'integer':
    case 'euro':
      return formatNumber(cell.value, lang);
    case 'date':
      return formatDate(cell.value, lang);
    case 'dateTime':
      // Already Brussels wall-clock time: the day as every day is written, then its minutes.
      return `${formatCalendarDay(cell.value.slice(0, 10), lang)}, ${cell.value.slice(11)}`;
  }
}

/** Page 1: what the poster shows, smaller, then the descriptions in the reader's language first. */
function writeFirstPage(doc: Pdf, input: ListingDocumentInput, t: Translate): void {
  const { property, logo, lang } = input;
  writeHeadline(doc, property, t, logo, 30);
  writeKeyFacts(doc, property, t, { price: 22, type: 14, text: 11 });
  doc.moveDown(0.6);
  writePhotoPlaceholder(doc, property, t, 190);
  write(doc, t('documents:folder.description'), { size: 16, bold: true });
  doc.moveDown(0.3);
  const descriptions = descriptionsInOrder(property, lang);
  if (descriptions.length === 0) write(doc, t('documents:folder.noDescription'), { size: 11, color: MUTED });
  for (const description of descriptions) {
    write(doc, t(LANGUAGE_KEYS[description.lang]), { size: 10, bold: true, color: MUTED });
    // A long description flows onto further pages; the details still start on a page of their own.
    write(doc, description.text, { size: 10.5 }, { align: 'justify', paragraphGap: 4 });
    doc.moveDown(0.6);
  }
}

/** The last page: every Property field as a label and its value, then the agency block. */
function writeDetailsPage(doc: Pdf, input: ListingDocumentInput, t: Translate): void {
  const { property, agency, lang } = input;
  doc.addPage();
  write(doc, t('documents:folder.details'), { size: 16, bold: true });
  doc.moveDown(0.5);
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  for (const column of EXPORT_COLUMNS.filter((candidate) => !candidate.description)) {
    const top = doc.y;
    write(
      doc,
      t(column.header),
      { size: 10, bold: true, color: MUTED },
      { at: { x: PAGE.margin, y: top }, width: LABEL_WIDTH - 10 },
    );
    const labelBottom = doc.y;
    write(
      doc,
      detailText(column, property, t, lang),
      { size: 10 },
      { at: { x: PAGE.margin + LABEL_WIDTH, y: top }, width: valueWidth },
    );
    doc.x = PAGE.margin;
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  writeAgencyBlock(doc, agency, t);
}

/** The folder handed out at a visit: two A4 pages (more when the descriptions are long). */
export function buildFolder(input: ListingDocumentInput): Promise<Buffer> {
  const t = translator(input.lang);
  const doc = newPdf(t('documents:folder.title', { code: input.property.vlancode }), input.lang);
  writeFirstPage(doc, input, t);
  writeDetailsPage(doc, input, t);
  return pdfBuffer(doc);
}
