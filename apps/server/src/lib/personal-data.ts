import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * What one module holds about a user, for the personal data export and the account deletion. Each
 * module that stores something about users declares it in its own `<module>.personal-data.ts`, and
 * `src/personal-data.ts` lists the modules; the account feature only iterates that list.
 * Secrets (password hash, session ids, tokens, PKCE verifiers) never appear in a section.
 */
export interface PersonalData {
  /** Parts of the export, in the order it shows them. */
  sections?: readonly PersonalDataSection[];
  /** Tables with a user_id column whose rows go with the account, in an order the foreign keys allow. */
  userTables?: ReadonlyArray<{ table: PgTable; userId: AnyPgColumn }>;
  /** Erasure of rows tied to the user otherwise (by address, as author), in the deletion's transaction. */
  erase?(tx: Database, user: { id: number; email: string }): Promise<void>;
}

export interface PersonalDataSection {
  name: string;
  collect(db: Database, userId: number): Promise<unknown>;
}
