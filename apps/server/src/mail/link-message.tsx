// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { z } from 'zod';
import { translator } from '../i18n';
import { MailLayout } from './layout';
import type { DeferredMail, MailMessage, TemplateEnvelope } from './mailer';
import { ActionButton, Paragraphs } from './parts';
import { renderMail } from './render-mail';

/**
 * What a link e-mail says (confirm an address, confirm a deletion), in the reader's language: kept in
 * the outbox as its data (`template` 'link') and rendered when the mail is sent (decision 064).
 */
export const LinkMailData = z.object({
  greeting: z.string(),
  /** Paragraph lines before the button. */
  intro: z.array(z.string()),
  action: z.string(),
  linkHint: z.string(),
  link: z.string(),
  expiry: z.string(),
  /** What to do if the reader did not ask for it: the footer's "how to stop". */
  ignore: z.string(),
  signature: z.string(),
  /** Why the reader gets it, when not because they asked (a security notice); the footer says it. */
  why: z.string().optional(),
});
export type LinkMailData = z.infer<typeof LinkMailData>;

/** A link e-mail to one reader: its envelope and what it says. */
export interface LinkMessageParts extends LinkMailData {
  to: string;
  lang: Language;
  subject: string;
}

/** A link e-mail as the outbox takes it. */
export const linkMail = ({ to, lang, subject, ...data }: LinkMessageParts): DeferredMail => ({
  to,
  language: lang,
  subject,
  template: 'link',
  data,
});

/** One template for every link e-mail: a button, the link to copy under it, and the footer. */
export function linkMessage(envelope: TemplateEnvelope, data: LinkMailData): Promise<MailMessage> {
  const { greeting, intro, action, linkHint, link, expiry, ignore, signature, why } = data;
  const t = translator(envelope.language);
  return renderMail(
    envelope,
    <MailLayout
      lang={envelope.language}
      preview={intro[0] ?? envelope.subject}
      footer={{ why: why ?? t('mail:footer.requested'), stop: { hint: ignore } }}
    >
      <Paragraphs lines={[greeting, ...intro]} />
      <ActionButton label={action} link={link} hint={linkHint} />
      <Paragraphs lines={[expiry, signature]} />
    </MailLayout>,
  );
}
