import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * Whether push alerts can reach a user now: a connected app device or a browser subscription. A
 * search's push state is read through this (decision 059), and the alerts job queues only for users
 * it holds for, so the state shown and what is sent never disagree.
 */
export const hasPushTargetSql = (userId: SQL | number): SQL => sql`(
  exists (select 1 from app_devices pd where pd.user_id = ${userId} and pd.status = 'connected')
  or exists (select 1 from push_subscriptions ps where ps.user_id = ${userId}))`;

/** A search `s`'s push state as its owner sees it: the stored wish, pending while nothing can receive it. */
export const PUSH_STATE = sql`case when s.push_notification = 'off' then 'off'
  when ${hasPushTargetSql(sql`s.user_id`)} then 'on' else 'pending' end`;
