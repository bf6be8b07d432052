import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from '../db/schema';
import { messageOf } from '../mail/stored-mail';

const OutboxQuery = z.object({ to: z.string().trim().toLowerCase().optional() });

/**
 * Development mailbox (DEV_OUTBOX=true only): without SMTP every e-mail stays in mail_outbox, and this
 * lists them, newest first, so a developer or a browser test can follow a confirmation link.
 * Deliberately outside the contract and /{lang}/api/core: it is a tool, not part of the product.
 */
export async function devOutboxPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/dev/outbox', async (request) => {
    const { to } = OutboxQuery.parse(request.query);
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(50);
    // An alert mail waits as its data until sent (decision 064): shown as it will be sent.
    const data = await Promise.all(
      rows.map(async (row) => {
        const { text } = await messageOf({ ...row, reply_to: row.replyTo });
        return { to: row.to, subject: row.subject, text, createdAt: row.createdAt, sentAt: row.sentAt };
      }),
    );
    return { data };
  });
}
