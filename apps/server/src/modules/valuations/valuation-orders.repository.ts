import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { CountRow, firstRowOf, IdRow, int, isoUtc, rowsOf, text } from '../../db/sql';

const DayRow = z.object({ day: z.string() });

const ValuationOrderRow = z.object({
  id: int,
  package: z.string(),
  amount_cents: z.number(),
  reference: z.string(),
  structured_communication: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  ends_on: z.string().nullable(),
  remarks: text,
  valuation_id: int.nullable(),
  address: text,
});
export type ValuationOrderRow = z.infer<typeof ValuationOrderRow>;

const COLUMNS = sql`o.id, o.package, o.amount_cents::float8 as amount_cents, o.reference,
  o.structured_communication, ${isoUtc(sql`o.created_at`)} as created_at,
  case when o.paid_at is null then null else ${isoUtc(sql`o.paid_at`)} end as paid_at,
  o.ends_on::text as ends_on, o.remarks, v.id as valuation_id,
  case when v.id is null then null else v.street || ' ' || v.house_number || ', ' || v.postcode || ' ' || v.city end as address`;

const FROM = sql`from orders o left join valuations v on v.id = o.valuation_id`;

/** A page of the user's valuation orders, newest first, and how many there are. */
export async function findValuationOrders(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ValuationOrderRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${COLUMNS} ${FROM} where o.user_id = ${userId} and o.type = 'valuation'
      order by o.created_at desc, o.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from orders where user_id = ${userId} and type = 'valuation'`),
  ]);
  return {
    rows: rowsOf(ValuationOrderRow, rows),
    total: rowsOf(CountRow, counted)[0]?.n ?? 0,
  };
}

/** One of the user's valuation orders, or undefined (someone else's too). */
export async function findValuationOrder(
  db: Database,
  userId: number,
  orderId: number,
): Promise<ValuationOrderRow | undefined> {
  return firstRowOf(
    ValuationOrderRow,
    await db.execute(sql`select ${COLUMNS} ${FROM}
      where o.id = ${orderId} and o.user_id = ${userId} and o.type = 'valuation'`),
  );
}

/** Locks one of the user's valuations for an order; false when the user has no such valuation. */
export async function lockOwnValuation(tx: Database, userId: number, valuationId: number): Promise<boolean> {
  const rows = rowsOf(
    IdRow,
    await tx.execute(
      sql`select id from valuations where id = ${valuationId} and user_id = ${userId} for update`,
    ),
  );
  return rows.length > 0;
}

/** The last day of a package running from `today` for a number of years or days. */
export async function lastDayOf(
  db: Database,
  today: string,
  duration: { unit: 'years' | 'days'; count: number },
): Promise<string> {
  const interval =
    duration.unit === 'years'
      ? sql`make_interval(years => ${duration.count}::int)`
      : sql`make_interval(days => ${duration.count}::int)`;
  const [row] = rowsOf(
    DayRow,
    await db.execute(sql`select ((${today}::date + ${interval})::date - 1)::text as day`),
  );
  return row!.day;
}
