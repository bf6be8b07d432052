import type {
  CurrentUser,
  FixedPriceState,
  Order,
  PackCode,
  ProductPackageCode,
  SubscriptionOrderRequest,
} from '@app/contract';
import {
  HELD_ACTIVATIONS,
  activationOn,
  ActivationCode,
  ERR,
  fixedPriceQuota,
  overrunPerDay,
  ProductPackageCode as PackageCodeSchema,
  productWorks,
  brusselsToday,
  ORDER_PACKAGES,
  packageCredits,
  productsOrderedBy,
  wallpaperPackageFor,
} from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { placeAccountOrder } from '../orders/orders.service';
import { assertAccess } from '../../plugins/auth';
import {
  addAdvisorCredits,
  findFixedPriceContract,
  lockAccountOrders,
  markFixedPriceOrdered,
  markProductsOrdered,
} from './product-orders.repository';
import { countOnlineListings, findProductsOfUser } from './products.repository';

const packOf = (code: ProductPackageCode): PackCode | null =>
  code === 'pack-starter' ? 'starter' : code === 'pack-gold' ? 'gold' : null;

const productHeld = () => new HttpError(409, 'product_held', ERR.productHeld);

/** Has or is getting it, in the state it shows today: an activated product past its end is ordered again. */
const held = (row: { activation: number; start_date: string; end_date: string | null }, today: string) =>
  HELD_ACTIVATIONS.includes(
    activationOn(
      { activation: ActivationCode.parse(row.activation), startDate: row.start_date, endDate: row.end_date },
      today,
    ),
  );

async function applyFixedPrice(tx: Database, userId: number, code: ProductPackageCode, today: string) {
  const current = await findFixedPriceContract(tx, userId, true);
  if (current && held(current, today)) throw productHeld();
  await markFixedPriceOrdered(tx, userId, code, fixedPriceQuota(code)!, today);
}

async function applyProducts(tx: Database, userId: number, request: SubscriptionOrderRequest, today: string) {
  const rows = await findProductsOfUser(tx, userId, true);
  const codes = productsOrderedBy(request.product);
  const credits = packageCredits(request.package);
  const advisor = rows.find((row) => row.code === 'propertyAdvisor');
  // Credits top up a Property Advisor one has or is getting.
  if (request.product === 'propertyAdvisor' && advisor && held(advisor, today)) {
    await addAdvisorCredits(tx, userId, credits!);
    return;
  }
  if (rows.some((row) => (codes as readonly string[]).includes(row.code) && held(row, today)))
    throw productHeld();
  await markProductsOrdered(tx, userId, { codes, pack: packOf(request.package), credits, today });
}

/**
 * POST my-products/order for a product (decision 023): professionals only; Wallpaper PRO at the price
 * of the listings online now; one order and its invoice, in the transaction that marks the products
 * pending activation.
 */
export async function orderAccountProduct(
  db: Database,
  user: CurrentUser,
  request: SubscriptionOrderRequest,
  now: Date,
): Promise<Order> {
  assertAccess('pro', user);
  if (request.product === 'wallpaper') {
    const online = await countOnlineListings(db, user.id);
    if (request.package !== wallpaperPackageFor(online))
      throw new HttpError(409, 'price_changed', ERR.priceChanged);
  }
  const { price } = ORDER_PACKAGES.product[request.package];
  return placeAccountOrder(
    db,
    user,
    {
      package: request.package,
      amountCents: Math.round(price * 100),
      remarks: request.remarks,
      target: 'account',
    },
    request.invoice,
    async (tx, today) => {
      await lockAccountOrders(tx, user.id);
      if (request.product === 'fixedPrice') await applyFixedPrice(tx, user.id, request.package, today);
      else await applyProducts(tx, user.id, request, today);
    },
    now,
  );
}

/**
 * GET my-products/fixed-price: the package, the listings online now and what the listings above its
 * quota cost per day; the overrun applies only while the package works.
 */
export async function fixedPriceState(db: Database, user: CurrentUser, now: Date): Promise<FixedPriceState> {
  const [row, online] = await Promise.all([
    findFixedPriceContract(db, user.id),
    countOnlineListings(db, user.id),
  ]);
  if (!row) return { contract: null, onlineListings: online, aboveQuota: 0, overrunPerDay: 0 };
  const code = PackageCodeSchema.parse(row.package);
  const today = brusselsToday(now);
  const period = { startDate: row.start_date, endDate: row.end_date };
  const activation = ActivationCode.parse(row.activation);
  const contract = {
    package: code,
    properties: row.properties,
    monthlyPrice: ORDER_PACKAGES.product[code].price,
    activation: activationOn({ activation, ...period }, today),
    ...period,
  };
  const works = productWorks({ activation, ...period }, today);
  return {
    contract,
    onlineListings: online,
    aboveQuota: works ? Math.max(0, online - row.properties) : 0,
    overrunPerDay: works ? overrunPerDay(online, row.properties) : 0,
  };
}
