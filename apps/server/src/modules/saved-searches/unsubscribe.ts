import { Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf } from '../../db/sql';

/**
 * The one-click unsubscribe of every recurring e-mail. A token names one thing and its kind by its
 * prefix: `s.` a search's real-time e-mails, `r.` all of a user's real-time e-mails (a mail that
 * gathers several searches; the secret is the user's alert_digests row's), `d.` the user's daily
 * digest, `b.` a saved property's price alert, `v.` the user's quarterly valuation update (the secret
 * of one of their valuations). Each is a random secret of its own row, so a link can stop that, and
 * nothing else.
 */
type Kind = 's' | 'r' | 'd' | 'b' | 'v';

const parse = (token: string): { kind: Kind; secret: string } | null => {
  const match = /^([srdbv])\.([\w-]{16,100})$/.exec(token);
  return match ? { kind: match[1] as Kind, secret: match[2]! } : null;
};

const Owner = z.object({ language: Language });

const OWNER: Record<Kind, (secret: string) => ReturnType<typeof sql>> = {
  s: (secret) =>
    sql`select u.language from saved_searches s join users u on u.id = s.user_id where s.unsubscribe_token = ${secret}`,
  r: (secret) =>
    sql`select u.language from alert_digests d join users u on u.id = d.user_id where d.unsubscribe_token = ${secret}`,
  d: (secret) =>
    sql`select u.language from alert_digests d join users u on u.id = d.user_id where d.unsubscribe_token = ${secret}`,
  b: (secret) =>
    sql`select u.language from bookmarks b join users u on u.id = b.user_id where b.unsubscribe_token = ${secret}`,
  v: (secret) =>
    sql`select u.language from valuations v join users u on u.id = v.user_id where v.unsubscribe_token = ${secret}`,
};

const STOP: Record<Kind, (secret: string) => ReturnType<typeof sql>> = {
  s: (secret) => sql`update saved_searches s set email_notification = 'off' from users u
    where u.id = s.user_id and s.unsubscribe_token = ${secret} returning u.language`,
  r: (secret) => sql`update saved_searches s set email_notification = 'off' from alert_digests d, users u
    where d.user_id = s.user_id and u.id = s.user_id and d.unsubscribe_token = ${secret} returning u.language`,
  d: (secret) => sql`update saved_searches s set email_digest = false from alert_digests d, users u
    where d.user_id = s.user_id and u.id = s.user_id and d.unsubscribe_token = ${secret} returning u.language`,
  b: (secret) => sql`update bookmarks b set price_drop_alert = false from users u
    where u.id = b.user_id and b.unsubscribe_token = ${secret} returning u.language`,
  v: (secret) => sql`update users u set valuation_update_mails = false from valuations v
    where v.user_id = u.id and v.unsubscribe_token = ${secret} returning u.language`,
};

/** The language of the link's owner, or null for an unknown link (nothing is changed). */
export async function unsubscribeOwner(db: Database, token: string): Promise<Language | null> {
  const parsed = parse(token);
  if (!parsed) return null;
  return firstRowOf(Owner, await db.execute(OWNER[parsed.kind](parsed.secret)))?.language ?? null;
}

/** Stops what the link names; its owner's language, or null for an unknown link. Repeating it is harmless. */
export async function unsubscribe(db: Database, token: string): Promise<Language | null> {
  const parsed = parse(token);
  if (!parsed) return null;
  const stopped = firstRowOf(Owner, await db.execute(STOP[parsed.kind](parsed.secret)));
  // A digest (or all-real-time) link of a user without such searches left changes no row, but is still theirs.
  return stopped?.language ?? (await unsubscribeOwner(db, token));
}
