import type {
  ActivationCode,
  CurrentUser,
  InformationRequest,
  ProductCode,
  UserProduct,
} from '@app/contract';
import { ACTIVATION, brusselsToday, canAskForInformation, DEFAULT_LANGUAGE, ERR } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { translator } from '../../i18n';
import { detailsMail } from '../../mail/details-message';
import { staffFooter } from '../../mail/footers';
import type { Mailer } from '../../mail/mailer';
import type { Requester } from './products.repository';
import { toUserProduct } from './user-product';
import { findTerritoryStates } from './territories.repository';
import { territoryProducts } from './territories.service';
import { requesterCompany, requesterDetails } from './requester-details';
import { lockAccountOrders } from './product-orders.repository';
import {
  countOnlineListings,
  findProductsOfUser,
  findRequester,
  markInformationRequested,
} from './products.repository';

/** The caller's own products; the access rule (pro) already refused everyone else. */
export async function productsOf(db: Database, user: CurrentUser, now: Date): Promise<UserProduct[]> {
  const today = brusselsToday(now);
  const [rows, online, territories] = await Promise.all([
    findProductsOfUser(db, user.id),
    countOnlineListings(db, user.id),
    findTerritoryStates(db, user.id),
  ]);
  // Pro First and valuation zones are held per postcode (decision 026): their postcodes say their state.
  const perPostcode = territoryProducts(territories, today);
  const codes = new Set(perPostcode.map((product) => product.code));
  return [
    ...rows
      .filter((row) => !codes.has(row.code as ProductCode))
      .map((row) => toUserProduct(row, online, today)),
    ...perPostcode,
  ];
}

export interface InformationDeps {
  db: Database;
  mailer: Mailer;
  salesDeskEmail: string;
}

/** The sales desk works in the portal's default language; the customer's language is in the details. */
export function informationMail(
  to: string,
  requester: Requester,
  customerId: number,
  product: ProductCode,
  state: ActivationCode | null,
  remarks: string | null,
) {
  const t = translator(DEFAULT_LANGUAGE);
  const company = requesterCompany(requester);
  const productName = t(`products:name.${product}`);
  const details: Array<readonly [string, string]> = [
    ...requesterDetails(t, requester, customerId),
    ...(state !== null
      ? [[t('mail:productInformation.state'), t(`products:activation.${state}`)] as const]
      : []),
  ];
  return detailsMail({
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
    footer: staffFooter(DEFAULT_LANGUAGE),
  });
}

/**
 * POST my-products/information: the product shows "information requested" and the sales desk gets an
 * e-mail (replying reaches the customer), in one transaction: the mail exists exactly when the state does.
 * Under the user's order lock, so of parallel requests about one product only the first is accepted.
 */
export async function requestInformation(
  { db, mailer, salesDeskEmail }: InformationDeps,
  user: CurrentUser,
  request: InformationRequest,
  now: Date,
): Promise<UserProduct> {
  const product = await db.transaction(async (tx) => {
    // A product the user never had has no row to lock: without the user's order lock, parallel
    // requests all saw "never had" and each mailed the sales desk (10 of 20 at once on PostgreSQL).
    // The products are read by the next statement, after the lock (decision 053).
    await lockAccountOrders(tx, user.id);
    const today = brusselsToday(now);
    const rows = await findProductsOfUser(tx, user.id);
    const found = rows.find((row) => row.code === request.product);
    // The state it shows (an activated product past its end is expired): toUserProduct's.
    const current = found ? toUserProduct(found, 0, today) : undefined;
    if (current && !canAskForInformation(current.activation))
      throw current.activation === ACTIVATION.informationRequested
        ? new HttpError(409, 'information_requested', ERR.informationRequested)
        : new HttpError(409, 'product_held', ERR.productHeld);
    await markInformationRequested(tx, user.id, request.product, today);
    const state = current ? current.activation : null;
    await mailer.queue(
      tx,
      informationMail(
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
      today,
    );
  });
  await mailer.deliverSoon();
  return product;
}
export { fixedPriceState, orderAccountProduct } from './product-orders.service';
export { mailStartedProducts } from './product-lifecycle.service';
export { recordSellerLead } from './lead-generator.service';
export { productWorksFor, productWorksSql } from './product-works';
export { isProFirstContact, orderTerritory, passValuationToZones } from './territories.service';
export type { ValuationLead } from './territories.repository';
