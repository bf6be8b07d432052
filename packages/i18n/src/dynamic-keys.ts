import {
  EXTRA_ROUTES,
  LANGUAGES,
  MARKET_HINTS,
  MARKET_VERDICTS,
  ORDER_PACKAGE_CODES,
  DEVICE_TYPES,
  ORDER_TYPES,
  PROPERTY_TYPES,
  ROUTE_NAMES,
  SECURITY_EVENT_KINDS,
  STATUS_TYPES,
  TRANSACTION_TYPES,
} from '@app/contract';
import nlAccount from '../locales/nl/account.json' with { type: 'json' };

/**
 * Key families that code builds from a value (`lookups:propertyType.${code}`).
 * Each family's keys must be exactly its values, and its prefix must appear in the source.
 * Every other key must appear in the source as a literal `namespace:key`.
 */
const NOTICE_KINDS = SECURITY_EVENT_KINDS.filter((kind) => kind !== 'account-secured');

export const DYNAMIC_KEY_FAMILIES: Record<string, readonly string[]> = {
  'lookups:propertyType.': PROPERTY_TYPES,
  'lookups:transactionType.': TRANSACTION_TYPES,
  'lookups:statusType.': STATUS_TYPES.map((status) => status.code),
  /** A listing against its market: My properties' rows, and components/market-comparison.tsx. */
  'market:verdict.': MARKET_VERDICTS,
  'market:hint.': MARKET_HINTS.filter((hint) => hint !== 'description'),
  'market:missing.': LANGUAGES,
  /**
   * The title of each route (apps/web/src/lib/page-title.ts); but the seller's report's, in its own
   * namespace (`sellerReport:title`), not in the shell's `routes` that every first load carries.
   */
  'routes:title.': [...ROUTE_NAMES, ...Object.keys(EXTRA_ROUTES).filter((name) => name !== 'seller-report')],
  /** Order types and package names (features/orders, the receipt and invoice PDFs). */
  'orders:type.': ORDER_TYPES,
  'orders:package.': ORDER_PACKAGE_CODES,
  /**
   * The names of the personal data export's fields (features/account, dump-section.tsx): every key
   * the export holds, checked against the export itself by the server's personal-data-labels.test.ts.
   */
  'account:data.field.': Object.keys(nlAccount.data.field),
  /** Where the user is signed in (features/account, user-sessions.tsx): the device, and a sign-in of their own. */
  'account:sessions.deviceType.': DEVICE_TYPES,
  'account:sessions.method.': ['password', 'passkey'],
  /** The account's security activity, and the notice each change e-mails (the account secured sends none). */
  'account:securityEvents.kind.': SECURITY_EVENT_KINDS,
  'mail:securityNotice.subject.': NOTICE_KINDS,
  'mail:securityNotice.what.': NOTICE_KINDS,
};
