import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProducts } from '../../db/schema';

export type UserProductRow = typeof userProducts.$inferSelect;

export function findProductsOfUser(db: Database, userId: number): Promise<UserProductRow[]> {
  return db.select().from(userProducts).where(eq(userProducts.userId, userId)).orderBy(asc(userProducts.id));
}
