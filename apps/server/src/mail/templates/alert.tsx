// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import type { MailMessage } from '../mailer';
import { ActionButton, Paragraphs, SectionTitle, TextLink } from '../parts';
import { renderMail } from '../render-mail';
import type { AlertListing } from './listing-card';
import { ListingCard } from './listing-card';

/** One saved search's part of an alert mail. */
export interface AlertSection {
  /** The saved search's name. */
  title: string;
  /** Its places as the reader names them: what the search is about, shown under its name. */
  places: string;
  listings: ReadonlyArray<{
    listing: AlertListing;
    /** Other searches of this mail it matches too. */ alsoIn: readonly string[];
  }>;
  /** Its matches not shown as a card here (beyond the cards' limit). */
  more: number;
  /** Stops this search's e-mails alone, when the mail gathers several. */
  stop: { label: string; link: string } | null;
}

/**
 * A real-time alert or the daily digest: a section per saved search with its listing cards, a button
 * to the saved searches, and a footer whose link stops exactly these mails (also sent as RFC 8058's
 * List-Unsubscribe).
 */
export function alertMessage(input: {
  to: string;
  lang: Language;
  subject: string;
  intro: string;
  why: string;
  sections: readonly AlertSection[];
  manageLink: string;
  unsubscribe: { label: string; link: string };
}): Promise<MailMessage> {
  const { to, lang, subject, intro, why, sections, manageLink, unsubscribe } = input;
  const t = translator(lang);
  return renderMail(
    { to, language: lang, subject, unsubscribe: unsubscribe.link },
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
