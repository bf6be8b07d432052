import type {
  CurrentUser,
  Estimate,
  Paging,
  Valuation,
  ValuationDetail,
  ValuationRequest,
} from '@app/contract';
import { brusselsToday, MSG, pagingOf, quarterStartOf, routePath, VALUATION_UPDATE } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http-error';
import { translator } from '../../i18n';
import { detailsMessage } from '../../mail/details-message';
import type { Mailer } from '../../mail/mailer';
import { queueMail } from '../../mail/mailer';
import type { ValuationLead } from '../products/products.service';
import { passValuationToZones } from '../products/products.service';
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
  if (agencies > 0) await deps.mailer.deliverSoon();
  return valuationOf(db, user, id);
}

export interface UpdateDeps {
  db: Database;
  publicUrl: string;
}

/** Valuations updated per transaction: memory stays bounded whatever their number. */
const UPDATE_BATCH = 200;

function movedMessage(deps: UpdateDeps, row: DueValuation, before: number, after: number) {
  const t = translator(row.language);
  const address = `${row.street} ${row.house_number}, ${row.postcode} ${row.city}`;
  const change = Math.round(((after - before) / before) * 1000) / 10;
  return detailsMessage({
    to: row.email,
    replyTo: null,
    lang: row.language,
    subject: t('mail:valuationUpdate.subject', { address }),
    greeting: t('mail:valuationUpdate.greeting'),
    intro: t('mail:valuationUpdate.intro', { address }),
    details: [
      [t('mail:valuationUpdate.before'), formatMoney(before)],
      [t('mail:valuationUpdate.after'), formatMoney(after)],
      [t('mail:valuationUpdate.change'), `${change > 0 ? '+' : ''}${formatNumber(change, row.language)} %`],
    ],
    note: null,
    closing: [t('mail:valuationUpdate.closing')],
    action: {
      label: t('mail:valuationUpdate.action'),
      link: `${deps.publicUrl}${routePath('valuations', row.language)}`,
    },
    signature: t('mail:valuationUpdate.signature'),
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
 * postcode and type share one reading of the comparables. The owner is mailed when the value moved by
 * more than VALUATION_UPDATE.mailAbovePercent.
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
      const rows = await lockDueValuations(tx, since, UPDATE_BATCH);
      const candidates = new Map<string, Candidate[]>();
      const estimates = [];
      let batchMailed = 0;
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
        if (movedEnough(row.previous_cents, estimate.valueCents)) {
          // The send-mail job delivers it, like the alerts' mails.
          await queueMail(tx, movedMessage(deps, row, row.previous_cents! / 100, estimate.valueCents! / 100));
          batchMailed += 1;
        }
      }
      await insertEstimates(tx, estimates);
      return { count: rows.length, mailed: batchMailed };
    });
    if (batch.count === 0) break;
    updated += batch.count;
    mailed += batch.mailed;
  }
  return { updated, mailed };
}
