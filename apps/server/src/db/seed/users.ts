import { USER_STATUS_ACTIVE } from '@app/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { hashOptions } from '../../lib/passwords';
import type { Database } from '../client';
import { userProducts, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';
import { OTHER_AGENCIES } from './data/agencies';
import { productRows } from './builders/products';

/** The demo accounts, each followed by its products. */
export async function seedUsers(db: Database): Promise<void> {
  const now = new Date();
  for (const account of DEMO_ACCOUNTS) {
    const { products, role: _role, ...fields } = account;
    const [user] = await db
      .insert(users)
      .values({
        ...fields,
        passwordHash: await hash(DEMO_PASSWORD, hashOptions),
        emailConfirmedAt: account.status === USER_STATUS_ACTIVE ? now : null,
      })
      .returning({ id: users.id });
    if (products.length === 0) continue;
    await db.insert(userProducts).values(productRows(user!.id, products));
  }
}

/**
 * The other agencies of the listings' market (data/agencies.ts): active professional users; they
 * may log in with the demo password (the agency's hash is copied: argon2 is slow on purpose).
 */
export async function seedOtherAgencies(
  db: Database,
  now: Date,
): Promise<Array<{ id: number; email: string }>> {
  const [agencyHash] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(sql`${users.email} = 'agency@example.be'`);
  return db
    .insert(users)
    .values(
      OTHER_AGENCIES.map((agency) => ({
        email: agency.email,
        passwordHash: agencyHash?.hash ?? null,
        status: USER_STATUS_ACTIVE,
        isPro: true,
        companyName: agency.companyName,
        firstName: agency.firstName,
        lastName: agency.lastName,
        customerType: 'agency' as const,
        language: agency.language,
        emailConfirmedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
}
