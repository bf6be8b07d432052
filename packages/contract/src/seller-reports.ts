import { z } from 'zod';
import { dataOf, PathId } from './common';
import { endpoint } from './endpoint';
import { MarketComparison } from './market';
import { Language } from './language-schema';
import { PropertyType, TransactionType } from './lookups';
import { SELLER_REPORT_FILE_PATHS } from './seller-report-constants';
import { EmailAddress, omittable } from './validation';

// ---------------------------------------------------------------------------------------------
// Issue 50: a report for the seller. For one of its listings an agency makes read-only links (a
// random token, an end date, revocable) to a public report of what the listing drew, by ISO week,
// and the same as a PDF, in the seller's language; optionally e-mailed to the seller every week.
// The database keeps only a SHA-256 hash of a link's token (decision 085).

export const SellerReportLinkBody = z.object({
  /** The seller's language: the report, its PDF and the weekly e-mail are written in it. */
  language: Language,
  /**
   * The last Brussels day the link works (through its end). Not before today, at most
   * SELLER_REPORT_LIMITS.maxDays ahead (the server checks, SELLER_REPORT_ERR.endsOn); absent:
   * SELLER_REPORT_LIMITS.defaultDays from today.
   */
  endsOn: z.iso.date().optional(),
  /** The seller's address for the weekly e-mail with the link; empty or absent: no e-mail. */
  sellerEmail: omittable(EmailAddress),
});
export type SellerReportLinkBody = z.input<typeof SellerReportLinkBody>;

/** Whether the link still opens the report: 'revoked' and 'expired' answer 410. */
export const SellerReportLinkState = z.enum(['active', 'revoked', 'expired']);
export type SellerReportLinkState = z.infer<typeof SellerReportLinkState>;

/** The weekly e-mail of a link: none asked, going, or stopped by the seller's unsubscribe. */
export const SellerReportMailState = z.enum(['off', 'on', 'unsubscribed']);

/** A link as the agency's list shows it: never its token (shown once, when it is made). */
export const SellerReportLink = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  language: Language,
  createdAt: z.iso.datetime(),
  endsOn: z.iso.date(),
  revokedAt: z.iso.datetime().nullable(),
  state: SellerReportLinkState,
  /** Shown in full to the agency that typed it (it is the agency's data); never in a public answer. */
  sellerEmail: z.string().nullable(),
  weeklyEmail: SellerReportMailState,
  /** The ISO week (`2026-W49`) of the last weekly e-mail; null before the first. */
  lastMailedWeek: z.string().nullable(),
});
export type SellerReportLink = z.infer<typeof SellerReportLink>;

const ListingParams = z.object({ id: PathId });
const LinkParams = z.object({ id: PathId, linkId: PathId });
/** Any text up to 100 characters: a token of another shape is simply not found (404). */
const TokenParams = z.object({ token: z.string().min(1).max(100) });

/** A week of the listing's life: what visitors did, summed over its Brussels days. */
export const SellerReportWeek = z.object({
  /** ISO 8601 week, `2026-W49` (Monday first; a week belongs to the year of its Thursday). */
  week: z.string(),
  /** Its first and last day inside the listing's life (the first and last weeks may be cut). */
  start: z.iso.date(),
  end: z.iso.date(),
  /** The week holding today: still counting. */
  partial: z.boolean(),
  searchAppearances: z.number().int().min(0),
  detailViews: z.number().int().min(0),
  mails: z.number().int().min(0),
  phoneRequests: z.number().int().min(0),
  /** Contacts received about the listing (a count: nothing about who sent them). */
  contacts: z.number().int().min(0),
});
export type SellerReportWeek = z.infer<typeof SellerReportWeek>;

/** One change of the listing's asking price. */
export const SellerReportPriceChange = z.object({
  /** The Brussels day of the change (two changes on one day keep their order in the list). */
  changedOn: z.iso.date(),
  /** Euro; null: price on request. */
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
});
export type SellerReportPriceChange = z.infer<typeof SellerReportPriceChange>;

const Totals = SellerReportWeek.pick({
  searchAppearances: true,
  detailViews: true,
  mails: true,
  phoneRequests: true,
  contacts: true,
});

/**
 * The report of a link: the listing as the portal publishes it, the agency's card, its time on the
 * market and its weeks. Nothing about any contact, nor about any other listing.
 */
export const SellerReport = z.object({
  language: Language,
  /** The last day the link works (the report says until when it can be opened). */
  endsOn: z.iso.date(),
  /** The Brussels day the report was drawn up. */
  today: z.iso.date(),
  listing: z.object({
    vlancode: z.string(),
    /** The agency's own reference. */
    reference: z.string().nullable(),
    propertyType: PropertyType,
    transactionType: TransactionType,
    /** The address as the listing holds it (what the portal publishes). */
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    box: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    /** Euro; null: price on request. */
    price: z.number().nullable(),
    /** The portal's page of the listing, in the report's language. */
    url: z.string().nullable(),
  }),
  agency: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    /** Whether getSellerReportLogo has an image to give. */
    hasLogo: z.boolean(),
  }),
  market: z.object({
    /** The first day the listing was online; null: never published. */
    onlineDate: z.iso.date().nullable(),
    /** The day it went offline, when that day has come; null while it is on the market. */
    offlineDate: z.iso.date().nullable(),
    /** Days from onlineDate to offlineDate, or to today while it is on the market. */
    daysOnMarket: z.number().int().min(0).nullable(),
  }),
  /**
   * The listing's asking price as it changed from its first day online on (recorded by a trigger on
   * listings, decision 086), the oldest first: at most SELLER_REPORT_LIMITS.priceChanges, the latest
   * ones. Empty when it never changed, or when the listing was never online.
   */
  priceChanges: z.array(SellerReportPriceChange),
  weeks: z.array(SellerReportWeek),
  totals: Totals,
  /**
   * The listing against its similar listings, as the nightly market job last measured it (decision
   * 086): null while the listing is not public or not measured yet.
   */
  marketComparison: MarketComparison.nullable(),
});
export type SellerReport = z.infer<typeof SellerReport>;

export const listSellerReportLinks = endpoint({
  method: 'GET',
  path: 'my-properties/:id/seller-reports',
  access: 'pro',
  tag: 'seller-reports',
  summary:
    "The report links of one of the agency's listings, the newest first, without their tokens; another agency's listing answers 404.",
  params: ListingParams,
  response: dataOf(z.array(SellerReportLink)),
});

export const createSellerReportLink = endpoint({
  method: 'POST',
  path: 'my-properties/:id/seller-reports',
  access: 'pro',
  tag: 'seller-reports',
  summary:
    'Makes a report link for the listing (at most SELLER_REPORT_LIMITS.linksPerListing). Answers the page URL and the PDF URL with the token, shown this once.',
  params: ListingParams,
  body: SellerReportLinkBody,
  response: dataOf(z.object({ link: SellerReportLink, url: z.string(), pdfUrl: z.string() })),
});

export const revokeSellerReportLink = endpoint({
  method: 'POST',
  path: 'my-properties/:id/seller-reports/:linkId/revoke',
  access: 'pro',
  tag: 'seller-reports',
  summary:
    'Revokes a link: from now on it answers 410 and its weekly e-mail stops. Revoking it again changes nothing.',
  params: LinkParams,
  response: dataOf(SellerReportLink),
});

export const getSellerReport = endpoint({
  method: 'GET',
  path: 'seller-reports/:token',
  access: 'public',
  tag: 'seller-reports',
  summary:
    'The report of a link, for its public page: no-store, noindex. An unknown token answers 404, a revoked or ended link 410 (SELLER_REPORT_ERR.gone).',
  params: TokenParams,
  response: dataOf(SellerReport),
});

/** Binary: application/pdf, A4, the report in the link's language. */
export const getSellerReportPdf = endpoint({
  method: 'GET',
  path: SELLER_REPORT_FILE_PATHS.pdf,
  access: 'public',
  tag: 'seller-reports',
  summary: 'The report of a link as a PDF, in its language; 404 and 410 as getSellerReport.',
  params: TokenParams,
  response: z.unknown(),
});

/** Binary: image/png, the agency's logo for the report's language; 404 when it has none. */
export const getSellerReportLogo = endpoint({
  method: 'GET',
  path: SELLER_REPORT_FILE_PATHS.logo,
  access: 'public',
  tag: 'seller-reports',
  summary:
    "The agency's logo for the report page (PNG); 404 without one, and 404 and 410 as getSellerReport.",
  params: TokenParams,
  response: z.unknown(),
});
