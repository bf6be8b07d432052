import type {
  CurrentUser,
  Order,
  ListingOrderRequest,
  ProjectAdFieldsInput,
  PropertyAdFieldsInput,
} from '@app/contract';
import {
  brusselsToday,
  ERR,
  fieldErrors,
  ORDER_PACKAGES,
  PublishableProjectAd,
  PublishablePropertyAd,
} from '@app/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { ListingTarget, OrderPlan, ProjectTarget, TargetChange } from './order-product.repository';
import { placeListingOrder, placeProjectOrder } from './order-product.repository';
import { findOrder } from './orders.repository';
import { assertNotRepeated, toOrder } from './orders.service';
import { euroOrNull } from '../../lib/money';

const DRAFT_STATUS_ID = 3;
/** Published, not published, sold/rented and option: listings whose visibility can be extended. */
const PROLONGABLE_STATUS_IDS: readonly number[] = [1, 2, 6, 7];
/** Upsell buys visibility, so only for a listing that is online: published or under option. */
const ONLINE_STATUS_IDS: readonly number[] = [1, 7];

/** What the package of the request gives: the months of a publication or prolongation, else nothing. */
function changeOf(request: ListingOrderRequest): TargetChange {
  const packages: Record<string, { price: number; months?: number }> = ORDER_PACKAGES[request.type];
  const months = packages[request.package]?.months;
  if (request.type === 'upsell') return { kind: 'none' };
  if (months === undefined) throw new Error(`${request.type} package ${request.package} has no months`);
  return { kind: request.type === 'publication' ? 'publish' : 'prolong', months };
}

function planOf(request: ListingOrderRequest): OrderPlan {
  const packages: Record<string, { price: number }> = ORDER_PACKAGES[request.type];
  // The contract already refused a package that is not of the type.
  const price = packages[request.package]!.price;
  return {
    type: request.type,
    package: request.package,
    amountCents: Math.round(price * 100),
    remarks: request.remarks ?? null,
    change: changeOf(request),
  };
}

/** A draft that misses what publication needs: the editor marks the fields. */
function assertPublishable(schema: z.ZodType, fields: PropertyAdFieldsInput | ProjectAdFieldsInput): void {
  const result = schema.safeParse(fields);
  if (!result.success) {
    throw new HttpError(400, 'validation', ERR.draftIncomplete, {}, fieldErrors(result.error));
  }
}

/** A listing row as the ad editor's fields, so the contract's publication rules judge it. */
export function propertyAdFieldsOf(row: ListingTarget): PropertyAdFieldsInput {
  return {
    // The database only holds the contract's codes (the seed and the ad editor write them).
    propertyType: row.property_type as PropertyAdFieldsInput['propertyType'],
    transactionType: row.transaction_type as PropertyAdFieldsInput['transactionType'],
    yourReference: row.your_reference,
    price: euroOrNull(row.price_cents),
    street: row.street,
    number: row.house_number,
    box: row.box,
    zipcode: row.zip,
    city: row.city,
    livableSurface: row.livable_surface,
    bedrooms: row.bedrooms,
    descriptions: { nl: row.description.nl, fr: row.description.fr, en: row.description.en },
  };
}

export function projectAdFieldsOf(row: ProjectTarget): ProjectAdFieldsInput {
  return {
    name: row.name,
    reference: row.reference,
    street: row.street,
    number: row.house_number,
    zipcode: row.zip,
    city: row.city,
    descriptions: { nl: row.description.nl, fr: row.description.fr, en: row.description.en },
  };
}

/** Spec section 6: users with software place their ads there, so they have no drafts to publish. */
function assertMayPublish(user: CurrentUser): void {
  if (user.userInfo.hasSoftware) {
    throw new HttpError(403, 'forbidden', ERR.softwareDrafts, {}, undefined, {
      software: user.userInfo.softwareName ?? '',
    });
  }
}

function checkListing(request: ListingOrderRequest, target: ListingTarget): void {
  if (request.type === 'publication') {
    if (target.status_id !== DRAFT_STATUS_ID) throw new HttpError(409, 'conflict', ERR.notADraft);
    assertPublishable(PublishablePropertyAd, propertyAdFieldsOf(target));
    return;
  }
  // Software-managed listings pass: the software owns content and status, visibility is bought here.
  const allowed = request.type === 'upsell' ? ONLINE_STATUS_IDS : PROLONGABLE_STATUS_IDS;
  if (!allowed.includes(target.status_id)) throw new HttpError(409, 'conflict', ERR.listingNotOnline);
}

/**
 * POST my-products/order: the rules of decision 013, then the order (unpaid, with its communication).
 * Under the listing's or project's lock, after those rules (a second publication is "not a draft"),
 * the same order placed a moment ago answers 409 (decision 054): a prolongation or an upsell would
 * be billed again.
 */
export async function orderProduct(
  db: Database,
  user: CurrentUser,
  request: ListingOrderRequest,
  now: Date = new Date(),
): Promise<Order> {
  const context = { userId: user.id, today: brusselsToday(now), now };
  const plan = planOf(request);
  const repeated = { userId: user.id, type: request.type, package: request.package };
  let orderId: number | null;
  if (request.projectId !== undefined) {
    // The contract allows a project for publication only.
    assertMayPublish(user);
    // Spec section 6: projects are hidden for customer type Notaires, so the API refuses them too.
    if (user.userInfo.customerType === 'notaires') throw new HttpError(403, 'forbidden', ERR.forbidden);
    orderId = await placeProjectOrder(db, context, request.projectId, async (target, tx) => {
      if (target.status_id !== DRAFT_STATUS_ID) throw new HttpError(409, 'conflict', ERR.notADraft);
      assertPublishable(PublishableProjectAd, projectAdFieldsOf(target));
      await assertNotRepeated(tx, { ...repeated, target: { projectId: target.id } }, now);
      return plan;
    });
  } else {
    if (request.type === 'publication') assertMayPublish(user);
    orderId = await placeListingOrder(db, context, request.listingId!, async (target, tx) => {
      checkListing(request, target);
      await assertNotRepeated(tx, { ...repeated, target: { listingId: target.id } }, now);
      return plan;
    });
  }
  if (orderId === null) throw notFound();
  const row = await findOrder(db, orderId);
  if (!row) throw new Error(`order ${orderId} vanished after its commit`);
  return toOrder(row);
}
