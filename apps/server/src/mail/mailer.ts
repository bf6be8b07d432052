import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  /** Where a reply goes when not to the sender, e.g. the person who sent a lead. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** The part of a nodemailer transport the mailer uses; tests pass their own. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const smtpTransport = (url: string): MailTransport => nodemailer.createTransport(url);

/**
 * Every message is stored in mail_outbox first, so nothing is lost and development has a mailbox.
 * With a transport it is sent at once and marked sent; a failure is stored and rethrown.
 */
export function createMailer(options: {
  db: Database;
  from: string;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, from, transport, log } = options;
  return {
    async send(message) {
      const [stored] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      const id = stored!.id;
      if (!transport) {
        log.info({ outboxId: id }, 'mail stored in outbox');
        return;
      }
      try {
        await transport.sendMail({ ...message, from });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ error: reason.slice(0, 2000) })
          .where(eq(mailOutbox.id, id));
        throw error;
      }
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    },
  };
}
