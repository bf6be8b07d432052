import type { Language } from '@app/contract';
import type { TFunction } from '@app/i18n';
import { formatDate, formatDateTime, formatNumber } from '@app/i18n';

/** Plain values of the personal-data export made readable; the export itself stays machine-readable. */

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export const EMPTY_VALUE = '—';

export interface ValueLabels {
  yes: string;
  no: string;
  /** The page's messages: the names of fields. */
  t: TFunction;
}

/** One value as text: dates and numbers in the page's language, yes/no, lists joined. */
export function formatValue(value: unknown, lang: Language, labels: ValueLabels): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value) && !Number.isNaN(Date.parse(value))) return formatDate(value, lang);
    if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, lang);
    return value;
  }
  if (Array.isArray(value) && value.every((item) => !isPlainObject(item) && !Array.isArray(item))) {
    return value.length === 0 ? EMPTY_VALUE : value.map((item) => formatValue(item, lang, labels)).join(', ');
  }
  return JSON.stringify(value);
}

/** A field's name in the page's language (`account:data.field.<key>`); one without a label, as words. */
export function fieldLabel(key: string, t: TFunction): string {
  const name = `account:data.field.${key}`;
  const label = t(name);
  return label === name ? humanizeKey(key) : label;
}

/** A field name as words: `leadsEmail` -> "Leads email", `vat_number` -> "Vat number". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** The columns of a list of records: every key, in the order they first appear. */
export function columnsOf(rows: PlainObject[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** How many entries a section holds, for its summary line. */
export function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (isPlainObject(value)) return Object.keys(value).length;
  return value === null || value === undefined ? 0 : 1;
}
