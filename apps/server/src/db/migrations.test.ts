import { getTableName, isTable, sql, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { copyOfTemplate, queryRows } from '../test/app';
import * as schema from './schema';
import { seedDemo } from './seed';
import { z } from 'zod';

/** Every table the drizzle schema declares: the migrations must create exactly these. */
const SCHEMA_TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is Table => isTable(value))
  .map((table) => getTableName(table))
  .sort();

/*
 * The run's global set-up applies every migration to an empty database and dumps it as the template
 * each test copies, then seeds a copy (src/test/global-setup.ts); a migration or a seed that fails
 * there fails the run. These tests start from those templates instead of creating, migrating and
 * seeding two more databases, which took a quarter of a minute each on PGlite.
 */
describe('migrations', () => {
  it('applied to an empty database create exactly the schema, and are a no-op on a migrated one', async () => {
    const database = await copyOfTemplate(false);
    try {
      const tables = await queryRows(
        database.db,
        z.object({ table_name: z.string() }),
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((row) => row.table_name)).toEqual(SCHEMA_TABLES);
      expect(SCHEMA_TABLES).toContain('users');
      const applied = async () =>
        (
          await queryRows(
            database.db,
            z.object({ count: z.number() }),
            sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
          )
        )[0]!.count;
      const before = await applied();
      expect(before).toBeGreaterThan(0);

      await database.migrate();
      expect(await applied()).toBe(before);
    } finally {
      await database.close();
    }
  });

  // The first seed of a new database is the global set-up's, which fails the run unless it seeded.
  it('seeds once: a second seed leaves the data alone', async () => {
    const database = await copyOfTemplate(true);
    try {
      expect(await seedDemo(database.db)).toEqual({ seeded: false });
      const counts = await queryRows(
        database.db,
        z.object({ users: z.number(), cities: z.number() }),
        sql`select (select count(*)::int from users) as users, (select count(*)::int from cities) as cities`,
      );
      expect(counts[0]).toEqual({ users: 11, cities: 2757 });
    } finally {
      await database.close();
    }
  });
});
