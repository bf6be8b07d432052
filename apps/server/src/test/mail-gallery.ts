import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE, routePath, sellerReportPagePath } from '@app/contract';
import type { DeferredMail, MailMessage } from '../mail/mailer';
import { confirmAlertsMail } from '../mail/templates/confirm-alerts';
import { confirmEmailMail } from '../mail/templates/confirm-email';
import { securityNoticeMail } from '../mail/templates/security-notice';
import { deleteAccountMail } from '../mail/templates/delete-account';
import type { AlertListing } from '../mail/templates/listing-card';
import { renderDeferred } from '../mail/stored-mail';
import { priceDropMail } from '../mail/templates/price-drop';
import { valuationUpdateMail } from '../mail/templates/valuation-update';
import { leadMail } from '../modules/feed/lead-mail';
import { sellerLeadMail } from '../modules/products/lead-generator.service';
import { informationMail } from '../modules/products/products.service';
import { productStartedMail } from '../modules/products/product-started-mail';
import { sellerReportMail } from '../mail/templates/seller-report';
import { webhookDisabledMail } from '../mail/templates/webhook-disabled';
import { valuationContactMail } from '../modules/products/territories.service';
import { wallpaperChangeMail } from '../modules/products/wallpaper.service';
import { digestMail, realtimeMail } from '../modules/saved-searches/alert-mails';

export const GALLERY_URL = 'https://account.example.be';

/** A token as long as the real ones (base64url, here without a hyphen where a line could break): the link must still break. */
const TOKEN = 'Zx3kP9qLmW2vB7nR4tY8uI1oA6sD5fG0hJcVbNmQwErTyUiOpAsDfGhJkL';
const unsubscribe = (token: string) => `${GALLERY_URL}/api/alerts/unsubscribe?token=${token}.${TOKEN}`;
const LONG_EMAIL = 'marie-christine.vandenbroucke-de-schrijver@een-heel-lang-domein.example.be';

const listing = (id: number, extra: Partial<AlertListing> = {}): AlertListing => ({
  id,
  propertyType: 'house',
  transactionType: 'sale',
  price: 385_000 + id * 1000,
  zip: '9000',
  city: 'Gent',
  livableSurface: 1450,
  bedrooms: 4,
  photoCount: 12,
  photoUrl: `${GALLERY_URL}/demo-photos/house-${(id % 3) + 1}.jpg`,
  // As the listings table keeps it: the portal's Dutch page.
  url: `https://www.example.be/nl/zoekertje/GNT${String(id).padStart(4, '0')}`,
  ...extra,
});

/**
 * One mail of every kind, in a language, with the longest values they meet (a token URL, a long
 * address, several searches): what the layout test opens in a browser. Mails to the portal's own
 * staff are in its default language whatever `lang` is.
 */
export function galleryMails(lang: Language): Array<[kind: string, mail: DeferredMail]> {
  const to = 'reader@example.be';
  const name = 'Marie-Christine';
  return [
    [
      'confirm-email',
      confirmEmailMail({
        to,
        lang,
        name,
        link: `${GALLERY_URL}${routePath('confirm-email', lang)}?token=${TOKEN}`,
      }),
    ],
    [
      'confirm-alerts',
      confirmAlertsMail({
        to,
        lang,
        name,
        link: `${GALLERY_URL}${routePath('savedsearches', lang)}?token=${TOKEN}`,
      }),
    ],
    [
      'delete-account',
      deleteAccountMail({
        to,
        lang,
        name,
        link: `${GALLERY_URL}${routePath('confirm-deletion', lang)}?token=${TOKEN}`,
      }),
    ],
    [
      'security-notice',
      securityNoticeMail({
        to,
        lang,
        name,
        link: `${GALLERY_URL}${routePath('secure-account', lang)}?token=${TOKEN}`,
        kind: 'new-device',
        at: new Date('2026-12-05T17:20:00Z'),
        device: 'Mobile Safari 18',
        os: 'iOS 18.1',
        network: '2a02:1810:4d02:9a00:x',
      }),
    ],
    [
      'lead',
      leadMail({
        to,
        lang,
        vlancode: 'GNT0042',
        yourReference: 'REF-2026-000123',
        address: 'Sint-Pietersnieuwstraat 123 bus 4, 9000 Gent',
        firstName: 'Jean-Baptiste',
        lastName: 'Vandenbroucke',
        email: LONG_EMAIL,
        phone: '+32 470 12 34 56',
        message: `Goedendag,\nIk wil graag een bezoek plannen. ${'Zeer geïnteresseerd. '.repeat(8)}`,
        sentAt: new Date('2026-11-25T10:15:00Z'),
        link: `${GALLERY_URL}${routePath('emails', lang, { vlancode: 'GNT0042' })}`,
        publicUrl: GALLERY_URL,
      }),
    ],
    [
      'seller-lead',
      sellerLeadMail(
        { publicUrl: GALLERY_URL },
        { user_id: 1, lead_id: 1, email: to, language: lang },
        {
          id: 'lead-1',
          firstName: 'Jean',
          lastName: 'Peeters',
          email: LONG_EMAIL,
          phone: null,
          postcode: '9000',
          propertyType: 'appartment',
          message: 'Wij verkopen ons appartement.',
          sentAt: '2026-11-25T10:15:00Z',
        },
        'Gent',
      ),
    ],
    [
      'valuation-contact',
      valuationContactMail(
        { publicUrl: GALLERY_URL },
        { contact_id: 1, user_id: 1, email: to, language: lang },
        {
          valuationId: 1,
          receivedAt: new Date('2026-11-25T10:15:00Z'),
          firstName: 'Jean',
          lastName: 'Peeters',
          email: LONG_EMAIL,
          phone: '+32 470 12 34 56',
          street: 'Sint-Pietersnieuwstraat',
          number: '123',
          postcode: '9000',
          city: 'Gent',
          propertyType: 'house',
          livableSurface: 1450,
          bedrooms: 4,
          estimateCents: 38_500_000,
        },
      ),
    ],
    [
      'realtime-alert',
      realtimeMail({
        to,
        lang,
        publicUrl: GALLERY_URL,
        total: 14,
        sections: [
          {
            title: 'Huis in Gent met tuin en garage',
            // The longest places line a search can have: ten localities.
            places: Array.from({ length: 10 }, (_, i) => `${9030 + i * 10} Sint-Denijs-Westrem`).join(', '),
            total: 12,
            listings: [listing(1), listing(2), listing(3)],
            stopLink: unsubscribe('s'),
          },
          {
            title: 'Appartement Gent',
            places: '9000 Gent',
            total: 3,
            listings: [listing(2), listing(4, { price: null, photoUrl: null })],
            stopLink: unsubscribe('s'),
          },
        ],
        stopAllLink: unsubscribe('r'),
      }),
    ],
    [
      'digest',
      digestMail({
        to,
        lang,
        publicUrl: GALLERY_URL,
        sections: [
          {
            title: 'Huis in Gent',
            places: '9000 Gent, 9050 Gentbrugge',
            total: 7,
            listings: [listing(5), listing(6, { transactionType: 'rent', price: 1250 })],
          },
        ],
        unsubscribeLink: unsubscribe('d'),
      }),
    ],
    [
      'price-drop',
      priceDropMail({
        to,
        lang,
        listing: { ...listing(7), price: 375_000 },
        previousPrice: 400_000,
        savedPropertiesLink: `${GALLERY_URL}${routePath('savedproperties', lang)}`,
        unsubscribeLink: unsubscribe('b'),
      }),
    ],
    [
      'valuation-update',
      valuationUpdateMail({
        to,
        lang,
        mailAbovePercent: 5,
        unsubscribeLink: unsubscribe('v'),
        valuations: [11, 12].map((id) => ({
          address: 'Sint-Pietersnieuwstraat 123 bus 4, 9000 Gent',
          before: 350_000,
          after: 372_500,
          estimatedOn: '2027-01-01',
          comparableCount: 14,
          radiusKm: 4.5,
          link: `${GALLERY_URL}${routePath('valuations', lang, { valuationId: id })}`,
        })),
      }),
    ],
    [
      'product-information',
      informationMail(
        'sales@example.be',
        {
          email: LONG_EMAIL,
          language: DEFAULT_LANGUAGE,
          company_name: 'Immo Vandenbroucke & De Schrijver BV',
          first_name: 'Jean',
          last_name: 'Peeters',
          phone: '+32 9 123 45 67',
          mobile: null,
        },
        42,
        'wallpaper',
        null,
        'Graag meer uitleg over de prijs.',
      ),
    ],
    [
      'wallpaper-change',
      wallpaperChangeMail({
        to: 'delegate@example.be',
        delegateName: 'Sarah Maes',
        requester: {
          email: LONG_EMAIL,
          language: DEFAULT_LANGUAGE,
          company_name: 'Immo Vandenbroucke & De Schrijver BV',
          first_name: 'Jean',
          last_name: 'Peeters',
          phone: null,
          mobile: '+32 470 12 34 56',
        },
        customerId: 42,
        change: 'image',
        message: 'Graag de nieuwe foto van ons kantoor.',
        current: {
          id: 1,
          imageUrl: `${GALLERY_URL}/demo-photos/wallpaper-1-met-een-heel-lange-bestandsnaam-zonder-einde.jpg`,
          startDate: '2026-10-01',
          endDate: '2026-12-31',
        },
      }),
    ],
    [
      'product-started',
      productStartedMail({
        to,
        lang,
        publicUrl: GALLERY_URL,
        products: [
          { code: 'fixedPrice', startDate: '2026-12-14', endDate: '2027-12-13' },
          { code: 'emailAlertPro', startDate: '2026-12-14', endDate: null },
        ],
      }),
    ],
    [
      'webhook-disabled',
      webhookDisabledMail({
        to,
        lang,
        name: 'Immo Demo',
        url: 'https://crm.example.com/hooks/leads-met-een-heel-lang-pad-zonder-einde-voor-de-telefoon',
        link: `${GALLERY_URL}${routePath('data', lang)}?tab=integrations`,
      }),
    ],
    [
      'seller-report',
      sellerReportMail({
        to,
        lang,
        code: 'NYT3999',
        agency: 'Immo Demo',
        link: `${GALLERY_URL}${sellerReportPagePath(lang)}?token=${TOKEN}`,
        endsOn: '2027-03-05',
        unsubscribeLink: `${GALLERY_URL}/api/seller-reports/unsubscribe?token=${TOKEN}`,
      }),
    ],
  ];
}

/** The gallery's mails rendered as their send renders them. */
export const mailGallery = (lang: Language): Promise<Array<{ kind: string; message: MailMessage }>> =>
  Promise.all(
    galleryMails(lang).map(async ([kind, mail]) => ({ kind, message: await renderDeferred(mail) })),
  );
