import { getTableName, isTable, sql, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows } from '../test/app';
import * as schema from './schema';
import { seedDemo } from './seed';
import { z } from 'zod';

/** Every table the drizzle schema declares: the migrations must create exactly these. */
const SCHEMA_TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is Table => isTable(value))
  .map((table) => getTableName(table))
  .sort();

describe('migrations', () => {
  it('apply to an empty database and are a no-op on a migrated one', async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
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

  // Seeding a new database takes 10-20 s alone, and past 30 s beside another worker in CI.
  it('seeds once: a second seed leaves the data alone', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      expect(await seedDemo(database.db)).toEqual({ seeded: true });
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
