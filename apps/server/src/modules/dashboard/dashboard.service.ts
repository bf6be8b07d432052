import type {
  ActivityDay,
  CurrentUser,
  Dashboard,
  PropertyType,
  RecentContact,
  SlotUsage,
  TransactionType,
} from '@app/contract';
import {
  addDays,
  brusselsToday,
  productWorks,
  DASHBOARD_ACTIVITY_DAYS,
  PROPERTY_TYPES,
  SELECTION_METHODS,
  STATUS_TYPES,
  TRANSACTION_TYPES,
} from '@app/contract';
import type { Database } from '../../db/client';
import type { RecentContactRow } from '../contacts/contacts.service';
import { findRecentContacts } from '../contacts/contacts.service';
import type { ActivityRow, GroupCountRow } from './dashboard.repository';
import { countListings, sumActivity } from './dashboard.repository';
import type { SlotProductRow } from './slots.repository';
import { findSlotUsage } from './slots.repository';
import { todoOf } from './todo.service';

/** Groups in the lookup's order (the order the filters and charts use), only those with listings. */
function inLookupOrder<Code extends string>(
  codes: readonly Code[],
  counts: ReadonlyMap<string, number>,
  what: string,
): Array<{ code: Code; count: number }> {
  for (const code of counts.keys()) {
    if (!(codes as readonly string[]).includes(code)) throw new Error(`listings: unknown ${what} ${code}`);
  }
  return codes.flatMap((code) => {
    const count = counts.get(code) ?? 0;
    return count > 0 ? [{ code, count }] : [];
  });
}

function toCounts(
  rows: readonly GroupCountRow[],
): Pick<Dashboard, 'total' | 'byPropertyType' | 'byTransactionType' | 'byStatus'> {
  const byType = new Map<string, number>();
  const byTransaction = new Map<string, number>();
  const byStatus = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    if (row.by_type === 0) byType.set(row.property_type!, row.count);
    else if (row.by_transaction === 0) byTransaction.set(row.transaction_type!, row.count);
    else if (row.by_status === 0) byStatus.set(String(row.status_id), row.count);
    else total = row.count;
  }
  const statusIds = STATUS_TYPES.map((status) => String(status.id));
  return {
    total,
    byPropertyType: inLookupOrder(PROPERTY_TYPES, byType, 'property type').map(({ code, count }) => ({
      propertyType: code as PropertyType,
      count,
    })),
    byTransactionType: inLookupOrder(TRANSACTION_TYPES, byTransaction, 'transaction type').map(
      ({ code, count }) => ({ transactionType: code as TransactionType, count }),
    ),
    byStatus: inLookupOrder(statusIds, byStatus, 'status id').map(({ code, count }) => {
      const status = STATUS_TYPES.find((type) => String(type.id) === code)!;
      return { status: { id: status.id, code: status.code }, count };
    }),
  };
}

function toSlotUsage(row: SlotProductRow | undefined, today: string): SlotUsage | null {
  if (!row) return null;
  const selection = SELECTION_METHODS.find((method) => method === row.selection);
  // A slot product always has its slots and selection method (the pack sets them).
  if (row.slots === null || !selection) {
    throw new Error(`user_products ${row.code}: slots or selection missing`);
  }
  return {
    used: row.used,
    available: row.slots,
    selection,
    startDate: row.start_date,
    // Active, started and not ended: before its start date the dashboard says when it starts.
    active: productWorks(
      { activation: row.activation, startDate: row.start_date, endDate: row.end_date },
      today,
    ),
  };
}

const toRecentContact = (row: RecentContactRow): RecentContact => ({
  ...row,
  sentAt: row.sentAt.toISOString(),
});

/** The last DASHBOARD_ACTIVITY_DAYS Brussels days up to `today`, oldest first; missing days are zeros. */
function toActivity(rows: readonly ActivityRow[], first: string): ActivityDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: DASHBOARD_ACTIVITY_DAYS }, (_, index) => {
    const day = addDays(first, index);
    const row = byDay.get(day);
    return {
      day,
      searchAppearances: row?.search_appearances ?? 0,
      detailViews: row?.detail_views ?? 0,
      mails: row?.mails ?? 0,
      phoneRequests: row?.phone_requests ?? 0,
    };
  });
}

/** GET my-properties/dashboard: everything is the caller's own, so no id needs an ownership check. */
export async function dashboardOf(db: Database, user: CurrentUser, now = new Date()): Promise<Dashboard> {
  const today = brusselsToday(now);
  const first = addDays(today, 1 - DASHBOARD_ACTIVITY_DAYS);
  const [todo, counts, slotRows, contacts, activity] = await Promise.all([
    todoOf(db, user, today, now),
    countListings(db, user.id),
    // Slots are a professional product (spec section 2): private users have none to show.
    user.isProUser ? findSlotUsage(db, user.id) : Promise.resolve(null),
    findRecentContacts(db, user.id),
    sumActivity(db, user.id, first, today),
  ]);
  return {
    todo,
    ...toCounts(counts),
    slots: slotRows
      ? {
          bestOf: toSlotUsage(
            slotRows.find((row) => row.code === 'bestOf'),
            today,
          ),
          color: toSlotUsage(
            slotRows.find((row) => row.code === 'color'),
            today,
          ),
        }
      : null,
    recentContacts: contacts.map(toRecentContact),
    activity: toActivity(activity, first),
  };
}
