import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** Raw SQL helpers: what both drivers (PGlite, node-postgres) answer the same way. */

/** The column shapes that raw rows repeat: an integer, and a text that may be null. */
export const int = z.number().int();
export const text = z.string().nullable();

const RawResult = z.object({ rows: z.array(z.unknown()) });

/**
 * The rows of a raw `db.execute(sql)`, checked against their schema. A raw query has no types of its own;
 * a column that comes back as another type (node-postgres answers bigint and numeric as text) fails here,
 * loudly, instead of travelling on as a wrong value.
 */
export function rowsOf<Row extends z.ZodType>(schema: Row, result: unknown): z.output<Row>[] {
  return arrayOf(schema).parse(rawRowsOf(result));
}

/** The rows of a raw `db.execute(sql)` as they came, for a caller that checks them itself. */
export const rawRowsOf = (result: unknown): unknown[] => RawResult.parse(result).rows;

const arrays = new WeakMap<z.ZodType, z.ZodArray>();

/**
 * The array schema of `schema`, one for the whole process. zod compiles a schema's checks the first
 * time it parses: an array schema made per query costs about 5 µs, an object schema made per query
 * about 50 µs, against under 1 µs to check a row with schemas made once (issue 14). So row schemas
 * are module constants (lint: no schema made inside a function on the server), and their arrays
 * come from here.
 */
export function arrayOf<Row extends z.ZodType>(schema: Row): z.ZodArray<Row> {
  let array = arrays.get(schema) as z.ZodArray<Row> | undefined;
  if (!array) {
    // eslint-disable-next-line no-restricted-syntax -- made once per row schema, kept above
    array = z.array(schema);
    arrays.set(schema, array);
  }
  return array;
}

/** The first row of a raw query, or undefined when it answered none. */
export const firstRowOf = <Row extends z.ZodType>(schema: Row, result: unknown): z.output<Row> | undefined =>
  rowsOf(schema, result)[0];

/** The row of a query that always answers one (an aggregate, `nextval`); none is a bug, and throws. */
export function oneRowOf<Row extends z.ZodType>(schema: Row, result: unknown): z.output<Row> {
  const [row] = rowsOf(schema, result);
  if (row === undefined) throw new Error('the query answered no row');
  return row;
}

/** Whether a raw query answered any row (an existence check: `select 1 ...`). */
export const hasRows = (result: unknown): boolean => RawResult.parse(result).rows.length > 0;

/** `select count(*)::int as total`: the count alone. */
export const TotalRow = z.object({ total: z.number().int() });
/** `select count(*)::int as n`. */
export const CountRow = z.object({ n: z.number().int() });
/** `returning id`, `nextval(...)::int as id`. */
export const IdRow = z.object({ id: z.number().int() });

/** Timestamps as ISO 8601 in UTC, formatted by the database: both drivers return the same text. */
export const isoUtc = (column: SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** LIKE pattern of a literal text: %, _ and \ match themselves. */
/** An SQL array of these values: `'{}'::text[]` or `array[$1, $2]::text[]` (the empty one needs its type). */
const sqlArray = (values: readonly (string | number)[], type: SQL): SQL =>
  values.length === 0
    ? sql`'{}'::${type}[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::${type}[]`;
export const textArray = (values: readonly string[]): SQL => sqlArray(values, sql`text`);
export const intArray = (values: readonly number[]): SQL => sqlArray(values, sql`int`);

export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `column` within Europe/Brussels days `from` to `to` (inclusive; either may be absent): the
 * period filters of the contact lists.
 */
export function inBrusselsDays(
  column: SQL,
  period: { from?: string | undefined; to?: string | undefined },
): SQL {
  const conditions = [sql`true`];
  if (period.from)
    conditions.push(sql`${column} >= (${period.from}::date::timestamp at time zone 'Europe/Brussels')`);
  if (period.to)
    conditions.push(sql`${column} < ((${period.to}::date + 1)::timestamp at time zone 'Europe/Brussels')`);
  return sql.join(conditions, sql` and `);
}
