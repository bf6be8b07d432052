import type { CurrentUser, Newsletter } from '@app/contract';
import { NEWSLETTERS } from '@app/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { findSubscribedNewsletterIds, setSubscription } from './newsletters.repository';

/** The newsletters this user may receive: the professional ones only for professionals. */
const newslettersFor = (user: CurrentUser) =>
  NEWSLETTERS.filter((newsletter) => !newsletter.pro || user.isProUser);

export async function newslettersOf(db: Database, user: CurrentUser): Promise<Newsletter[]> {
  const subscribed = await findSubscribedNewsletterIds(db, user.id);
  return newslettersFor(user).map(({ id, code }) => ({ id, code, subscribed: subscribed.has(id) }));
}

/** An unknown newsletter, or one the user may not have, answers 404. */
export async function subscribe(
  db: Database,
  user: CurrentUser,
  newsletterId: number,
  subscribed: boolean,
): Promise<Newsletter[]> {
  if (!newslettersFor(user).some((newsletter) => newsletter.id === newsletterId)) throw notFound();
  await setSubscription(db, user.id, newsletterId, subscribed);
  return newslettersOf(db, user);
}
