import { Address, ExtraContactBody, OpeningHoursBody, ProDetailsBody } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import {
  extraAddresses,
  extraContacts,
  newsletterSubscriptions,
  openingHours,
  paymentMethods,
  proProfiles,
  users,
} from '../schema';
import { extraAddressRows } from './builders/profile';
import type { DemoProfile } from './data/profiles';
import { DEMO_PROFILES } from './data/profiles';

/** Adds the profile rows of the demo accounts (addresses, agency details, hours, contacts, payments). */
export async function seedProfiles(tx: Database): Promise<void> {
  const emails = Object.keys(DEMO_PROFILES);
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  for (const { id: userId, email } of rows) await seedProfile(tx, userId, DEMO_PROFILES[email]!);
}

/**
 * Every value goes through the contract's schemas, so the seed never holds what the API would
 * refuse (and the profile response can always be encoded).
 */
async function seedProfile(tx: Database, userId: number, demo: DemoProfile): Promise<void> {
  const address = Address.parse(demo.address);
  await tx
    .update(users)
    .set({
      street: address.street,
      houseNumber: address.number,
      box: address.box,
      postcode: address.postcode,
      city: address.city,
    })
    .where(eq(users.id, userId));
  if (demo.pro) {
    const {
      companyName: _companyName,
      extraAddresses: addresses,
      ...details
    } = ProDetailsBody.parse(demo.pro);
    await tx.insert(proProfiles).values({ ...details, userId });
    if (addresses.length > 0) await tx.insert(extraAddresses).values(extraAddressRows(userId, addresses));
  }
  const hours = (demo.openingHours ?? []).map((entry) => OpeningHoursBody.parse(entry));
  if (hours.length > 0) await tx.insert(openingHours).values(hours.map((entry) => ({ ...entry, userId })));
  const contacts = (demo.extraContacts ?? []).map((entry) => ExtraContactBody.parse(entry));
  if (contacts.length > 0) {
    await tx.insert(extraContacts).values(contacts.map((entry) => ({ ...entry, userId })));
  }
  if (demo.paymentMethods?.length) {
    await tx.insert(paymentMethods).values(demo.paymentMethods.map((method) => ({ ...method, userId })));
  }
  if (demo.newsletterIds.length > 0) {
    await tx
      .insert(newsletterSubscriptions)
      .values(demo.newsletterIds.map((newsletterId) => ({ userId, newsletterId })));
  }
}
