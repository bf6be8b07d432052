import { Language } from '@app/contract';
import { z } from 'zod';
import { DetailsMailData, detailsMessage } from './details-message';
import { LinkMailData, linkMessage } from './link-message';
import type { DeferredMail, MailMessage, MailTemplate, MailTemplates, TemplateEnvelope } from './mailer';
import { AlertMailData, alertMessage } from './templates/alert';
import { PriceDropData, priceDropMessage } from './templates/price-drop';
import { ValuationUpdateData, valuationUpdateMessage } from './templates/valuation-update';
import { SellerReportMailData, sellerReportMessage } from './templates/seller-report';

/** A mail as the outbox holds it: rendered, or its template's data (decision 064). */
export const StoredMail = z.object({
  to: z.string(),
  language: Language,
  subject: z.string(),
  reply_to: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  template: z.string().nullable(),
  data: z.unknown(),
});
export type StoredMail = z.infer<typeof StoredMail>;

/** Each template: the schema its stored data is read with, and how it renders. */
const TEMPLATES: {
  [Template in MailTemplate]: {
    data: z.ZodType<MailTemplates[Template]>;
    render: (envelope: TemplateEnvelope, data: MailTemplates[Template]) => Promise<MailMessage>;
  };
} = {
  alert: { data: AlertMailData, render: alertMessage },
  link: { data: LinkMailData, render: linkMessage },
  details: { data: DetailsMailData, render: detailsMessage },
  'price-drop': { data: PriceDropData, render: priceDropMessage },
  'valuation-update': { data: ValuationUpdateData, render: valuationUpdateMessage },
  'seller-report': { data: SellerReportMailData, render: sellerReportMessage },
};

const isTemplate = (name: string | null): name is MailTemplate =>
  name !== null && Object.hasOwn(TEMPLATES, name);

function render<Template extends MailTemplate>(
  template: Template,
  envelope: TemplateEnvelope,
  data: unknown,
): Promise<MailMessage> {
  const { data: schema, render: renderTemplate } = TEMPLATES[template];
  return renderTemplate(envelope, schema.parse(data));
}

/**
 * The mail as it is sent: a rendered one as stored (rows queued before every mail was deferred), a
 * deferred one rendered now from its data, read against the template's schema (a row that no longer
 * fits it fails its attempt, and is given up after the last, as an SMTP failure is).
 */
export async function messageOf(row: StoredMail): Promise<MailMessage> {
  const replyTo = row.reply_to ? { replyTo: row.reply_to } : {};
  if (row.text !== null && row.html !== null) {
    return {
      to: row.to,
      language: row.language,
      subject: row.subject,
      ...replyTo,
      text: row.text,
      html: row.html,
      ...(row.headers ? { headers: row.headers } : {}),
    };
  }
  if (!isTemplate(row.template)) throw new Error(`mail of unknown template ${String(row.template)}`);
  return render(
    row.template,
    { to: row.to, language: row.language, subject: row.subject, ...replyTo },
    row.data,
  );
}

/** A deferred mail rendered as its send will render it (the mail gallery, tests). */
export const renderDeferred = (mail: DeferredMail): Promise<MailMessage> =>
  messageOf({
    to: mail.to,
    language: mail.language,
    subject: mail.subject,
    reply_to: mail.replyTo ?? null,
    text: null,
    html: null,
    headers: null,
    template: mail.template,
    data: mail.data,
  });
