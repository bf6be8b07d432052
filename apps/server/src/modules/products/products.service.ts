import type {
  ActivationCode,
  CurrentUser,
  InformationRequest,
  ProductCode,
  UserProduct,
} from '@app/contract';
import {
  ACTIVATION,
  brusselsToday,
  canAskForInformation,
  DEFAULT_LANGUAGE,
  ERR,
  PACKS,
  PRODUCT_CODES,
  wallpaperMonthlyPrice,
} from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { translator } from '../../i18n';
import { detailsMessage } from '../../mail/details-message';
import type { Mailer } from '../../mail/mailer';
import type { ProductRow, Requester } from './products.repository';
import {
  countOnlineListings,
  findProductsOfUser,
  findRequester,
  markInformationRequested,
} from './products.repository';

const ACTIVATION_CODES: readonly number[] = Object.values(ACTIVATION);
const isActivationCode = (value: number): value is ActivationCode => ACTIVATION_CODES.includes(value);
const isProductCode = (value: string): value is ProductCode =>
  (PRODUCT_CODES as readonly string[]).includes(value);
const SLOT_CODES: readonly ProductCode[] = ['bestOf', 'color'];

/** The monthly price from the contract's table: the pack's, or Wallpaper PRO's for the listings online. */
function monthlyPriceOf(row: ProductRow, onlineListings: number): number | null {
  if (row.pack) return PACKS[row.pack].price;
  if (row.code === 'wallpaper') return wallpaperMonthlyPrice(onlineListings);
  return null;
}

function toUserProduct(row: ProductRow, onlineListings: number): UserProduct {
  if (!isActivationCode(row.activation)) {
    throw new Error(`user_products ${row.id}: unknown activation code ${row.activation}`);
  }
  if (!isProductCode(row.code)) throw new Error(`user_products ${row.id}: unknown product ${row.code}`);
  return {
    code: row.code,
    activation: row.activation,
    pack: row.pack,
    startDate: row.start_date,
    endDate: row.end_date,
    slots: row.slots,
    selection: row.selection,
    used: SLOT_CODES.includes(row.code) ? row.used : null,
    monthlyPrice: monthlyPriceOf(row, onlineListings),
    credits: row.credits,
  };
}

/** The caller's own products; the access rule (pro) already refused everyone else. */
export async function productsOf(db: Database, user: CurrentUser): Promise<UserProduct[]> {
  const [rows, online] = await Promise.all([
    findProductsOfUser(db, user.id),
    countOnlineListings(db, user.id),
  ]);
  return rows.map((row) => toUserProduct(row, online));
}

export interface InformationDeps {
  db: Database;
  mailer: Mailer;
  salesDeskEmail: string;
}

/** The sales desk works in the portal's default language; the customer's language is in the details. */
function informationMessage(
  to: string,
  requester: Requester,
  customerId: number,
  product: ProductCode,
  state: ActivationCode | null,
  remarks: string | null,
) {
  const t = translator(DEFAULT_LANGUAGE);
  const company =
    requester.company_name ??
    ([requester.first_name, requester.last_name].filter(Boolean).join(' ') || requester.email);
  const productName = t(`products:name.${product}`);
  const contact = [requester.first_name, requester.last_name].filter(Boolean).join(' ');
  const phone = requester.phone ?? requester.mobile;
  const details: Array<readonly [string, string]> = [
    [t('mail:productInformation.company'), company],
    ...(contact ? [[t('mail:productInformation.contact'), contact] as const] : []),
    [t('mail:productInformation.email'), requester.email],
    ...(phone ? [[t('mail:productInformation.phone'), phone] as const] : []),
    [t('mail:productInformation.customer'), String(customerId)],
    [t('mail:productInformation.language'), requester.language.toUpperCase()],
    ...(state !== null
      ? [[t('mail:productInformation.state'), t(`products:activation.${state}`)] as const]
      : []),
  ];
  return detailsMessage({
    to,
    replyTo: requester.email,
    lang: DEFAULT_LANGUAGE,
    subject: t('mail:productInformation.subject', { product: productName, company }),
    greeting: t('mail:productInformation.greeting'),
    intro: t('mail:productInformation.intro', { product: productName, company }),
    details,
    note: remarks ? { label: t('mail:productInformation.remarks'), text: remarks } : null,
    closing: [t('mail:productInformation.replyHint')],
    action: null,
    signature: t('mail:productInformation.signature'),
  });
}

/**
 * POST my-products/information: the product shows "information requested" and the sales desk gets an
 * e-mail (replying reaches the customer), in one transaction: the mail exists exactly when the state does.
 */
export async function requestInformation(
  { db, mailer, salesDeskEmail }: InformationDeps,
  user: CurrentUser,
  request: InformationRequest,
  now: Date,
): Promise<UserProduct> {
  const product = await db.transaction(async (tx) => {
    const rows = await findProductsOfUser(tx, user.id, true);
    const current = rows.find((row) => row.code === request.product);
    if (current && !canAskForInformation(current.activation))
      throw current.activation === ACTIVATION.informationRequested
        ? new HttpError(409, 'information_requested', ERR.informationRequested)
        : new HttpError(409, 'product_held', ERR.productHeld);
    await markInformationRequested(tx, user.id, request.product, brusselsToday(now));
    const state = current && isActivationCode(current.activation) ? current.activation : null;
    await mailer.queue(
      tx,
      informationMessage(
        salesDeskEmail,
        await findRequester(tx, user.id),
        user.id,
        request.product,
        state,
        request.remarks,
      ),
    );
    const [after, online] = await Promise.all([
      findProductsOfUser(tx, user.id),
      countOnlineListings(tx, user.id),
    ]);
    return toUserProduct(
      after.find((row) => row.code === request.product)!,
      online,
    );
  });
  await mailer.deliverSoon();
  return product;
}
