import type { Language } from './language-schema';
import { PROFILE_BASE } from './routes';

// Issue 50: the seller's report's plain constants (seller-reports.ts holds their schemas and
// endpoints). Apart from constants.ts, which the dashboard's first load carries: only the report
// links' dialog and the report page need them, and they import them without zod.

export const SELLER_REPORT_LIMITS = {
  /** A link ends at most this many days after the day it is made. */
  maxDays: 365,
  /** Without an end date, a link ends this many days after the day it is made. */
  defaultDays: 90,
  /** Links per listing, revoked and ended ones included (revoke or let end, then ask again). */
  linksPerListing: 20,
  /** The weekly e-mail goes on Mondays at this Brussels hour. */
  weeklyMailHour: 8,
  /**
   * A link this many days past its end date or its revocation is deleted by the retention job, with
   * the seller's address it holds (the agency's list shows it until then).
   */
  keepDays: 90,
  /**
   * Price changes a report shows, the latest ones: a page and a PDF that stay readable, whatever a
   * feed that rewrites prices daily records.
   */
  priceChanges: 50,
} as const;

/** The report page's path word per language, under the profile base, with `?token=` (the web app's page). */
export const SELLER_REPORT_PAGE = {
  nl: 'verkopersrapport',
  fr: 'rapport-vendeur',
  en: 'seller-report',
} as const;

/** The public report page of a link: `/{lang}/{profile base}/{word}`, with `?token=…` (the web app's page). */
export const sellerReportPagePath = (lang: Language): string =>
  `/${lang}/${PROFILE_BASE[lang]}/${SELLER_REPORT_PAGE[lang]}`;

/**
 * The public files of a link (the endpoints getSellerReportPdf and getSellerReportLogo): the report
 * page links them by URL, as a download and an image, so it needs their paths without their schemas.
 */
export const SELLER_REPORT_FILE_PATHS = {
  pdf: 'seller-reports/:token/pdf',
  logo: 'seller-reports/:token/logo',
} as const;

/** The refusals of the report links; their messages are in the `sellerReport` namespace. */
export const SELLER_REPORT_ERR = {
  /** A revoked link, one past its end date, or one of a deleted listing (410). */
  gone: 'sellerReport:gone',
  /** An end date before today or more than SELLER_REPORT_LIMITS.maxDays ahead. */
  endsOn: 'sellerReport:errors.endsOn',
  /** SELLER_REPORT_LIMITS.linksPerListing links already. */
  max: 'sellerReport:errors.max',
} as const;
