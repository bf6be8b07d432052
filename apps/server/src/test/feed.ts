import { sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { queryRows } from './app';
import { z } from 'zod';

/** 43 characters: what `openssl rand -base64url 32` gives. */
export const FEED_TOKEN = 'r8Q2-test-feed-token-9c1f0a7e3d5b4c2a8e6f01';
export const bearer = (token = FEED_TOKEN) => ({ authorization: `Bearer ${token}` });

/** A POST to a feed endpoint as the portal sends it: the bearer token, no cookie, no CSRF header. */
export const postFeed = (
  t: TestApp,
  path: string,
  payload: object,
  headers: Record<string, string> = bearer(),
) => t.app.inject({ method: 'POST', url: `/nl/api/core/internal/${path}`, headers, payload });

/** The first listing (by id) of a demo user with this status. */
export async function listingOf(
  t: TestApp,
  email: string,
  statusId: number,
): Promise<{ id: number; vlancode: string; yourReference: string | null; userId: number }> {
  const [row] = await queryRows(
    t.db,
    z.object({
      id: z.number(),
      vlancode: z.string(),
      yourReference: z.string().nullable(),
      userId: z.number(),
    }),
    sql`
      select l.id, l.vlancode, l.your_reference as "yourReference", l.user_id as "userId"
      from listings l join users u on u.id = l.user_id
      where u.email = ${email} and l.status_id = ${statusId}
      order by l.id limit 1
    `,
  );
  if (!row) throw new Error(`no listing with status ${statusId} for ${email}`);
  return row;
}
