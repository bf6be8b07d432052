// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { z } from 'zod';
import { MailLayout } from './layout';
import type { DeferredMail, MailMessage, TemplateEnvelope } from './mailer';
import { ActionButton, DetailsTable, Paragraphs, SectionTitle } from './parts';
import { renderMail } from './render-mail';

const Link = z.object({ label: z.string(), link: z.string() });

/**
 * What a notification e-mail about a person's request says, in the reader's language: kept in the
 * outbox as its data (`template` 'details') and rendered when the mail is sent (decision 064).
 */
export const DetailsMailData = z.object({
  greeting: z.string(),
  intro: z.string(),
  /** Label and value; leave out what is empty rather than showing blank lines. */
  details: z.array(z.tuple([z.string(), z.string()])),
  /** The person's message or remarks, when there are any. */
  note: z.object({ label: z.string(), text: z.string() }).nullable(),
  closing: z.array(z.string()),
  action: Link.extend({ hint: z.string() }).nullable(),
  signature: z.string(),
  footer: z.object({ why: z.string(), stop: z.union([Link, z.object({ hint: z.string() })]) }),
});
export type DetailsMailData = z.infer<typeof DetailsMailData>;

/**
 * A notification e-mail about a person's request: greeting, one line of what happened, the details
 * as a table, the person's own words, what to do next, and a button. Text and HTML carry the same.
 */
export interface DetailsMessageInput extends Omit<DetailsMailData, 'details' | 'closing'> {
  details: ReadonlyArray<readonly [string, string]>;
  closing: readonly string[];
  to: string;
  /** A reply goes straight to the person who asked, not to the portal; null: a mail to that person. */
  replyTo: string | null;
  lang: Language;
  subject: string;
}

/** A notification e-mail as the outbox takes it. */
export const detailsMail = (input: DetailsMessageInput): DeferredMail => {
  const { to, replyTo, lang, subject, details, closing, ...data } = input;
  return {
    to,
    language: lang,
    subject,
    ...(replyTo ? { replyTo } : {}),
    template: 'details',
    data: { ...data, details: details.map(([label, value]) => [label, value]), closing: [...closing] },
  };
};

export function detailsMessage(envelope: TemplateEnvelope, data: DetailsMailData): Promise<MailMessage> {
  const { greeting, intro, details, note, closing, action, signature, footer } = data;
  return renderMail(
    envelope,
    <MailLayout lang={envelope.language} preview={intro} footer={footer}>
      <Paragraphs lines={[greeting, intro]} />
      <DetailsTable rows={details} />
      {note ? (
        <>
          <SectionTitle>{note.label}</SectionTitle>
          <Paragraphs lines={[note.text]} />
        </>
      ) : null}
      <Paragraphs lines={closing} />
      {action ? <ActionButton label={action.label} link={action.link} hint={action.hint} /> : null}
      <Paragraphs lines={[signature]} />
    </MailLayout>,
  );
}
