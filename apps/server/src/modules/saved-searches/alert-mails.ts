import type { Language } from '@app/contract';
import { routePath } from '@app/contract';
import { translator } from '../../i18n';
import type { DeferredMail } from '../../mail/mailer';
import type { AlertMailData, AlertSection } from '../../mail/templates/alert';
import type { AlertListing } from '../../mail/templates/listing-card';

/** One saved search's new matches as read: the first cards, and how many there are in all. */
export interface SectionCards {
  title: string;
  /** The search's places as the reader names them ("9000 Gand, 1450 Gentinnes"). */
  places: string;
  total: number;
  listings: readonly AlertListing[];
}

/**
 * The sections of one mail, each listing once (decision 061): a listing two searches match is shown
 * under the first, with a line naming the others; a search left without cards of its own is named
 * there only. Answers the sections and how many listings the mail tells of.
 */
export function dedupedSections<S extends SectionCards>(
  sections: readonly S[],
): { sections: Array<{ source: S; section: Omit<AlertSection, 'stop'> }>; count: number } {
  const shown = new Map<number, string[]>();
  const built = sections.map((source) => {
    const listings: Array<{ listing: AlertListing; alsoIn: string[] }> = [];
    let repeated = 0;
    for (const listing of source.listings) {
      const alsoIn = shown.get(listing.id);
      if (alsoIn) {
        alsoIn.push(source.title);
        repeated += 1;
      } else {
        const entry = { listing, alsoIn: [] as string[] };
        shown.set(listing.id, entry.alsoIn);
        listings.push(entry);
      }
    }
    return {
      source,
      section: {
        title: source.title,
        places: source.places,
        listings,
        more: source.total - listings.length - repeated,
      },
    };
  });
  const kept = built.filter(({ section }) => section.listings.length > 0 || section.more > 0);
  return { sections: kept, count: shown.size + kept.reduce((sum, { section }) => sum + section.more, 0) };
}

/** An alert mail as the outbox keeps it until the send-mail job renders it (decision 064). */
const alertMail = (to: string, language: Language, subject: string, data: AlertMailData): DeferredMail => ({
  to,
  language,
  subject,
  template: 'alert',
  data,
});

const manageLink = (publicUrl: string, lang: Language) => `${publicUrl}${routePath('savedsearches', lang)}`;

/**
 * The real-time mail of one user: every search with new matches, a section each. One search: its
 * link stops that search's mails. Several: each section stops its own, and the footer (and
 * List-Unsubscribe) all of the user's real-time mails.
 */
export function realtimeMail(input: {
  to: string;
  lang: Language;
  publicUrl: string;
  /** The distinct new listings of all these searches. */
  total: number;
  sections: ReadonlyArray<SectionCards & { stopLink: string }>;
  stopAllLink: string;
}): DeferredMail {
  const { to, lang, publicUrl, total } = input;
  const t = translator(lang);
  const { sections } = dedupedSections(input.sections);
  const only = input.sections.length === 1 ? input.sections[0]! : null;
  const stopOne = (link: string) => ({ label: t('mail:alert.realtimeUnsubscribe'), link });
  return alertMail(
    to,
    lang,
    only
      ? t('mail:alert.realtimeSubject', { name: only.title })
      : t('mail:alert.realtimeSubjectMany', { count: total }),
    {
      intro: only
        ? t('mail:alert.realtimeIntro', { name: only.title, count: total })
        : t('mail:alert.realtimeIntroMany', { count: total, searches: input.sections.length }),
      why: t('mail:footer.realtimeWhy'),
      sections: sections.map(({ source, section }) => ({
        ...section,
        stop: only ? null : stopOne(source.stopLink),
      })),
      manageLink: manageLink(publicUrl, lang),
      unsubscribe: only
        ? stopOne(only.stopLink)
        : { label: t('mail:alert.realtimeUnsubscribeAll'), link: input.stopAllLink },
    },
  );
}

/** The daily digest of one user: a section per digest search; its link stops the digest. */
export function digestMail(input: {
  to: string;
  lang: Language;
  publicUrl: string;
  sections: readonly SectionCards[];
  unsubscribeLink: string;
}): DeferredMail {
  const { to, lang, publicUrl } = input;
  const t = translator(lang);
  const { sections, count } = dedupedSections(input.sections);
  return alertMail(to, lang, t('mail:alert.digestSubject', { count }), {
    intro: t('mail:alert.digestIntro'),
    why: t('mail:footer.digestWhy'),
    sections: sections.map(({ section }) => ({ ...section, stop: null })),
    manageLink: manageLink(publicUrl, lang),
    unsubscribe: { label: t('mail:alert.digestUnsubscribe'), link: input.unsubscribeLink },
  });
}
