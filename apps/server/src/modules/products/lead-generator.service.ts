import type { Writable } from 'node:stream';
import type {
  CurrentUser,
  Language,
  Paging,
  PropertyType,
  RecordSellerLeadBody,
  SellerLead,
  SellerLeadExportQuery,
  SellerLeadFilter,
} from '@app/contract';
import {
  brusselsToday,
  LEAD_GENERATOR_RADIUS_KM,
  MSG,
  pagingOf,
  routePath,
  SELLER_LEAD_EXPORT_COLUMNS,
} from '@app/contract';
import type { LeadGeneratorState } from '@app/contract';
import type { Database } from '../../db/client';
import type { CellValue } from '../../documents/xlsx';
import { writeBatches, XlsxStream } from '../../documents/xlsx';
import { validationFailed } from '../../http-error';
import { translator } from '../../i18n';
import { detailsMail } from '../../mail/details-message';
import { contactsFooter } from '../../mail/footers';
import type { Mailer } from '../../mail/mailer';
import type { Recipient, SellerLeadCriteria, SellerLeadRow } from './lead-generator.repository';
import {
  findOfficeArea,
  findSellerLeadBatch,
  findSellerLeads,
  findSellerPlace,
  insertSellerLeads,
  sellerLeadKnown,
} from './lead-generator.repository';
import { countOnlineListings, findProductsOfUser } from './products.repository';
import { toUserProduct } from './user-product';
import { queueWebhookEvent } from '../webhooks/webhooks.service';

const toSellerLead = (row: SellerLeadRow): SellerLead => ({
  id: row.id,
  receivedAt: row.received_at,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  postcode: row.postcode,
  city: row.city,
  // The feed only stores the contract's codes.
  propertyType: row.property_type as PropertyType,
  message: row.message,
});

/** GET my-products/lead-generator. */
export async function leadGeneratorState(db: Database, user: CurrentUser): Promise<LeadGeneratorState> {
  const [products, online, area, leads] = await Promise.all([
    findProductsOfUser(db, user.id),
    countOnlineListings(db, user.id),
    findOfficeArea(db, user.id),
    findSellerLeads(db, user.id, {}, { limit: 0, offset: 0 }),
  ]);
  const product = products.find((row) => row.code === 'leadGenerator');
  return {
    product: product ? toUserProduct(product, online, brusselsToday()) : null,
    area: area ? { ...area, radiusKm: LEAD_GENERATOR_RADIUS_KM } : null,
    total: leads.total,
  };
}

/** POST my-products/lead-generator/leads. */
export async function listSellerLeads(
  db: Database,
  user: CurrentUser,
  filter: SellerLeadFilter,
): Promise<{ data: SellerLead[]; paging: Paging }> {
  const { rows, total } = await findSellerLeads(db, user.id, filter, {
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
  return { data: rows.map(toSellerLead), paging: pagingOf(filter, total) };
}

export interface SellerLeadDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** After the commit: asks the webhook job to send what the lead queued. */
  webhooksSoon?: () => Promise<void>;
}

export function sellerLeadMail(
  deps: Pick<SellerLeadDeps, 'publicUrl'>,
  recipient: Recipient,
  lead: RecordSellerLeadBody,
  city: string,
) {
  const lang = recipient.language;
  const t = translator(lang);
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const place = `${lead.postcode} ${city}`;
  const type = t(`lookups:propertyType.${lead.propertyType}`);
  return detailsMail({
    to: recipient.email,
    replyTo: lead.email,
    lang,
    subject: t('mail:sellerLead.subject', { type, place }),
    greeting: t('mail:sellerLead.greeting'),
    intro: t('mail:sellerLead.intro', { type, place }),
    details: [
      ...(name ? [[t('mail:sellerLead.name'), name] as const] : []),
      [t('mail:sellerLead.email'), lead.email],
      ...(lead.phone ? [[t('mail:sellerLead.phone'), lead.phone] as const] : []),
      [t('mail:sellerLead.place'), place],
      [t('mail:sellerLead.propertyType'), type],
    ],
    note: lead.message ? { label: t('mail:sellerLead.message'), text: lead.message } : null,
    closing: [t('mail:sellerLead.closing')],
    action: {
      label: t('mail:sellerLead.action'),
      link: `${deps.publicUrl}${routePath('products-lead-generator', lang)}`,
      hint: t('mail:layout.buttonHint'),
    },
    signature: t('mail:productInformation.signature'),
    footer: contactsFooter(lang, deps.publicUrl),
  });
}

/**
 * POST internal/lead-generator/leads: in one transaction, the lead for every agency of the area
 * whose Lead Generator works today, and a mail to each one's leads address. A postcode the
 * localities do not know is refused (400); a re-sent id mails nobody again.
 */
export async function recordSellerLead(
  deps: SellerLeadDeps,
  lead: RecordSellerLeadBody,
  now: Date,
): Promise<{ agencies: number; duplicate: boolean }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const city = await findSellerPlace(tx, lead.postcode);
    if (city === undefined) throw validationFailed({ postcode: MSG.invalid });
    const known = await sellerLeadKnown(tx, lead.id);
    const recipients = await insertSellerLeads(tx, lead, city, brusselsToday(now));
    let webhooks = 0;
    for (const recipient of recipients) {
      await deps.mailer.queue(tx, sellerLeadMail(deps, recipient, lead, city));
      webhooks += await queueWebhookEvent(
        tx,
        recipient.user_id,
        'seller_lead.received',
        sellerLeadEvent(recipient, lead),
        now,
      );
    }
    return { agencies: recipients.length, duplicate: known && recipients.length === 0, webhooks };
  });
  if (outcome.agencies > 0) await deps.mailer.deliverSoon();
  if (outcome.webhooks > 0) await deps.webhooksSoon?.();
  return { agencies: outcome.agencies, duplicate: outcome.duplicate };
}

const sellerLeadEvent = (recipient: Recipient, lead: RecordSellerLeadBody) => ({
  leadId: recipient.lead_id,
  firstName: lead.firstName,
  lastName: lead.lastName,
  email: lead.email,
  phone: lead.phone,
  postcode: lead.postcode,
  propertyType: lead.propertyType,
  message: lead.message,
  sentAt: new Date(lead.sentAt).toISOString(),
});

/** Leads read per query while exporting: memory stays bounded. */
export const SELLER_LEAD_EXPORT_BATCH_SIZE = 1_000;

type ColumnName = (typeof SELLER_LEAD_EXPORT_COLUMNS)[number];
const cell = (value: string | null): CellValue => ({ kind: 'text', value });

/** The file name (translated, with today's Belgian date). */
export const sellerLeadExportName = (lang: Language, now: Date): string =>
  translator(lang)('products:leadGenerator.export.fileName', { date: brusselsToday(now) });

/** Streams the period's leads, newest first, into `out` as a workbook, a batch at a time. */
export async function writeSellerLeadExport(
  db: Database,
  userId: number,
  query: SellerLeadExportQuery,
  lang: Language,
  out: Writable,
): Promise<void> {
  const t = translator(lang);
  const columns: Record<
    ColumnName,
    { header: string; width: number; cell: (row: SellerLeadRow) => CellValue }
  > = {
    receivedDate: {
      header: 'products:leadGenerator.column.received',
      width: 17,
      cell: (row) => ({ kind: 'dateTime', value: row.received_local }),
    },
    firstname: { header: 'contacts:column.firstname', width: 16, cell: (row) => cell(row.first_name) },
    name: { header: 'contacts:column.name', width: 18, cell: (row) => cell(row.last_name) },
    email: { header: 'contacts:column.email', width: 30, cell: (row) => cell(row.email) },
    phone: { header: 'contacts:column.phone', width: 16, cell: (row) => cell(row.phone) },
    postcode: {
      header: 'products:leadGenerator.column.postcode',
      width: 10,
      cell: (row) => cell(row.postcode),
    },
    city: { header: 'products:leadGenerator.column.city', width: 20, cell: (row) => cell(row.city) },
    propertyType: {
      header: 'products:leadGenerator.column.propertyType',
      width: 16,
      cell: (row) => cell(t(`lookups:propertyType.${row.property_type}`)),
    },
    message: { header: 'contacts:column.message', width: 60, cell: (row) => cell(row.message) },
  };
  const ordered = SELLER_LEAD_EXPORT_COLUMNS.map((name) => columns[name]);
  const workbook = new XlsxStream(
    out,
    t('products:leadGenerator.export.sheet'),
    ordered.map((column) => ({ header: t(column.header), width: column.width })),
  );
  const criteria: SellerLeadCriteria = { from: query.from, to: query.to };
  await writeBatches<SellerLeadRow>(
    workbook,
    SELLER_LEAD_EXPORT_BATCH_SIZE,
    (last) =>
      findSellerLeadBatch(
        db,
        userId,
        criteria,
        last && { receivedAt: last.cursor_at, id: last.id },
        SELLER_LEAD_EXPORT_BATCH_SIZE,
      ),
    (row) => ordered.map((column) => column.cell(row)),
  );
}
