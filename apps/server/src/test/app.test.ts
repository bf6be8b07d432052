import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, queryRows, templateDump } from './app';

const digest = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

describe('test databases', () => {
  it.skipIf(!inject('pgliteTemplates'))('share the template bytes without changing them', async () => {
    const templates = inject('pgliteTemplates')!;
    const before = digest(await templateDump(templates.seeded));
    const first = await createTestApp();
    const second = await createTestApp();
    try {
      // Writes enough into the first copy to touch every kind of file: tables, indexes, log, catalog.
      await first.db.execute(sql`update users set first_name = 'Changed'`);
      await first.db.execute(sql`create table scratch as select generate_series(1, 5000) as n`);
      await first.db.execute(sql`checkpoint`);
      const changed = await queryRows(
        second.db,
        z.object({ n: z.number() }),
        sql`select count(*)::int as n from users where first_name = 'Changed'`,
      );
      expect(changed).toEqual([{ n: 0 }]);
      expect(digest(await templateDump(templates.seeded))).toBe(before);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
