import { asc, eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** The agency's webhook endpoints (never their secrets); their messages and log go with them. */
export const webhooksPersonalData: PersonalData = {
  sections: [
    {
      name: 'webhooks',
      collect: (db, userId) =>
        db
          .select({
            url: webhookEndpoints.url,
            description: webhookEndpoints.description,
            events: webhookEndpoints.events,
            enabled: webhookEndpoints.enabled,
            createdAt: webhookEndpoints.createdAt,
          })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.userId, userId))
          .orderBy(asc(webhookEndpoints.id)),
    },
  ],
  userTables: [{ table: webhookEndpoints, userId: webhookEndpoints.userId }],
  /** A lead's author who deletes the account: the messages still copying the lead go too. */
  async erase(tx, user) {
    await tx.execute(sql`delete from webhook_messages
      where lower(body::jsonb -> 'data' ->> 'email') = lower(${user.email})`);
  },
};
