import type { Writable } from 'node:stream';
import type {
  CurrentUser,
  Language,
  Order,
  Paging,
  PostcodeAvailability,
  ProFirstContact,
  Territory,
  TerritoryContactFilter,
  TerritoryExportQuery,
  TerritoryOrderRequest,
  TerritoryProduct,
  UserProduct,
  ValuationContact,
} from '@app/contract';
import {
  ACTIVATION,
  ActivationCode,
  brusselsToday,
  ERR,
  isErasedEmail,
  MSG,
  ORDER_PACKAGES,
  pagingOf,
  PRO_FIRST_CONTACT_EXPORT_COLUMNS,
  routePath,
  TERRITORY_PRODUCTS,
  territoryPackageOf,
  VALUATION_CONTACT_EXPORT_COLUMNS,
  VALUATION_ZONE_POOL_MAX,
} from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import type { Database } from '../../db/client';
import type { CellValue } from '../../documents/xlsx';
import { writeBatches, XlsxStream } from '../../documents/xlsx';
import { HttpError, validationFailed } from '../../http-error';
import { translator } from '../../i18n';
import { searchText } from '../../lib/search-text';
import { detailsMail } from '../../mail/details-message';
import { contactsFooter } from '../../mail/footers';
import { queueWebhookEvent } from '../webhooks/webhooks.service';
import type { Mailer } from '../../mail/mailer';
import { postcodesByName } from '../lookups/lookups.service';
import { placeAccountOrder } from '../orders/orders.service';
import { assertAccess } from '../../plugins/auth';
import type {
  Keyset,
  ProFirstContactRow,
  TerritoryRow,
  TerritoryStateRow,
  ValuationContactRow,
  ValuationLead,
  ZoneRecipient,
} from './territories.repository';
import {
  countProFirstContacts,
  countValuationContacts,
  findHolders,
  findPostcodeAvailability,
  findProFirstContacts,
  findTerritories,
  findValuationContacts,
  insertTerritory,
  insertValuationContacts,
  isProFirstContact,
  linkTerritoryOrder,
  lockPostcode,
} from './territories.repository';

const conflict = (key: string, messageKey: string, values?: Record<string, number>) =>
  new HttpError(409, key, messageKey, {}, undefined, values);

/** Whether `user` may take the postcode, given who holds it now (decision 026); throws otherwise. */
function checkHolders(
  request: TerritoryOrderRequest,
  userId: number,
  holders: Array<{ user_id: number; zone_type: string | null }>,
): void {
  if (holders.some((holder) => holder.user_id === userId)) throw conflict('product_held', ERR.productHeld);
  if (request.product === 'proFirst') {
    if (holders.length > 0) throw conflict('postcode_held', ERR.postcodeHeld);
    return;
  }
  if (holders.some((holder) => holder.zone_type === 'exclusivity'))
    throw conflict('zone_exclusive', ERR.zoneExclusive);
  if (request.zoneType === 'exclusivity' && holders.length > 0) throw conflict('zone_taken', ERR.zoneTaken);
  if (holders.length >= VALUATION_ZONE_POOL_MAX)
    throw conflict('zone_pool_full', ERR.zonePoolFull, { max: VALUATION_ZONE_POOL_MAX });
}

/**
 * POST my-products/order for Pro First or a valuation zone: under a lock per product and postcode,
 * refused when the postcode is taken (Pro First, exclusivity) or the pool is full; otherwise the
 * postcode is held, pending activation, for the months ordered, and the first month is invoiced.
 */
export async function orderTerritory(
  db: Database,
  user: CurrentUser,
  request: TerritoryOrderRequest,
  now: Date,
): Promise<Order> {
  assertAccess('pro', user);
  const known = await findPostcodeAvailability(
    db,
    user.id,
    { zipPrefix: request.postcode },
    brusselsToday(now),
    1,
  );
  if (known[0]?.zip !== request.postcode) throw validationFailed({ postcode: MSG.invalid });
  const code = territoryPackageOf(request.product, request.zoneType);
  const priceCents = Math.round(ORDER_PACKAGES.product[code].price * 100);
  return placeAccountOrder(
    db,
    user,
    {
      package: code,
      amountCents: priceCents,
      remarks: request.remarks,
      target: { postcode: request.postcode },
    },
    request.invoice,
    async (tx, today) => {
      await lockPostcode(tx, request.product, request.postcode);
      checkHolders(request, user.id, await findHolders(tx, request.product, request.postcode, today));
      const id = await insertTerritory(tx, {
        userId: user.id,
        product: request.product,
        postcode: request.postcode,
        zoneType: request.zoneType,
        months: request.months,
        monthlyPriceCents: priceCents,
        today,
      });
      return (orderId) => linkTerritoryOrder(tx, id, orderId);
    },
    now,
  );
}

const toTerritory = (row: TerritoryRow): Territory => ({
  id: row.id,
  postcode: row.postcode,
  cities: row.cities,
  zoneType: row.zone_type,
  activation: ActivationCode.parse(row.activation),
  startDate: row.start_date,
  endDate: row.end_date,
  monthlyPrice: row.monthly_price_cents / 100,
  contacts: row.contacts,
});

/** GET my-products/profirst/users and POST my-products/valuation/zones. */
export async function territoriesOf(
  db: Database,
  user: CurrentUser,
  product: TerritoryProduct,
): Promise<Territory[]> {
  return (await findTerritories(db, user.id, product)).map(toTerritory);
}

/** At most this many postcodes answer a search. */
const SEARCH_LIMIT = 20;

/** GET my-products/profirst/cities/:zip: postcodes by their start or any name of a locality. */
export async function searchPostcodes(
  db: Database,
  user: CurrentUser,
  term: string,
  now: Date,
): Promise<PostcodeAvailability[]> {
  const name = /^\d+$/.test(term) ? null : searchText(term);
  if (name === '') return [];
  // By name: any of a locality's names ("Bergen" finds Mons), the best match first, as in every picker.
  const search =
    name === null ? { zipPrefix: term } : { zips: await postcodesByName(db, name, SEARCH_LIMIT) };
  const rows = await findPostcodeAvailability(db, user.id, search, brusselsToday(now), SEARCH_LIMIT);
  return rows.map((row) => ({
    postcode: row.zip,
    cities: row.cities,
    heldByYou: row.mine,
    proFirstFree: !row.pro_first_held,
    exclusivityFree: !row.exclusive_held && row.pool_members === 0,
    poolPlacesLeft: row.exclusive_held ? 0 : Math.max(0, VALUATION_ZONE_POOL_MAX - row.pool_members),
  }));
}

export interface ZoneMailDeps {
  mailer: Mailer;
  publicUrl: string;
}

export function valuationContactMail(
  deps: Pick<ZoneMailDeps, 'publicUrl'>,
  recipient: ZoneRecipient,
  lead: ValuationLead,
) {
  const lang = recipient.language;
  const t = translator(lang);
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const address = `${lead.street} ${lead.number}, ${lead.postcode} ${lead.city}`;
  const type = t(`lookups:propertyType.${lead.propertyType}`);
  return detailsMail({
    to: recipient.email,
    replyTo: lead.email,
    lang,
    // No street in a subject: subjects are shown in lists and kept in logs.
    subject: t('mail:valuationContact.subject', { type, place: `${lead.postcode} ${lead.city}` }),
    greeting: t('mail:valuationContact.greeting'),
    intro: t('mail:valuationContact.intro', { type, address }),
    details: [
      ...(name ? [[t('mail:valuationContact.name'), name] as const] : []),
      [t('mail:valuationContact.email'), lead.email],
      ...(lead.phone ? [[t('mail:valuationContact.phone'), lead.phone] as const] : []),
      [t('mail:valuationContact.address'), address],
      [t('mail:valuationContact.propertyType'), type],
      [t('mail:valuationContact.surface'), `${formatNumber(lead.livableSurface, lang)} m²`],
      [t('mail:valuationContact.bedrooms'), String(lead.bedrooms)],
      [
        t('mail:valuationContact.estimate'),
        lead.estimateCents === null
          ? t('mail:valuationContact.noEstimate')
          : formatMoney(lead.estimateCents / 100),
      ],
    ],
    note: null,
    closing: [t('mail:valuationContact.closing')],
    action: {
      label: t('mail:valuationContact.action'),
      link: `${deps.publicUrl}${routePath('products-valuationcontacts', lang)}`,
      hint: t('mail:layout.buttonHint'),
    },
    signature: t('mail:productInformation.signature'),
    footer: contactsFooter(lang, deps.publicUrl),
  });
}

/**
 * A consenting valuation request, in the caller's transaction: a contact for each agency whose zone
 * of the postcode works today, and a mail to its leads address. Answers how many agencies got it.
 */
export async function passValuationToZones(
  tx: Database,
  deps: ZoneMailDeps,
  lead: ValuationLead,
  today: string,
): Promise<number> {
  const recipients = await insertValuationContacts(tx, lead, today);
  for (const recipient of recipients) {
    await deps.mailer.queue(tx, valuationContactMail(deps, recipient, lead));
    await queueWebhookEvent(
      tx,
      recipient.user_id,
      'valuation_contact.received',
      {
        contactId: recipient.contact_id,
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        street: lead.street,
        number: lead.number,
        postcode: lead.postcode,
        city: lead.city,
        propertyType: lead.propertyType,
        livableSurface: lead.livableSurface,
        bedrooms: lead.bedrooms,
        estimate: lead.estimateCents === null ? null : lead.estimateCents / 100,
        receivedAt: lead.receivedAt.toISOString(),
      },
      lead.receivedAt,
    );
  }
  return recipients.length;
}

export { isProFirstContact };

/**
 * A request whose sender deleted the account keeps only the fields decision 010 lists: its surface
 * and bedrooms are stored as 0 (NOT NULL columns) and mean "not kept", its day has no time.
 */
const erasedRequest = (row: ValuationContactRow): boolean => isErasedEmail(row.email);

const toValuationContact = (row: ValuationContactRow): ValuationContact => ({
  id: row.id,
  receivedAt: row.received_at,
  zoneType: row.zone_type,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  street: row.street,
  number: row.house_number,
  postcode: row.postcode,
  city: row.city,
  propertyType: row.property_type,
  livableSurface: erasedRequest(row) ? null : row.livable_surface,
  bedrooms: erasedRequest(row) ? null : row.bedrooms,
  estimate: row.estimate_cents === null ? null : row.estimate_cents / 100,
});

const toProFirstContact = (row: ProFirstContactRow): ProFirstContact => ({
  id: row.id,
  receivedAt: row.received_at,
  postcode: row.postcode,
  city: row.city,
  listingId: row.listing_id,
  vlancode: row.vlancode,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  message: row.message,
});

const pageOf = (filter: TerritoryContactFilter) => ({
  limit: filter.pageSize,
  offset: (filter.page - 1) * filter.pageSize,
});

/** POST my-products/valuation/contacts. */
export async function listValuationContacts(
  db: Database,
  user: CurrentUser,
  filter: TerritoryContactFilter,
): Promise<{ data: ValuationContact[]; paging: Paging }> {
  const [rows, total] = await Promise.all([
    findValuationContacts(db, user.id, filter, pageOf(filter)),
    countValuationContacts(db, user.id, filter),
  ]);
  return { data: rows.map(toValuationContact), paging: pagingOf(filter, total) };
}

/** POST my-products/profirst/contacts. */
export async function listProFirstContacts(
  db: Database,
  user: CurrentUser,
  filter: TerritoryContactFilter,
): Promise<{ data: ProFirstContact[]; paging: Paging }> {
  const [rows, total] = await Promise.all([
    findProFirstContacts(db, user.id, filter, pageOf(filter)),
    countProFirstContacts(db, user.id, filter),
  ]);
  return { data: rows.map(toProFirstContact), paging: pagingOf(filter, total) };
}

/** Contacts read per query while exporting: memory stays bounded. */
export const TERRITORY_EXPORT_BATCH_SIZE = 1_000;

const textCell = (value: string | null): CellValue => ({ kind: 'text', value });
const integerCell = (value: number | null): CellValue => ({ kind: 'integer', value });

interface Column<Row> {
  header: string;
  width: number;
  cell: (row: Row) => CellValue;
}

/** Streams rows, newest first, a keyset batch at a time, into a workbook. */
async function streamWorkbook<Row extends { id: number; cursor_at: string }>(
  out: Writable,
  sheet: string,
  columns: Array<Column<Row>>,
  batch: (after: Keyset | null) => Promise<Row[]>,
): Promise<void> {
  const workbook = new XlsxStream(
    out,
    sheet,
    columns.map((column) => ({ header: column.header, width: column.width })),
  );
  await writeBatches<Row>(
    workbook,
    TERRITORY_EXPORT_BATCH_SIZE,
    (last) => batch(last && { receivedAt: last.cursor_at, id: last.id }),
    (row) => columns.map((column) => column.cell(row)),
  );
}

/** The export file's name (translated, with today's Belgian date). */
export function territoryExportName(product: TerritoryProduct, lang: Language, now: Date): string {
  const t = translator(lang);
  const date = brusselsToday(now);
  return product === 'proFirst'
    ? t('products:territory.proFirst.export.fileName', { date })
    : t('products:territory.valuation.export.fileName', { date });
}

const batchOf = { limit: TERRITORY_EXPORT_BATCH_SIZE, offset: 0 };

export async function writeValuationContactExport(
  db: Database,
  userId: number,
  period: TerritoryExportQuery,
  lang: Language,
  out: Writable,
): Promise<void> {
  const t = translator(lang);
  const all: Record<(typeof VALUATION_CONTACT_EXPORT_COLUMNS)[number], Column<ValuationContactRow>> = {
    receivedDate: {
      header: t('products:territory.column.received'),
      width: 17,
      // An erased request keeps its day only (decision 030).
      cell: (r) =>
        erasedRequest(r)
          ? { kind: 'date', value: r.received_local.slice(0, 10) }
          : { kind: 'dateTime', value: r.received_local },
    },
    firstname: { header: t('contacts:column.firstname'), width: 16, cell: (r) => textCell(r.first_name) },
    name: { header: t('contacts:column.name'), width: 18, cell: (r) => textCell(r.last_name) },
    email: { header: t('contacts:column.email'), width: 30, cell: (r) => textCell(r.email) },
    phone: { header: t('contacts:column.phone'), width: 16, cell: (r) => textCell(r.phone) },
    address: {
      header: t('products:territory.column.address'),
      width: 30,
      cell: (r) => textCell(`${r.street} ${r.house_number}`.trim() || null),
    },
    postcode: {
      header: t('products:territory.column.postcode'),
      width: 10,
      cell: (r) => textCell(r.postcode),
    },
    city: { header: t('products:territory.column.city'), width: 20, cell: (r) => textCell(r.city) },
    propertyType: {
      header: t('products:territory.column.propertyType'),
      width: 16,
      cell: (r) => textCell(t(`lookups:propertyType.${r.property_type}`)),
    },
    livableSurface: {
      header: t('products:territory.column.surface'),
      width: 12,
      cell: (r) => integerCell(erasedRequest(r) ? null : r.livable_surface),
    },
    bedrooms: {
      header: t('products:territory.column.bedrooms'),
      width: 10,
      cell: (r) => integerCell(erasedRequest(r) ? null : r.bedrooms),
    },
    estimate: {
      header: t('products:territory.column.estimate'),
      width: 14,
      cell: (r) => ({ kind: 'euro', value: r.estimate_cents === null ? null : r.estimate_cents / 100 }),
    },
    zoneType: {
      header: t('products:territory.column.zoneType'),
      width: 14,
      cell: (r) =>
        textCell(
          r.zone_type === 'exclusivity'
            ? t('products:territory.zoneType.exclusivity')
            : t('products:territory.zoneType.pool'),
        ),
    },
  };
  await streamWorkbook(
    out,
    t('products:territory.valuation.export.sheet'),
    VALUATION_CONTACT_EXPORT_COLUMNS.map((name) => all[name]),
    (after) => findValuationContacts(db, userId, period, { ...batchOf, after }),
  );
}

export async function writeProFirstContactExport(
  db: Database,
  userId: number,
  period: TerritoryExportQuery,
  lang: Language,
  out: Writable,
): Promise<void> {
  const t = translator(lang);
  const all: Record<(typeof PRO_FIRST_CONTACT_EXPORT_COLUMNS)[number], Column<ProFirstContactRow>> = {
    receivedDate: {
      header: t('products:territory.column.received'),
      width: 17,
      cell: (r) => ({ kind: 'dateTime', value: r.received_local }),
    },
    vlancode: {
      header: t('products:territory.column.vlancode'),
      width: 12,
      cell: (r) => textCell(r.vlancode),
    },
    postcode: {
      header: t('products:territory.column.postcode'),
      width: 10,
      cell: (r) => textCell(r.postcode),
    },
    city: { header: t('products:territory.column.city'), width: 20, cell: (r) => textCell(r.city) },
    firstname: { header: t('contacts:column.firstname'), width: 16, cell: (r) => textCell(r.first_name) },
    name: { header: t('contacts:column.name'), width: 18, cell: (r) => textCell(r.last_name) },
    email: { header: t('contacts:column.email'), width: 30, cell: (r) => textCell(r.email) },
    phone: { header: t('contacts:column.phone'), width: 16, cell: (r) => textCell(r.phone) },
    message: { header: t('contacts:column.message'), width: 60, cell: (r) => textCell(r.message) },
  };
  await streamWorkbook(
    out,
    t('products:territory.proFirst.export.sheet'),
    PRO_FIRST_CONTACT_EXPORT_COLUMNS.map((name) => all[name]),
    (after) => findProFirstContacts(db, userId, period, { ...batchOf, after }),
  );
}

/**
 * Pro First and valuation zones in the products summary: held per postcode, so their one row says
 * the best of the user's postcodes: working (active, its period the working postcodes'), else
 * pending activation, else expired; the monthly price is the sum of the postcodes held.
 */
export function territoryProducts(rows: TerritoryStateRow[], today: string): UserProduct[] {
  return TERRITORY_PRODUCTS.flatMap((product) => {
    const own = rows.filter((row) => row.product === product);
    if (own.length === 0) return [];
    const working = own.filter(
      (row) => row.activation === ACTIVATION.active && row.start_date <= today && row.end_date >= today,
    );
    const pending = own.filter(
      (row) => row.activation === ACTIVATION.pendingActivation && row.end_date >= today,
    );
    const shown = working.length > 0 ? working : pending.length > 0 ? pending : own;
    const activation =
      working.length > 0
        ? ACTIVATION.active
        : pending.length > 0
          ? ACTIVATION.pendingActivation
          : ACTIVATION.expired;
    const held = [...working, ...pending];
    return [
      {
        code: product,
        activation,
        pack: null,
        startDate: shown.map((row) => row.start_date).sort()[0]!,
        endDate: shown
          .map((row) => row.end_date)
          .sort()
          .at(-1)!,
        slots: null,
        selection: null,
        used: null,
        monthlyPrice:
          held.length > 0 ? held.reduce((sum, row) => sum + row.monthly_price_cents, 0) / 100 : null,
        credits: null,
      },
    ];
  });
}
