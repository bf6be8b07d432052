// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import type { MailFooter } from './layout';
import { MailLayout } from './layout';
import type { MailMessage } from './mailer';
import { ActionButton, DetailsTable, Paragraphs, SectionTitle } from './parts';
import { renderMail } from './render-mail';

/**
 * A notification e-mail about a person's request: greeting, one line of what happened, the details
 * as a table, the person's own words, what to do next, and a button. Text and HTML carry the same.
 */
export interface DetailsMessageInput {
  to: string;
  /** A reply goes straight to the person who asked, not to the portal; null: a mail to that person. */
  replyTo: string | null;
  lang: Language;
  subject: string;
  greeting: string;
  intro: string;
  /** Label and value; leave out what is empty rather than showing blank lines. */
  details: ReadonlyArray<readonly [string, string]>;
  /** The person's message or remarks, when there are any. */
  note: { label: string; text: string } | null;
  closing: readonly string[];
  action: { label: string; link: string; hint: string } | null;
  signature: string;
  footer: MailFooter;
}

export function detailsMessage(input: DetailsMessageInput): Promise<MailMessage> {
  const { to, replyTo, lang, subject, greeting, intro, details, note, closing, action, signature, footer } =
    input;
  return renderMail(
    { to, language: lang, subject, replyTo },
    <MailLayout lang={lang} preview={intro} footer={footer}>
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
