import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { int, rowsOf, text } from '../../db/sql';

const WallpaperRow = z.object({
  id: int,
  image_url: z.string(),
  start_date: z.string(),
  end_date: text,
});
export type WallpaperRow = z.infer<typeof WallpaperRow>;

/** The user's wallpapers, the latest start first. */
export async function findWallpapers(db: Database, userId: number): Promise<WallpaperRow[]> {
  return rowsOf(
    WallpaperRow,
    await db.execute(sql`
      select id, image_url, start_date::text as start_date, end_date::text as end_date
      from wallpapers where user_id = ${userId}
      order by start_date desc, id desc`),
  );
}

const DelegateRow = z.object({ name: z.string(), email: z.string(), phone: text });
export type DelegateRow = z.infer<typeof DelegateRow>;

/** The agency's delegate, if it has one. */
export async function findDelegate(db: Database, userId: number): Promise<DelegateRow | undefined> {
  const [row] = rowsOf(
    DelegateRow,
    await db.execute(sql`
      select d.name, d.email, d.phone from users u join delegates d on d.id = u.delegate_id
      where u.id = ${userId}`),
  );
  return row;
}
