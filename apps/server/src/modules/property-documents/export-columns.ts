import type { Property } from '@app/contract';
import { RATING_MAX } from '@app/contract';
import type { CellValue } from '../../documents/xlsx';
import type { Translate } from './property-labels';
import { priceLabel, propertyTypeLabel, statusLabel, transactionLabel } from './property-labels';

export interface ExportColumn {
  /** A literal key, so the i18n check finds it. */
  header: string;
  /** Excel's width, in characters. */
  width: number;
  cell: (property: Property, t: Translate) => CellValue;
  /** A description: the folder prints these as texts on its first page, not in its table. */
  description?: true;
  /** The folder's text when the plain value would say less ("4 out of 5", "€ 950 per month"). */
  display?: (property: Property, t: Translate) => string;
}

const text = (value: string | null): CellValue => ({ kind: 'text', value });
const integer = (value: number | null): CellValue => ({ kind: 'integer', value });

/** Every Property field of spec section 3, one column each, in the order of the spec. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'documents:column.vlancode', width: 10, cell: (p) => text(p.vlancode) },
  { header: 'documents:column.yourReference', width: 18, cell: (p) => text(p.yourReference) },
  { header: 'documents:column.softwareReference', width: 18, cell: (p) => text(p.softwareReference) },
  { header: 'documents:column.status', width: 16, cell: (p, t) => text(statusLabel(p, t)) },
  { header: 'documents:column.transactionType', width: 16, cell: (p, t) => text(transactionLabel(p, t)) },
  { header: 'documents:column.propertyType', width: 20, cell: (p, t) => text(propertyTypeLabel(p, t)) },
  {
    header: 'documents:column.price',
    width: 14,
    cell: (p) => ({ kind: 'euro', value: p.price }),
    display: (p, t) => priceLabel(p, t),
  },
  { header: 'documents:column.street', width: 24, cell: (p) => text(p.street) },
  { header: 'documents:column.number', width: 8, cell: (p) => text(p.number) },
  { header: 'documents:column.box', width: 6, cell: (p) => text(p.box) },
  { header: 'documents:column.zipcode', width: 10, cell: (p) => text(p.zipcode) },
  { header: 'documents:column.city', width: 18, cell: (p) => text(p.city) },
  { header: 'documents:column.livableSurface', width: 12, cell: (p) => integer(p.livableSurface) },
  { header: 'documents:column.bedrooms', width: 10, cell: (p) => integer(p.bedrooms) },
  { header: 'documents:column.onlineDate', width: 12, cell: (p) => ({ kind: 'date', value: p.onlineDate }) },
  {
    header: 'documents:column.offlineDate',
    width: 12,
    cell: (p) => ({ kind: 'date', value: p.offlineDate }),
  },
  {
    header: 'documents:column.searchAppearances',
    width: 12,
    cell: (p) => integer(p.counters.searchAppearances),
  },
  { header: 'documents:column.detailViews', width: 12, cell: (p) => integer(p.counters.detailViews) },
  { header: 'documents:column.mails', width: 10, cell: (p) => integer(p.counters.mails) },
  { header: 'documents:column.phoneRequests', width: 12, cell: (p) => integer(p.counters.phoneRequests) },
  {
    header: 'documents:column.rating',
    width: 10,
    cell: (p) => integer(p.rating),
    display: (p, t) =>
      p.rating === null
        ? t('documents:notRated')
        : t('documents:rating', { rating: p.rating, max: RATING_MAX }),
  },
  { header: 'documents:column.projectReference', width: 18, cell: (p) => text(p.projectReference) },
  { header: 'documents:column.url', width: 40, cell: (p) => text(p.url) },
  {
    header: 'documents:column.descriptionNl',
    width: 60,
    cell: (p) => text(p.descriptions.nl),
    description: true,
  },
  {
    header: 'documents:column.descriptionFr',
    width: 60,
    cell: (p) => text(p.descriptions.fr),
    description: true,
  },
  {
    header: 'documents:column.descriptionEn',
    width: 60,
    cell: (p) => text(p.descriptions.en),
    description: true,
  },
];
