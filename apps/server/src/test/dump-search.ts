import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { queryRows } from './app';

const Table = z.object({ schema: z.string(), name: z.string() });

/** Characters of each value in the regular expression that finds the rows worth searching. */
const PIECE_LENGTH = 12;

/**
 * A regular expression (PostgreSQL's) that finds the rows holding any of the values: it looks for
 * each value's beginning only (a long one, such as a message, made it several times slower), as
 * plain text; position() then checks the rows it finds.
 */
const anyOf = (values: readonly string[]): string =>
  values
    .map((value) =>
      [...value]
        .slice(0, PIECE_LENGTH)
        .join('')
        .replace(/[^\p{L}\p{N}]/gu, '\\$&'),
    )
    .join('|');

/**
 * A logical dump searched: every row of every table of every schema (the job runner's and the
 * migrations' too), as text, for each value, case-insensitively. Answers, per value, the tables
 * (`schema.table`) that hold it.
 */
export async function findInDump(db: Database, values: readonly string[]): Promise<Map<string, string[]>> {
  const tables = await queryRows(
    db,
    Table,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
  const found = new Map<string, string[]>(values.map((value) => [value, []]));
  if (values.length === 0) return found;
  const pattern = anyOf(values);
  for (const { schema, name } of tables) {
    // Each row's text is made once, in the subquery. One regular expression finds the rows that may
    // hold a value, and only those are searched for each: a position() per value and row took five
    // times as long on the demo data's hundred thousand statistics rows.
    const [hits] = await queryRows(
      db,
      z.record(z.string(), z.boolean().nullable()),
      sql`select ${sql.join(
        values.map(
          (value, index) =>
            sql`bool_or(position(lower(${value}) in row_text) > 0) as ${sql.identifier(`v${index}`)}`,
        ),
        sql`, `,
      )} from (select lower(t::text) as row_text from ${sql.identifier(schema)}.${sql.identifier(name)} t) rows
          where row_text ~ lower(${pattern})`,
    );
    values.forEach((value, index) => {
      if (hits?.[`v${index}`]) found.get(value)!.push(`${schema}.${name}`);
    });
  }
  return found;
}
