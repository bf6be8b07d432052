import type { ExtraAddress, ProDetailsBody, UserInfoBody } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { extraAddresses, proProfiles, users } from '../../db/schema';
import { lockUser } from '../../lib/user-lock';

export type UserRow = typeof users.$inferSelect;
export type ProProfileRow = typeof proProfiles.$inferSelect;
export type ExtraAddressRow = typeof extraAddresses.$inferSelect;

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findProProfile(db: Database, userId: number): Promise<ProProfileRow | undefined> {
  const [profile] = await db.select().from(proProfiles).where(eq(proProfiles.userId, userId)).limit(1);
  return profile;
}

export function findExtraAddresses(db: Database, userId: number): Promise<ExtraAddressRow[]> {
  return db
    .select()
    .from(extraAddresses)
    .where(eq(extraAddresses.userId, userId))
    .orderBy(asc(extraAddresses.position), asc(extraAddresses.id));
}

export async function updateUserInfo(db: Database, userId: number, info: UserInfoBody): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: info.firstName,
      lastName: info.lastName,
      language: info.language,
      phone: info.phone,
      mobile: info.mobile,
      street: info.address.street,
      houseNumber: info.address.number,
      box: info.address.box,
      postcode: info.address.postcode,
      city: info.address.city,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

const addressRow = (userId: number, address: ExtraAddress, position: number) => ({
  userId,
  position,
  companyName: address.companyName,
  street: address.street,
  houseNumber: address.number,
  box: address.box,
  websiteUrl: address.websiteUrl,
});

/**
 * The agency's details, its company name on the user row (the shell header shows it) and its extra
 * addresses, replaced as a whole in the given order: all or nothing.
 */
export async function saveProDetails(db: Database, userId: number, details: ProDetailsBody): Promise<void> {
  const now = new Date();
  const { companyName, extraAddresses: addresses, ...profile } = details;
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx
      .insert(proProfiles)
      .values({ ...profile, userId, updatedAt: now })
      .onConflictDoUpdate({ target: proProfiles.userId, set: { ...profile, updatedAt: now } });
    await tx.update(users).set({ companyName, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(extraAddresses).where(eq(extraAddresses.userId, userId));
    if (addresses.length > 0) {
      await tx
        .insert(extraAddresses)
        .values(addresses.map((address, position) => addressRow(userId, address, position)));
    }
  });
}
