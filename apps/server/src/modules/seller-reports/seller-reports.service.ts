import type {
  Language,
  PropertyType,
  SellerReport,
  SellerReportLink,
  SellerReportLinkBody,
  TransactionType,
} from '@app/contract';
import {
  addDays,
  apiPrefix,
  brusselsToday,
  endpoints,
  fillPath,
  portalListingUrl,
  SELLER_REPORT_ERR,
  SELLER_REPORT_LIMITS,
  sellerReportPagePath,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http-error';
import { queueMails } from '../../mail/mailer';
import { listingMarket } from '../market/market.service';
import { euroOrNull } from '../../lib/money';
import type { Storage } from '../../storage/storage';
import { findLogo } from '../profile/profile.service';
import { dayNumber, isoWeekOf, seriesOf } from '../statistics/statistics.service';
import { sellerReportMail } from '../../mail/templates/seller-report';
import { buildSellerReportPdf } from './seller-report-pdf';
import { hashOfToken, newNonce, newUnsubscribeToken, tokenOf } from './seller-report-token';
import type { LinkRow, ReportRow } from './seller-reports.repository';
import {
  claimWeeklyLinks,
  countLinks,
  findOwnListing,
  insertLink,
  linksOf,
  lockListing,
  priceChangesOf,
  reportRowOf,
  revokeLink,
  unsubscribeLanguage,
  unsubscribeLink,
} from './seller-reports.repository';

/** What making links and opening reports need besides the database. */
export interface LinkDeps {
  db: Database;
  /** The server's origin, for the links (PUBLIC_URL). */
  publicUrl: string;
  /** LOGIN_SECRET: the tokens are derived under a key of it (seller-report-token.ts). */
  secret: string;
}

/** Drawing a report's PDF or logo: the logo's file. */
export interface ReportFileDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

const DELETED_STATUS_ID = 5;

const stateOf = (row: Pick<LinkRow, 'revokedAt' | 'endsOn'>, today: string): SellerReportLink['state'] =>
  row.revokedAt ? 'revoked' : row.endsOn < today ? 'expired' : 'active';

const toLink = (row: LinkRow, today: string): SellerReportLink => ({
  id: row.id,
  listingId: row.listingId,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  endsOn: row.endsOn,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  state: stateOf(row, today),
  sellerEmail: row.sellerEmail,
  weeklyEmail: row.sellerEmail === null ? 'off' : row.unsubscribedAt ? 'unsubscribed' : 'on',
  lastMailedWeek: row.lastMailedWeek,
});

/** The public page of a token, in its language, and its PDF. */
const urlsOf = (publicUrl: string, lang: Language, token: string) => ({
  url: `${publicUrl}${sellerReportPagePath(lang)}?${new URLSearchParams({ token })}`,
  pdfUrl: `${publicUrl}${apiPrefix(lang)}${fillPath(endpoints.getSellerReportPdf.path, { token })}`,
});

async function ownListing(db: Database, userId: number, listingId: number) {
  const listing = await findOwnListing(db, userId, listingId);
  if (!listing) throw notFound();
  return listing;
}

/** GET my-properties/:id/seller-reports. */
export async function listLinks(
  db: Database,
  userId: number,
  listingId: number,
  now: Date,
): Promise<SellerReportLink[]> {
  await ownListing(db, userId, listingId);
  const today = brusselsToday(now);
  return (await linksOf(db, userId, listingId)).map((row) => toLink(row, today));
}

/** The end date asked for, or the default; refused before today or beyond the maximum. */
function endsOnOf(asked: string | undefined, today: string): string {
  const endsOn = asked ?? addDays(today, SELLER_REPORT_LIMITS.defaultDays);
  if (endsOn < today || endsOn > addDays(today, SELLER_REPORT_LIMITS.maxDays)) {
    throw validationFailed({ endsOn: SELLER_REPORT_ERR.endsOn });
  }
  return endsOn;
}

/** POST my-properties/:id/seller-reports: the link, and its URLs with the token (this once). */
export async function createLink(
  deps: LinkDeps,
  userId: number,
  listingId: number,
  body: z.output<typeof SellerReportLinkBody>,
  now: Date,
): Promise<{ link: SellerReportLink; url: string; pdfUrl: string }> {
  const today = brusselsToday(now);
  const endsOn = endsOnOf(body.endsOn, today);
  await ownListing(deps.db, userId, listingId);
  const nonce = newNonce();
  const token = tokenOf(deps.secret, nonce);
  const row = await deps.db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    if ((await countLinks(tx, listingId)) >= SELLER_REPORT_LIMITS.linksPerListing) {
      throw new HttpError(409, 'seller_reports_max', SELLER_REPORT_ERR.max);
    }
    return insertLink(tx, {
      userId,
      listingId,
      tokenHash: hashOfToken(token),
      tokenNonce: nonce,
      language: body.language,
      endsOn,
      createdAt: now,
      sellerEmail: body.sellerEmail,
      unsubscribeToken: body.sellerEmail ? newUnsubscribeToken() : null,
    });
  });
  return { link: toLink(row, today), ...urlsOf(deps.publicUrl, body.language, token) };
}

/** POST my-properties/:id/seller-reports/:linkId/revoke. */
export async function revoke(
  db: Database,
  userId: number,
  listingId: number,
  linkId: number,
  now: Date,
): Promise<SellerReportLink> {
  await ownListing(db, userId, listingId);
  const row = await revokeLink(db, userId, listingId, linkId, now);
  if (!row) throw notFound();
  return toLink(row, brusselsToday(now));
}

/**
 * A revoked link, one past its end date, or one of a deleted listing: 410, in words the page shows;
 * it knows the link's language, for a page that says so (the PDF's address opened in a browser).
 */
export class LinkGone extends HttpError {
  constructor(readonly language: Language) {
    super(410, 'gone', SELLER_REPORT_ERR.gone);
  }
}

/** The link of a public token, open: an unknown token answers 404, a closed link 410 (LinkGone). */
export async function openLink(db: Database, token: string, now: Date): Promise<ReportRow> {
  const row = await reportRowOf(db, hashOfToken(token));
  if (!row) throw notFound();
  if (row.revoked || row.ends_on < brusselsToday(now) || row.status_id === DELETED_STATUS_ID) {
    throw new LinkGone(row.language);
  }
  return row;
}

/** The owner's name as a visitor reads it: the company, else the person. */
function agencyName(
  row: Pick<ReportRow, 'is_pro' | 'company_name' | 'first_name' | 'last_name' | 'user_name'>,
) {
  const person = [row.first_name, row.last_name].filter(Boolean).join(' ');
  if (row.is_pro && row.company_name) return row.company_name;
  return person || row.user_name || row.company_name || '';
}

/** The report of an open link on the Brussels day of `now`. */
async function reportOf(db: Database, row: ReportRow, now: Date, hasLogo: boolean): Promise<SellerReport> {
  const today = brusselsToday(now);
  const online = row.online_date !== null && row.online_date <= today ? row.online_date : null;
  const offline = row.offline_date !== null && row.offline_date <= today ? row.offline_date : null;
  // The listing's life: its first day online until it went offline, or until today.
  const lastDay = online === null ? null : offline !== null && offline >= online ? offline : today;
  const series =
    online === null || lastDay === null
      ? null
      : await seriesOf(
          db,
          { listingId: row.listing_id },
          { filterStart: online, filterEnd: lastDay, span: 'week' },
        );
  const priceChanges =
    online === null
      ? []
      : await priceChangesOf(db, row.listing_id, online, SELLER_REPORT_LIMITS.priceChanges);
  const weeks = (series?.series ?? []).map((point) => ({
    week: point.period,
    start: point.start,
    end: point.end,
    partial: point.end === today,
    searchAppearances: point.searchAppearances,
    detailViews: point.detailViews,
    mails: point.mails,
    phoneRequests: point.phoneRequests,
    contacts: point.contacts,
  }));
  return {
    language: row.language,
    endsOn: row.ends_on,
    today,
    listing: {
      vlancode: row.vlancode,
      reference: row.your_reference,
      propertyType: row.property_type as PropertyType,
      transactionType: row.transaction_type as TransactionType,
      street: row.street,
      houseNumber: row.house_number,
      box: row.box,
      zip: row.zip,
      city: row.city,
      price: euroOrNull(row.price_cents),
      url: row.url === null ? null : portalListingUrl(row.url, row.language),
    },
    agency: {
      name: agencyName(row),
      phone: row.phone ?? row.mobile,
      email: (row.is_pro ? row.buyer_contact_email : null) ?? row.email,
      website: row.is_pro ? row.website : null,
      hasLogo,
    },
    market: {
      onlineDate: online,
      offlineDate: online === null ? null : offline,
      daysOnMarket: online === null || lastDay === null ? null : dayNumber(lastDay) - dayNumber(online),
    },
    priceChanges: priceChanges.map((change) => ({
      changedOn: change.changed_on,
      oldPrice: euroOrNull(change.old_price_cents),
      newPrice: euroOrNull(change.new_price_cents),
    })),
    weeks,
    totals: series?.totals ?? {
      searchAppearances: 0,
      detailViews: 0,
      mails: 0,
      phoneRequests: 0,
      contacts: 0,
    },
    marketComparison: await listingMarket(db, row.listing_id),
  };
}

/** The agency's logo stored for the language (else for all languages), or null. */
async function logoOf(deps: ReportFileDeps, userId: number, lang: Language): Promise<Buffer | null> {
  const row = (await findLogo(deps.db, userId, lang)) ?? (await findLogo(deps.db, userId, 'all'));
  if (!row) return null;
  const data = await deps.storage.get(row.storageKey);
  if (!data) {
    deps.log.error({ key: row.storageKey }, 'logo row without its file');
    return null;
  }
  return data;
}

/** GET seller-reports/:token. */
export async function publicReport(deps: ReportFileDeps, token: string, now: Date): Promise<SellerReport> {
  const row = await openLink(deps.db, token, now);
  const hasLogo =
    (await findLogo(deps.db, row.user_id, row.language)) !== undefined ||
    (await findLogo(deps.db, row.user_id, 'all')) !== undefined;
  return reportOf(deps.db, row, now, hasLogo);
}

/** GET seller-reports/:token/logo: PNG (logos are stored as WebP); 404 without one. */
export async function publicLogo(deps: ReportFileDeps, token: string, now: Date): Promise<Buffer> {
  const row = await openLink(deps.db, token, now);
  const logo = await logoOf(deps, row.user_id, row.language);
  if (!logo) throw notFound();
  return sharp(logo).png().toBuffer();
}

/** GET seller-reports/:token/pdf. */
export async function publicPdf(
  deps: ReportFileDeps,
  token: string,
  now: Date,
): Promise<{ data: Buffer; fileName: string }> {
  const row = await openLink(deps.db, token, now);
  const logo = await logoOf(deps, row.user_id, row.language);
  const png = logo ? await sharp(logo).png().toBuffer() : null;
  const report = await reportOf(deps.db, row, now, png !== null);
  return buildSellerReportPdf(report, png);
}

/** Links claimed per transaction by the weekly job. */
const WEEKLY_BATCH = 100;

/**
 * The weekly e-mail (the seller-report-mail job, Mondays): each link with an address, not revoked,
 * not unsubscribed and not ended gets one e-mail with its link per ISO week (Brussels), whatever the
 * number of runs or instances: the week is marked in the same transaction that queues the mail.
 */
export async function sendWeeklyReports(
  deps: LinkDeps & { log: FastifyBaseLogger },
  now: Date,
): Promise<{ mailed: number }> {
  const today = brusselsToday(now);
  const week = isoWeekOf(today);
  let mailed = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await claimWeeklyLinks(tx, week, today, WEEKLY_BATCH);
      const mails = rows.flatMap((row) => {
        const token = tokenOf(deps.secret, row.token_nonce);
        // LOGIN_SECRET changed since the link was made: the link cannot be written again.
        if (hashOfToken(token) !== row.token_hash) {
          deps.log.warn({ link: row.id }, 'seller report link not derivable: weekly e-mail skipped');
          return [];
        }
        return [
          sellerReportMail({
            to: row.seller_email,
            lang: row.language,
            code: row.vlancode,
            agency: agencyName(row),
            link: urlsOf(deps.publicUrl, row.language, token).url,
            endsOn: row.ends_on,
            unsubscribeLink: unsubscribeUrl(deps.publicUrl, row.unsubscribe_token),
          }),
        ];
      });
      await queueMails(tx, mails);
      mailed += mails.length;
      return rows.length;
    });
    if (claimed < WEEKLY_BATCH) break;
  }
  return { mailed };
}

/** The weekly e-mail's one-click unsubscribe link (RFC 8058: its POST stops, its GET asks). */
export const UNSUBSCRIBE_PATH = '/api/seller-reports/unsubscribe';
export const unsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;

/** The language of an unsubscribe link's report, or null for an unknown link. */
export const unsubscribeOwner = async (db: Database, token: string): Promise<Language | null> =>
  (token ? await unsubscribeLanguage(db, token) : undefined) ?? null;

/** Stops the link's weekly e-mail; its language, or null for an unknown link. */
export const unsubscribe = async (db: Database, token: string, now: Date): Promise<Language | null> =>
  (token ? await unsubscribeLink(db, token, now) : undefined) ?? null;
