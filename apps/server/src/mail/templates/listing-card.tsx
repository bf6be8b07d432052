// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { portalListingUrl, PropertyType, TransactionType } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { z } from 'zod';
import { translator } from '../../i18n';
import { BREAK_ANYWHERE, COLORS } from '../styles';

/**
 * A listing as an alert shows it: what, where, price, size, and the link to it. A schema, as the alert
 * mails keep their listings in the outbox until they are sent (decision 064).
 */
export const AlertListing = z.object({
  id: z.number().int(),
  /** A type the card has no name for reads as 'other' rather than stopping the mail. */
  propertyType: PropertyType.catch('other'),
  transactionType: TransactionType,
  /** Euro; null is "price on request". */
  price: z.number().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  livableSurface: z.number().nullable(),
  bedrooms: z.number().int().nullable(),
  photoCount: z.number().int(),
  /** The main photo, an absolute URL (mail clients resolve nothing else). */
  photoUrl: z.string().nullable(),
  /** The portal's page as stored (the Dutch one); the card links the reader's language's. */
  url: z.string().nullable(),
});
export type AlertListing = z.infer<typeof AlertListing>;

type Translate = ReturnType<typeof translator>;

/** 3:2, the portal's photo format; narrow enough to sit beside the text on a phone. */
const PHOTO = { width: 120, height: 80 };

export const placeOf = (listing: AlertListing, t: Translate): string =>
  [listing.zip, listing.city].filter(Boolean).join(' ') || t('mail:alert.placeUnknown');

/** "Huis in 9000 Gent": a card's heading, a photo's alt text and a price drop's subject. */
export const listingName = (listing: AlertListing, t: Translate): string =>
  t('mail:alert.listingName', {
    type: t(`lookups:propertyType.${listing.propertyType}`),
    place: placeOf(listing, t),
  });

export function priceText(listing: AlertListing, price: number | null, t: Translate): string {
  if (price === null) return t('mail:alert.priceOnRequest');
  return listing.transactionType === 'rent'
    ? t('mail:alert.perMonth', { price: formatMoney(price) })
    : formatMoney(price);
}

function factsOf(listing: AlertListing, lang: Language, t: Translate): string {
  return [
    t(`lookups:transactionType.${listing.transactionType}`),
    listing.livableSurface !== null
      ? t('mail:alert.surface', { value: formatNumber(listing.livableSurface, lang) })
      : null,
    listing.bedrooms !== null ? t('mail:alert.bedrooms', { count: listing.bedrooms }) : null,
    t('mail:alert.photos', { count: listing.photoCount }),
  ]
    .filter((fact): fact is string => fact !== null)
    .join(' · ');
}

/**
 * One listing: its photo (with what and where as alt text, for mail clients that block images), its
 * name, price and facts, and the link to its portal page in the reader's language. `below` adds
 * lines under the price (a price drop's figures, the other searches it matches).
 */
export function ListingCard(props: { listing: AlertListing; lang: Language; below?: readonly string[] }) {
  const { listing, lang, below = [] } = props;
  const t = translator(lang);
  const name = listingName(listing, t);
  const link = listing.url ? portalListingUrl(listing.url, lang) : null;
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', margin: '8px 0', border: `1px solid ${COLORS.line}`, borderRadius: '6px' }}
    >
      <tbody>
        <tr>
          {listing.photoUrl ? (
            <td style={{ width: `${PHOTO.width}px`, padding: '8px 0 8px 8px', verticalAlign: 'top' }}>
              <Img
                src={listing.photoUrl}
                width={PHOTO.width}
                height={PHOTO.height}
                alt={name}
                style={{ borderRadius: '4px', objectFit: 'cover' }}
              />
            </td>
          ) : null}
          <td style={{ padding: '8px 12px', verticalAlign: 'top', ...BREAK_ANYWHERE }}>
            <Text style={{ margin: 0, fontWeight: 700, fontSize: '15px', lineHeight: '20px' }}>{name}</Text>
            <Text style={{ margin: '2px 0', fontWeight: 700, fontSize: '17px', lineHeight: '22px' }}>
              {priceText(listing, listing.price, t)}
            </Text>
            {below.map((line, index) => (
              <Text
                key={index}
                style={{ margin: '2px 0', fontSize: '14px', lineHeight: '20px', color: COLORS.drop }}
              >
                {line}
              </Text>
            ))}
            <Text style={{ margin: '2px 0', fontSize: '13px', lineHeight: '18px', color: COLORS.muted }}>
              {factsOf(listing, lang, t)}
            </Text>
            {link ? (
              <Text style={{ margin: '4px 0 0', fontSize: '14px', lineHeight: '20px' }}>
                <Link href={link} style={{ color: COLORS.brand, textDecoration: 'underline' }}>
                  {t('mail:alert.view')}
                </Link>
              </Text>
            ) : null}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
