import type { Comparable } from '@app/contract';
import { Comparable as ComparableSchema, Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { CountRow, firstRowOf, int, isoUtc, oneRowOf, rowsOf, text } from '../../db/sql';

/** Whether the localities know the postcode (the estimate measures from it). */
export async function postcodeKnown(db: Database, postcode: string): Promise<boolean> {
  const rows = rowsOf(
    CountRow,
    await db.execute(sql`select count(*)::int as n from cities where zip = ${postcode}`),
  );
  return (rows[0]?.n ?? 0) > 0;
}

const Requester = z.object({ first_name: text, last_name: text, email: z.string(), phone: text });
export type Requester = z.infer<typeof Requester>;

/** What the zones' agencies get of the requester: the name, e-mail address and phone of the profile. */
export async function findRequester(db: Database, userId: number): Promise<Requester> {
  return oneRowOf(
    Requester,
    await db.execute(sql`select first_name, last_name, email, phone from users where id = ${userId}`),
  );
}

export const ValuationRow = z.object({
  id: int,
  created_at: z.string(),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  property_type: z.enum(['house', 'appartment']),
  livable_surface: int,
  bedrooms: int,
  build_year: int.nullable(),
  condition: z.enum(['new', 'good', 'toRefresh', 'toRenovate']).nullable(),
  consent_to_contact: z.boolean(),
  remarks: text,
});
export type ValuationRow = z.infer<typeof ValuationRow>;

const VALUATION_COLUMNS = sql`v.id, ${isoUtc(sql`v.created_at`)} as created_at, v.street, v.house_number,
  v.postcode, v.city, v.property_type, v.livable_surface, v.bedrooms, v.build_year, v.condition,
  v.consent_to_contact, v.remarks`;

export const EstimateRow = z.object({
  valuation_id: int,
  estimated_on: z.string(),
  value_cents: z.number().nullable(),
  low_cents: z.number().nullable(),
  high_cents: z.number().nullable(),
  price_per_m2_cents: z.number().nullable(),
  confidence: z.enum(['high', 'medium', 'low']).nullable(),
  comparable_count: int,
  radius_km: z.number(),
});
export type EstimateRow = z.infer<typeof EstimateRow>;

const ESTIMATE_COLUMNS = sql`e.valuation_id, e.estimated_on::text as estimated_on,
  e.value_cents::float8 as value_cents, e.low_cents::float8 as low_cents, e.high_cents::float8 as high_cents,
  e.price_per_m2_cents::float8 as price_per_m2_cents, e.confidence, e.comparable_count, e.radius_km`;

/** A page of the user's valuations, newest first, each with its latest estimate. */
export async function findValuationPage(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: Array<ValuationRow & { estimate: EstimateRow }>; total: number }> {
  const [valuationRows, counted] = await Promise.all([
    db.execute(sql`select ${VALUATION_COLUMNS} from valuations v where v.user_id = ${userId}
      order by v.created_at desc, v.id desc limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`),
    db.execute(sql`select count(*)::int as n from valuations where user_id = ${userId}`),
  ]);
  const rows = rowsOf(ValuationRow, valuationRows);
  const latest =
    rows.length === 0
      ? []
      : rowsOf(
          EstimateRow,
          await db.execute(sql`select distinct on (e.valuation_id) ${ESTIMATE_COLUMNS} from valuation_estimates e
            where e.valuation_id in (${sql.join(
              rows.map((row) => sql`${row.id}`),
              sql`, `,
            )})
            order by e.valuation_id, e.estimated_on desc, e.id desc`),
        );
  const byValuation = new Map(latest.map((row) => [row.valuation_id, row]));
  return {
    rows: rows.map((row) => {
      const estimate = byValuation.get(row.id);
      if (!estimate) throw new Error(`valuation ${row.id} has no estimate`);
      return { ...row, estimate };
    }),
    total: rowsOf(CountRow, counted)[0]?.n ?? 0,
  };
}

/** One of the user's valuations, its estimates oldest first and the latest one's comparables. */
export async function findValuation(
  db: Database,
  userId: number,
  id: number,
): Promise<{ valuation: ValuationRow; history: EstimateRow[]; comparables: Comparable[] } | undefined> {
  const valuation = firstRowOf(
    ValuationRow,
    await db.execute(
      sql`select ${VALUATION_COLUMNS} from valuations v where v.id = ${id} and v.user_id = ${userId}`,
    ),
  );
  if (!valuation) return undefined;
  const history = rowsOf(
    EstimateRow,
    await db.execute(sql`select ${ESTIMATE_COLUMNS} from valuation_estimates e where e.valuation_id = ${id}
      order by e.estimated_on, e.id`),
  );
  const [latest] = rowsOf(
    ComparablesRow,
    await db.execute(sql`select e.comparables from valuation_estimates e where e.valuation_id = ${id}
      order by e.estimated_on desc, e.id desc limit 1`),
  );
  return { valuation, history, comparables: latest?.comparables ?? [] };
}

const ComparablesRow = z.object({ comparables: z.array(ComparableSchema) });

const DueValuation = ValuationRow.extend({
  user_id: int,
  email: z.string(),
  language: Language,
  update_mails: z.boolean(),
  unsubscribe_token: z.string(),
  previous_cents: z.number().nullable(),
});
export type DueValuation = z.infer<typeof DueValuation>;

/**
 * The valuations of up to `users` owners still without an estimate since `since` (the quarter's first
 * day), locked for their update with their owner and latest value; rows another run holds are skipped
 * (it does them). An owner's valuations come in one batch, so one mail tells of them all; grouped by
 * postcode and type, so a batch shares the comparables it reads.
 */
export async function lockDueValuations(tx: Database, since: string, users: number): Promise<DueValuation[]> {
  const due = sql`not exists (select 1 from valuation_estimates e where e.valuation_id = v.id and e.estimated_on >= ${since}::date)`;
  return rowsOf(
    DueValuation,
    await tx.execute(sql`
      select ${VALUATION_COLUMNS}, v.user_id, u.email, u.language, u.valuation_update_mails as update_mails,
        v.unsubscribe_token,
        (select e.value_cents::float8 from valuation_estimates e where e.valuation_id = v.id
          order by e.estimated_on desc, e.id desc limit 1) as previous_cents
      from valuations v join users u on u.id = v.user_id
      where ${due} and v.user_id in (
        select distinct v.user_id from valuations v where ${due} order by v.user_id limit ${users})
      order by v.postcode, v.property_type, v.id
      for update of v skip locked`),
  );
}
