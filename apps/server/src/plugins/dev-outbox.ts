import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from '../db/schema';

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
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(50);
    return { data: rows };
  });
}
