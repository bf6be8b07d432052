import type {
  AdvisorAccess,
  AdvisorDossier,
  CreateDossierBody,
  CurrentUser,
  Paging,
  PropertyType,
  TransactionType,
} from '@app/contract';
import {
  ADVISOR_DOSSIER_CREDITS,
  ADVISOR_PROPERTY_TYPES,
  ADVISOR_TOKEN_AUDIENCE,
  ADVISOR_TOKEN_TTL_SECONDS,
  ADVISOR_TRANSACTION_TYPES,
  brusselsToday,
  ERR,
  pagingOf,
  productWorks,
} from '@app/contract';
import { SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { DossierRow } from './advisor.repository';
import {
  dossierMadeSince,
  findDossier,
  findDossierPage,
  findOwnListingKind,
  insertDossier,
  lockAdvisorProduct,
} from './advisor.repository';
import { orderedAMomentAgo, repeatedOrderSince } from '../orders/orders.service';

const toDossier = (row: DossierRow): AdvisorDossier => ({
  id: row.id,
  title: row.title,
  description: row.description,
  listing: {
    id: row.listing_id,
    vlancode: row.vlancode,
    yourReference: row.your_reference,
    propertyType: row.property_type as PropertyType,
    transactionType: row.transaction_type as TransactionType,
    zipcode: row.zip,
    city: row.city,
  },
  creditsUsed: row.credits_used,
  createdAt: row.created_at,
});

export async function listDossiers(
  db: Database,
  user: CurrentUser,
  query: { page: number; pageSize: number },
): Promise<{ data: AdvisorDossier[]; paging: Paging }> {
  const { rows, total } = await findDossierPage(db, user.id, query);
  return { data: rows.map(toDossier), paging: pagingOf(query, total) };
}

const notActivated = () => new HttpError(403, 'product_not_active', ERR.productNotActive);

/**
 * POST my-products/dossier: the rules of spec section 5 with its messages, and the credits used in
 * the same transaction as the dossier (the product row locked), so credits never go below zero.
 */
export async function createDossier(
  db: Database,
  user: CurrentUser,
  body: CreateDossierBody,
  now: Date,
): Promise<AdvisorDossier & { creditsLeft: number }> {
  return db.transaction(async (tx) => {
    const product = await lockAdvisorProduct(tx, user.id);
    const today = brusselsToday(now);
    if (
      !product ||
      !productWorks(
        { activation: product.activation, startDate: product.start_date, endDate: product.end_date },
        today,
      )
    )
      throw notActivated();
    const listing = await findOwnListingKind(tx, user.id, body.listingId);
    if (!listing) throw notFound();
    if (!(ADVISOR_PROPERTY_TYPES as readonly string[]).includes(listing.property_type))
      throw new HttpError(400, 'property_type_not_allowed', ERR.advisorPropertyType);
    if (!(ADVISOR_TRANSACTION_TYPES as readonly string[]).includes(listing.transaction_type))
      throw new HttpError(400, 'transaction_type_not_allowed', ERR.advisorTransactionType);
    if (product.credits < ADVISOR_DOSSIER_CREDITS)
      throw new HttpError(409, 'no_credits', ERR.advisorNoCredits);
    // Under the product's lock, after the rules: the same dossier (listing and title) a moment ago, a
    // double click, answers 409 instead of spending a second credit (decision 054).
    if (await dossierMadeSince(tx, user.id, body, repeatedOrderSince(now))) throw orderedAMomentAgo();
    const { id, creditsLeft } = await insertDossier(tx, user.id, {
      listingId: body.listingId,
      title: body.title,
      description: body.description,
      credits: ADVISOR_DOSSIER_CREDITS,
    });
    return { ...toDossier((await findDossier(tx, user.id, id))!), creditsLeft };
  });
}

/** GET …/access-token/{id}: a signed token that opens one dossier in the advisor tool, for five minutes. */
export async function advisorAccess(
  db: Database,
  user: CurrentUser,
  id: number,
  advisor: { url: string; tokenSecret: string },
  now: Date,
): Promise<AdvisorAccess> {
  if (!(await findDossier(db, user.id, id))) throw notFound();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ADVISOR_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ uid: user.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(id))
    .setAudience(ADVISOR_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(advisor.tokenSecret));
  const url = new URL(advisor.url);
  url.searchParams.set('token', token);
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString(), url: url.href };
}
