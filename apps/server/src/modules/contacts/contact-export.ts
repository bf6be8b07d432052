import type { Writable } from 'node:stream';
import type { ContactExportQuery, Language } from '@app/contract';
import { brusselsToday, CONTACT_EXPORT_COLUMNS } from '@app/contract';
import type { Database } from '../../db/client';
import type { CellValue } from '../../documents/xlsx';
import { writeBatches, XlsxStream } from '../../documents/xlsx';
import { translator } from '../../i18n';
import type { ContactCriteria, ExportRow } from './contacts.repository';
import { findExportBatch } from './contacts.repository';

/** Contacts read per query: a batch is written, then dropped, so memory stays bounded. */
export const CONTACT_EXPORT_BATCH_SIZE = 1_000;

type ColumnName = (typeof CONTACT_EXPORT_COLUMNS)[number];

const text = (value: string | null): CellValue => ({ kind: 'text', value });

/** Each contract column: its header key (literal, for the i18n check), width and cell. */
const COLUMNS: Record<ColumnName, { header: string; width: number; cell: (row: ExportRow) => CellValue }> = {
  vlancode: { header: 'contacts:column.vlancode', width: 10, cell: (row) => text(row.vlancode) },
  projectReference: {
    header: 'contacts:column.projectReference',
    width: 20,
    cell: (row) => text(row.project_reference),
  },
  reference: { header: 'contacts:column.reference', width: 18, cell: (row) => text(row.your_reference) },
  email: { header: 'contacts:column.email', width: 30, cell: (row) => text(row.email) },
  firstname: { header: 'contacts:column.firstname', width: 16, cell: (row) => text(row.first_name) },
  name: { header: 'contacts:column.name', width: 18, cell: (row) => text(row.last_name) },
  phone: { header: 'contacts:column.phone', width: 16, cell: (row) => text(row.phone) },
  message: { header: 'contacts:column.message', width: 60, cell: (row) => text(row.message) },
  // Brussels wall-clock time: a date cell with its minutes, which Excel sorts and filters.
  sentDate: {
    header: 'contacts:column.sentDate',
    width: 17,
    cell: (row) => ({ kind: 'dateTime', value: row.sent_local }),
  },
};

export interface ContactExportPlan {
  criteria: ContactCriteria;
  fileName: string;
}

/** The file name (translated, with today's Belgian date) and what the export selects. */
export function planContactExport(query: ContactExportQuery, lang: Language, now: Date): ContactExportPlan {
  const t = translator(lang);
  const date = brusselsToday(now);
  return {
    criteria: {
      side: query.sent ? 'sent' : 'received',
      from: query.from,
      to: query.to,
      vlancode: query.vlancode,
    },
    fileName: query.sent
      ? t('contacts:export.fileNameSent', { date })
      : t('contacts:export.fileName', { date }),
  };
}

/**
 * Streams one row per lead, as the screen counts them, newest first, into `out`,
 * CONTACT_EXPORT_BATCH_SIZE at a time on a (first_at, id) keyset (writeBatches). Stops without an
 * error when the download is cancelled.
 */
export async function writeContactExport(
  db: Database,
  userId: number,
  plan: ContactExportPlan,
  lang: Language,
  out: Writable,
): Promise<void> {
  const t = translator(lang);
  const columns = CONTACT_EXPORT_COLUMNS.map((name) => COLUMNS[name]);
  const workbook = new XlsxStream(
    out,
    t(plan.criteria.side === 'sent' ? 'contacts:export.sheetSent' : 'contacts:export.sheet'),
    columns.map((column) => ({ header: t(column.header), width: column.width })),
  );
  await writeBatches<ExportRow>(
    workbook,
    CONTACT_EXPORT_BATCH_SIZE,
    (last) =>
      findExportBatch(
        db,
        userId,
        plan.criteria,
        last && { sentAt: last.cursor_at, id: last.id },
        CONTACT_EXPORT_BATCH_SIZE,
      ),
    (row) => columns.map((column) => column.cell(row)),
  );
}
