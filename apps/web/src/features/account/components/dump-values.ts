import type { Language } from '@app/contract';
import {
  ORDER_TYPES,
  PROPERTY_TYPES,
  STATUS_TYPES,
  TRANSACTION_TYPES,
  USER_STATUS_ACTIVE,
  USER_STATUS_UNCONFIRMED,
} from '@app/contract';
import type { TFunction } from '@app/i18n';
import { formatDate, formatDateTime, formatMoney, formatNumber, packageLabel } from '@app/i18n';
import { weekdayName } from '../../../lib/weekday-names';
import { PROVIDER_NAMES } from '../provider-names';
import { CODE_KEYS } from './dump-codes';

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
  /** The page's messages: field names and the names of codes. */
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

const isOneOf = (codes: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && codes.includes(value);

/** The name of a code the export holds under `key`, as the rest of the app names it; undefined when none. */
type CodeName = (value: unknown, t: TFunction, lang: Language) => string | undefined;
const propertyTypeName: CodeName = (value, t) =>
  isOneOf(PROPERTY_TYPES, value) ? t(`lookups:propertyType.${value}`) : undefined;
const CODE_NAMES: Record<string, CodeName> = {
  propertyType: propertyTypeName,
  propertyTypes: propertyTypeName,
  transactionType: (value, t) =>
    isOneOf(TRANSACTION_TYPES, value) ? t(`lookups:transactionType.${value}`) : undefined,
  statusId: (value, t) => {
    const status = STATUS_TYPES.find((type) => type.id === value);
    return status ? t(`lookups:statusType.${status.code}`) : undefined;
  },
  // Orders: their type and package (other sections' `type` and `package` hold other codes).
  type: (value, t) => (isOneOf(ORDER_TYPES, value) ? t(`orders:type.${value}`) : undefined),
  package: (value, t) => (typeof value === 'string' ? packageLabel(t, value) : undefined),
  // The account's own status is a number (an app device's is a code, named in CODE_KEYS).
  status: (value, t) => {
    if (typeof value !== 'number') return undefined;
    if (value === USER_STATUS_ACTIVE) return t('account:data.code.accountStatus.active');
    if (value === USER_STATUS_UNCONFIRMED) return t('account:data.code.accountStatus.unconfirmed');
    return t('account:data.code.accountStatus.restricted');
  },
  // How the account was made: with a password, or the provider it signed up with.
  origin: (value, t) => {
    if (value === 'password') return t('account:data.code.origin.password');
    return typeof value === 'string' && Object.hasOwn(PROVIDER_NAMES, value)
      ? PROVIDER_NAMES[value as keyof typeof PROVIDER_NAMES]
      : undefined;
  },
  // Opening hours: ISO weekdays, Monday 1.
  weekday: (value, _t, lang) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7
      ? weekdayName(value, lang)
      : undefined,
};

/** The name of a code of the field `key` listed in CODE_KEYS. */
function catalogName(key: string): CodeName | undefined {
  const keys = Object.hasOwn(CODE_KEYS, key) ? CODE_KEYS[key] : undefined;
  if (!keys) return undefined;
  return (value, t) =>
    typeof value === 'string' && Object.hasOwn(keys, value) ? t(keys[value]!) : undefined;
}

/**
 * The value of the field `key` as text: amounts in cents (`…Cents`) as euros, codes by their names,
 * anything else as `formatValue` shows it.
 */
export function formatField(key: string, value: unknown, lang: Language, labels: ValueLabels): string {
  if (key.endsWith('Cents') && typeof value === 'number') return formatMoney(value / 100);
  const named = Object.hasOwn(CODE_NAMES, key) ? CODE_NAMES[key] : undefined;
  const listed = catalogName(key);
  if (named ?? listed) {
    const one = (item: unknown) =>
      named?.(item, labels.t, lang) ?? listed?.(item, labels.t, lang) ?? formatValue(item, lang, labels);
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
      return value.map(one).join(', ');
    }
    if (typeof value === 'string' || typeof value === 'number') return one(value);
  }
  return formatValue(value, lang, labels);
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
