// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import { z } from 'zod';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import type { MailMessage, TemplateEnvelope } from '../mailer';
import { ActionButton, Paragraphs, SectionTitle, TextLink } from '../parts';
import { renderMail } from '../render-mail';
import { AlertListing, ListingCard } from './listing-card';

const Link = z.object({ label: z.string(), link: z.string() });

/** One saved search's part of an alert mail. */
export const AlertSection = z.object({
  /** The saved search's name. */
  title: z.string(),
  /** Its places as the reader names them: what the search is about, shown under its name. */
  places: z.string(),
  listings: z.array(
    z.object({
      listing: AlertListing,
      /** Other searches of this mail it matches too. */
      alsoIn: z.array(z.string()),
    }),
  ),
  /** Its matches not shown as a card here (beyond the cards' limit). */
  more: z.number().int(),
  /** Stops this search's e-mails alone, when the mail gathers several. */
  stop: Link.nullable(),
});
export type AlertSection = z.infer<typeof AlertSection>;

/**
 * What an alert mail says, kept in the outbox as it is (`template` 'alert') and rendered when the mail
 * is sent: the jobs that write thousands of them do not wait for React (decision 064).
 */
export const AlertMailData = z.object({
  intro: z.string(),
  why: z.string(),
  sections: z.array(AlertSection),
  manageLink: z.string(),
  unsubscribe: Link,
});
export type AlertMailData = z.infer<typeof AlertMailData>;

/**
 * A real-time alert or the daily digest: a section per saved search with its listing cards, a button
 * to the saved searches, and a footer whose link stops exactly these mails (also sent as RFC 8058's
 * List-Unsubscribe).
 */
export function alertMessage(envelope: TemplateEnvelope, data: AlertMailData): Promise<MailMessage> {
  const lang = envelope.language;
  const { intro, why, sections, manageLink, unsubscribe } = data;
  const t = translator(lang);
  return renderMail(
    { ...envelope, unsubscribe: unsubscribe.link },
    <MailLayout lang={lang} preview={intro} footer={{ why, stop: unsubscribe }}>
      <Paragraphs lines={[intro]} />
      {sections.map((section, index) => (
        <div key={index}>
          <SectionTitle>{section.title}</SectionTitle>
          <Paragraphs lines={[section.places]} />
          {section.listings.map(({ listing, alsoIn }) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              lang={lang}
              below={alsoIn.map((name) => t('mail:alert.alsoIn', { name }))}
            />
          ))}
          {section.more > 0 ? <Paragraphs lines={[t('mail:alert.more', { count: section.more })]} /> : null}
          {section.stop ? <TextLink label={section.stop.label} link={section.stop.link} /> : null}
        </div>
      ))}
      <ActionButton label={t('mail:alert.manage')} link={manageLink} hint={t('mail:layout.buttonHint')} />
      <Paragraphs lines={[t('mail:confirmEmail.signature')]} />
    </MailLayout>,
  );
}
