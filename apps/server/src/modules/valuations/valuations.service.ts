import type {
  CurrentUser,
  Estimate,
  Paging,
  Valuation,
  ValuationDetail,
  ValuationRequest,
} from '@app/contract';
import { brusselsToday, MSG, pagingOf, quarterStartOf, routePath, VALUATION_UPDATE } from '@app/contract';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { queueMails } from '../../mail/mailer';
import { valuationUpdateMail } from '../../mail/templates/valuation-update';
import type { ValuationLead } from '../products/products.service';
import { passValuationToZones } from '../products/products.service';
import type { EstimateRecord } from '../../db/valuation-estimates';
import {
  estimateFor,
  estimateFrom,
  findCandidates,
  insertEstimates,
  insertValuation,
} from '../../db/valuation-estimates';
import type { Candidate } from '../../lib/valuation-estimate';
import type { DueValuation, EstimateRow, ValuationRow } from './valuations.repository';
import {
  findRequester,
  findValuation,
  findValuationPage,
  lockDueValuations,
  postcodeKnown,
} from './valuations.repository';

const euro = (cents: number | null) => (cents === null ? null : cents / 100);

const toEstimate = (row: EstimateRow): Estimate => ({
  estimatedOn: row.estimated_on,
  value: euro(row.value_cents),
  low: euro(row.low_cents),
  high: euro(row.high_cents),
  pricePerM2: euro(row.price_per_m2_cents),
  confidence: row.confidence,
  comparableCount: row.comparable_count,
  radiusKm: row.radius_km,
});

const toValuation = (row: ValuationRow, estimate: EstimateRow): Valuation => ({
  id: row.id,
  createdAt: row.created_at,
  street: row.street,
  number: row.house_number,
  postcode: row.postcode,
  city: row.city,
  propertyType: row.property_type,
  livableSurface: row.livable_surface,
  bedrooms: row.bedrooms,
  buildYear: row.build_year,
  condition: row.condition,
  consentToContact: row.consent_to_contact,
  remarks: row.remarks,
  estimate: toEstimate(estimate),
});

/** POST my-valuations: newest first, each with its latest estimate. */
export async function listValuations(
  db: Database,
  user: CurrentUser,
  query: { page: number; pageSize: number },
): Promise<{ data: Valuation[]; paging: Paging }> {
  const { rows, total } = await findValuationPage(db, user.id, query);
  return { data: rows.map((row) => toValuation(row, row.estimate)), paging: pagingOf(query, total) };
}

/** GET my-valuations/:id: someone else's valuation answers 404. */
export async function valuationOf(db: Database, user: CurrentUser, id: number): Promise<ValuationDetail> {
  const found = await findValuation(db, user.id, id);
  const latest = found?.history.at(-1);
  if (!found || !latest) throw notFound();
  return {
    ...toValuation(found.valuation, latest),
    comparables: found.comparables,
    history: found.history.map(toEstimate),
  };
}

export interface RequestDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** After the commit: asks the webhook job to send the agencies' valuation contacts. */
  webhooksSoon?: () => Promise<void>;
}

/**
 * POST my-valuations/requests: the estimate now, stored with the request; with the requester's
 * consent, and only then, the agencies holding a working zone of the postcode get it as a contact
 * and a mail, in the same transaction (decision 026).
 */
export async function requestValuation(
  deps: RequestDeps,
  user: CurrentUser,
  request: ValuationRequest,
  now: Date,
): Promise<ValuationDetail> {
  const { db } = deps;
  if (!(await postcodeKnown(db, request.postcode))) throw validationFailed({ postcode: MSG.invalid });
  const today = brusselsToday(now);
  const estimate = await estimateFor(db, request, today);
  const { id, agencies } = await db.transaction(async (tx) => {
    const valuationId = await insertValuation(tx, user.id, request, estimate);
    if (!request.consentToContact) return { id: valuationId, agencies: 0 };
    const requester = await findRequester(tx, user.id);
    const lead: ValuationLead = {
      valuationId,
      receivedAt: now,
      firstName: requester.first_name,
      lastName: requester.last_name,
      email: requester.email,
      phone: requester.phone,
      street: request.street,
      number: request.number,
      postcode: request.postcode,
      city: request.city,
      propertyType: request.propertyType,
      livableSurface: request.livableSurface,
      bedrooms: request.bedrooms,
      estimateCents: estimate.valueCents,
    };
    return { id: valuationId, agencies: await passValuationToZones(tx, deps, lead, today) };
  });
  if (agencies > 0) {
    await deps.mailer.deliverSoon();
    await deps.webhooksSoon?.();
  }
  return valuationOf(db, user, id);
}

export interface UpdateDeps {
  db: Database;
  publicUrl: string;
}

/** Owners updated per transaction (with all their valuations): memory stays bounded whatever their number. */
const UPDATE_BATCH_USERS = 100;

const addressOf = (row: DueValuation) => `${row.street} ${row.house_number}, ${row.postcode} ${row.city}`;

/** One mail per owner who wants them, gathering their valuations that moved enough. */
function updateMails(
  deps: UpdateDeps,
  moved: ReadonlyArray<{ row: DueValuation; estimate: EstimateRecord }>,
) {
  const byUser = new Map<number, Array<{ row: DueValuation; estimate: EstimateRecord }>>();
  for (const entry of moved) {
    if (!entry.row.update_mails) continue;
    byUser.set(entry.row.user_id, [...(byUser.get(entry.row.user_id) ?? []), entry]);
  }
  return [...byUser.values()].map((entries) => {
    const { email, language, unsubscribe_token: token } = entries[0]!.row;
    return valuationUpdateMail({
      to: email,
      lang: language,
      mailAbovePercent: VALUATION_UPDATE.mailAbovePercent,
      unsubscribeLink: `${deps.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(`v.${token}`)}`,
      valuations: entries.map(({ row, estimate }) => ({
        address: addressOf(row),
        before: row.previous_cents! / 100,
        after: estimate.valueCents! / 100,
        estimatedOn: estimate.estimatedOn,
        comparableCount: estimate.comparableCount,
        radiusKm: estimate.radiusKm,
        link: `${deps.publicUrl}${routePath('valuations', language, { valuationId: row.id })}`,
      })),
    });
  });
}

const movedEnough = (before: number | null, after: number | null): boolean =>
  before !== null &&
  after !== null &&
  before !== 0 &&
  (Math.abs(after - before) / before) * 100 > VALUATION_UPDATE.mailAbovePercent;

/**
 * The quarterly update (decision 025): every valuation without an estimate since the quarter's first
 * day gets one. A batch at a time, in one transaction with its rows locked (another run or instance
 * skips them, and a second run finds nothing left to do); the valuations of a batch that share a
 * postcode and type share one reading of the comparables. Each owner who has not stopped them gets
 * one mail telling of every valuation whose value moved by more than VALUATION_UPDATE.mailAbovePercent
 * (decision 061).
 */
export async function runQuarterlyUpdate(
  deps: UpdateDeps,
  now: Date,
): Promise<{ updated: number; mailed: number }> {
  const today = brusselsToday(now);
  const since = quarterStartOf(today);
  let updated = 0;
  let mailed = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await lockDueValuations(tx, since, UPDATE_BATCH_USERS);
      const candidates = new Map<string, Candidate[]>();
      const estimates = [];
      const moved = [];
      for (const row of rows) {
        const key = `${row.postcode} ${row.property_type}`;
        const found =
          candidates.get(key) ??
          (await findCandidates(tx, { postcode: row.postcode, propertyType: row.property_type }, today));
        candidates.set(key, found);
        const estimate = estimateFrom(
          { postcode: row.postcode, livableSurface: row.livable_surface, bedrooms: row.bedrooms },
          found,
          today,
        );
        estimates.push({ valuationId: row.id, estimate });
        if (movedEnough(row.previous_cents, estimate.valueCents)) moved.push({ row, estimate });
      }
      await insertEstimates(tx, estimates);
      // The send-mail job delivers them, like the alerts' mails.
      const mails = updateMails(deps, moved);
      await queueMails(tx, mails);
      return { count: rows.length, mailed: mails.length };
    });
    if (batch.count === 0) break;
    updated += batch.count;
    mailed += batch.mailed;
  }
  return { updated, mailed };
}
