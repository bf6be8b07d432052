import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** Raw SQL helpers: what both drivers (PGlite, node-postgres) answer the same way. */

/** The rows of a raw `db.execute(sql)`: both drivers' results carry them as `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Timestamps as ISO 8601 in UTC, formatted by the database: both drivers return the same text. */
export const isoUtc = (column: SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** LIKE pattern of a literal text: %, _ and \ match themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
