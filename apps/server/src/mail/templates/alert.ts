import type { Language, PropertyType, TransactionType } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import { translator } from '../../i18n';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mailer';

/** A listing as an alert shows it: what, where, price, size, and the link to it. */
export interface AlertListing {
  propertyType: PropertyType;
  transactionType: TransactionType;
  /** Euro; null is "price on request". */
  price: number | null;
  /** The price the user saw before, for a price drop. */
  previousPrice?: number | null;
  zip: string | null;
  city: string | null;
  livableSurface: number | null;
  bedrooms: number | null;
  photoCount: number;
  /** The main photo, an absolute URL (mail clients resolve nothing else). */
  photoUrl: string | null;
  url: string | null;
}

export interface AlertGroup {
  /** The saved search's (or the saved property's) name. */
  title: string;
  listings: readonly AlertListing[];
  /** Matches beyond the cards shown. */
  more: number;
}

type Translate = ReturnType<typeof translator>;

/** 3:2, the portal's photo format. */
const MAIL_PHOTO = { width: 120, height: 80 };

function cardLines(listing: AlertListing, lang: Language, t: Translate) {
  const what = `${t(`lookups:propertyType.${listing.propertyType}`)} · ${t(`lookups:transactionType.${listing.transactionType}`)}`;
  const where = [listing.zip, listing.city].filter(Boolean).join(' ') || t('mail:alert.placeUnknown');
  const amount = listing.price === null ? t('mail:alert.priceOnRequest') : formatMoney(listing.price);
  const price =
    listing.transactionType === 'rent' && listing.price !== null
      ? t('mail:alert.perMonth', { price: amount })
      : amount;
  const facts = [
    listing.livableSurface !== null
      ? t('mail:alert.surface', { value: formatNumber(listing.livableSurface, lang) })
      : null,
    listing.bedrooms !== null ? t('mail:alert.bedrooms', { count: listing.bedrooms }) : null,
    t('mail:alert.photos', { count: listing.photoCount }),
  ].filter((fact): fact is string => fact !== null);
  const before =
    listing.previousPrice !== undefined && listing.previousPrice !== null
      ? t('mail:alert.previousPrice', { price: formatMoney(listing.previousPrice) })
      : null;
  return { what, where, price, before, facts: facts.join(' · ') };
}

/**
 * An alert e-mail: groups of listing cards, a link to the saved searches, and a one-click unsubscribe
 * (a link in the body that works without logging in, and the List-Unsubscribe headers of RFC 8058).
 */
export function alertMessage(input: {
  to: string;
  lang: Language;
  subject: string;
  intro: string;
  groups: readonly AlertGroup[];
  manageLink: string;
  unsubscribeLink: string;
  unsubscribeLabel: string;
}): MailMessage {
  const { to, lang, subject, intro, groups, manageLink, unsubscribeLink, unsubscribeLabel } = input;
  const t = translator(lang);
  const text: string[] = [intro, ''];
  const html: string[] = [
    `<!doctype html><html lang="${lang}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
  ];
  for (const group of groups) {
    text.push(group.title, '');
    html.push(`<h2 style="font-size: 1.1em">${escapeHtml(group.title)}</h2>`);
    for (const listing of group.listings) {
      const card = cardLines(listing, lang, t);
      text.push(
        `- ${card.what}, ${card.where}: ${card.price}${card.before ? ` (${card.before})` : ''}`,
        `  ${card.facts}`,
      );
      if (listing.url) text.push(`  ${listing.url}`);
      const photo = listing.photoUrl
        ? `<td style="padding-right: 12px; vertical-align: top"><img src="${escapeHtml(listing.photoUrl)}" width="${MAIL_PHOTO.width}" height="${MAIL_PHOTO.height}" alt="" style="display: block; border-radius: 4px"></td>`
        : '';
      html.push(
        '<table role="presentation" cellpadding="0" cellspacing="0" style="border: 1px solid #ddd; border-radius: 6px; padding: 8px 12px; margin: 8px 0; width: 100%"><tr>',
        photo,
        '<td style="vertical-align: top">',
        `<div style="font-weight: bold">${escapeHtml(card.what)}</div>`,
        `<div>${escapeHtml(card.where)}</div>`,
        `<div style="font-size: 1.1em; font-weight: bold">${escapeHtml(card.price)}${card.before ? ` <span style="color: #666; text-decoration: line-through">${escapeHtml(card.before)}</span>` : ''}</div>`,
        `<div style="color: #555">${escapeHtml(card.facts)}</div>`,
        listing.url
          ? `<div><a href="${escapeHtml(listing.url)}">${escapeHtml(t('mail:alert.view'))}</a></div>`
          : '',
        '</td></tr></table>',
      );
    }
    if (group.more > 0) {
      const more = t('mail:alert.more', { count: group.more });
      text.push(`  ${more}`);
      html.push(`<p>${escapeHtml(more)}</p>`);
    }
    text.push('');
  }
  const manage = t('mail:alert.manage');
  text.push(
    `${manage}: ${manageLink}`,
    `${unsubscribeLabel}: ${unsubscribeLink}`,
    '',
    t('mail:confirmEmail.signature'),
  );
  html.push(
    `<p><a href="${escapeHtml(manageLink)}">${escapeHtml(manage)}</a></p>`,
    `<p style="font-size: 0.9em; color: #555"><a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(unsubscribeLabel)}</a></p>`,
    `<p>${escapeHtml(t('mail:confirmEmail.signature')).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  );
  return {
    to,
    subject,
    text: text.join('\n'),
    html: html.filter(Boolean).join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
