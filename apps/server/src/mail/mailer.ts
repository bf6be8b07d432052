import type { Language } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { DetailsMailData } from './details-message';
import type { LinkMailData } from './link-message';
import type { AlertMailData } from './templates/alert';
import type { PriceDropData } from './templates/price-drop';
import type { ValuationUpdateData } from './templates/valuation-update';
import type { SellerReportMailData } from './templates/seller-report';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  /** The reader's language: the sender's display name is chosen in it (decision 061). */
  language: Language;
  /** Where a reply goes when not to the sender, e.g. the person who sent a lead. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Who gets a mail: what every template is rendered with besides its data. */
export interface TemplateEnvelope {
  to: string;
  language: Language;
  subject: string;
  replyTo?: string;
}

/** Each template's data, as the outbox keeps it (stored-mail.ts reads it back with its schema). */
export interface MailTemplates {
  alert: AlertMailData;
  link: LinkMailData;
  details: DetailsMailData;
  'price-drop': PriceDropData;
  'valuation-update': ValuationUpdateData;
  'seller-report': SellerReportMailData;
}
export type MailTemplate = keyof MailTemplates;

/**
 * A mail kept in the outbox as its template's data and rendered by the send-mail job (decision 064):
 * the alert jobs write thousands at once, and rendering them there doubled their time; every mail is
 * sent in the layout of the day it is sent.
 */
export type DeferredMail = {
  [Template in MailTemplate]: TemplateEnvelope & { template: Template; data: MailTemplates[Template] };
}[MailTemplate];

/** What the outbox takes: a rendered mail, or one its send renders. */
export type QueuedMail = MailMessage | DeferredMail;

/** What the send-mail job hands the transport: the stored message with its sender and Message-ID. */
export type OutgoingMail = Omit<MailMessage, 'language'> & { from: string; messageId: string };

/** The part of a nodemailer transport the send-mail job uses; tests pass their own. */
export interface MailTransport {
  sendMail(message: OutgoingMail): Promise<unknown>;
}

const smtpTransport = (url: string): MailTransport => nodemailer.createTransport(url);

/** The send-mail job's transport: the one a test gives, else SMTP when SMTP_URL is set, else none. */
export const mailTransportOf = (
  config: { smtpUrl: string | null },
  given?: MailTransport | null,
): MailTransport | null => given ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null);

export interface Mailer {
  /**
   * Writes the message to the outbox with the caller's database or transaction: it exists exactly
   * when the change that causes it is committed. Nothing is sent here.
   */
  queue(db: Database, message: QueuedMail): Promise<void>;
  /**
   * After the commit: asks the job runner to deliver now. Never fails the caller: if the request
   * cannot be queued it is logged, and the send-mail job's minute schedule delivers the mail anyway.
   */
  deliverSoon(): Promise<void>;
}

/** Writes a message to the outbox with this database or transaction (the send-mail job delivers it). */
export async function queueMail(db: Database, message: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/** Several messages in one insert (a digest batch). */
export async function queueMails(db: Database, messages: readonly QueuedMail[]): Promise<void> {
  if (messages.length > 0) await db.insert(mailOutbox).values([...messages]);
}

export function createMailer(options: {
  requestDelivery: () => Promise<void>;
  log: FastifyBaseLogger;
}): Mailer {
  const { requestDelivery, log } = options;
  return {
    queue: queueMail,
    async deliverSoon() {
      try {
        await requestDelivery();
      } catch (error) {
        log.warn({ err: error }, 'mail delivery not requested; the next scheduled run sends it');
      }
    },
  };
}
