import type {
  ActivationCode,
  Language,
  OrderableProduct,
  ProductActivationBody,
  ProductLifecycleState,
} from '@app/contract';
import {
  ACTIVATION,
  activationOn,
  brusselsToday,
  ERR,
  MSG,
  OrderableProduct as ProductSchema,
} from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http-error';
import { translator } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import { queueMails } from '../../mail/mailer';
import { isActivationCode } from './user-product';
import type { LifecycleChange, LifecycleRow, StartedRow } from './product-lifecycle.repository';
import { lockLifecycleRows, takeStartedProducts, writeLifecycle } from './product-lifecycle.repository';
import { productStartedMail } from './product-started-mail';

export interface LifecycleDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

const storedActivation = (row: LifecycleRow): ActivationCode => {
  if (!isActivationCode(row.activation)) throw new Error(`${row.code}: unknown activation ${row.activation}`);
  return row.activation;
};

const stateOf = (row: LifecycleRow, today: string): ProductLifecycleState => ({
  product: ProductSchema.parse(row.code),
  activation: activationOn(
    { activation: storedActivation(row), startDate: row.start_date, endDate: row.end_date },
    today,
  ),
  startDate: row.start_date,
  endDate: row.end_date,
});

/** States from which the back office may go to each target (the state shown today, activationOn). */
const ALLOWED_FROM: Record<ProductActivationBody['activation'], readonly ActivationCode[]> = {
  // Ordered and waiting, or suspended and resumed; expired, cancelled or asked about needs an order.
  [ACTIVATION.active]: [ACTIVATION.pendingActivation, ACTIVATION.suspended],
  [ACTIVATION.suspended]: [ACTIVATION.active],
  [ACTIVATION.cancelled]: [ACTIVATION.pendingActivation, ACTIVATION.active, ACTIVATION.suspended],
};

/**
 * What the call does to a product in this state: nothing when it is already there (the same call
 * again), the change, or a refusal. An activated product that has not started shows pending
 * activation but is activated already: only the same period is "the same call".
 */
function changeFor(
  row: LifecycleRow,
  body: ProductActivationBody,
  today: string,
): LifecycleChange | 'same' | null {
  const stored = storedActivation(row);
  const shown = stateOf(row, today).activation;
  if (body.activation === ACTIVATION.active) {
    if (stored === ACTIVATION.active) {
      if (row.start_date === body.startDate && row.end_date === body.endDate) return 'same';
      // Its period is over: a new one needs a new order.
      if (shown === ACTIVATION.expired) return null;
      throw new HttpError(
        409,
        'activated_for_another_period',
        ERR.productActivatedForAnotherPeriod,
        {},
        undefined,
        {
          start: row.start_date,
          end: row.end_date ?? '–',
        },
      );
    }
    if (!ALLOWED_FROM[ACTIVATION.active].includes(shown)) return null;
    return { activation: ACTIVATION.active, period: { startDate: body.startDate, endDate: body.endDate } };
  }
  if (stored === body.activation) return 'same';
  return ALLOWED_FROM[body.activation].includes(shown) ? { activation: body.activation, period: null } : null;
}

function refused(lang: Language, from: ActivationCode, to: ActivationCode): HttpError {
  const t = translator(lang);
  return new HttpError(409, 'transition_refused', ERR.productTransitionRefused, {}, undefined, {
    from: t(`products:activation.${from}`),
    to: t(`products:activation.${to}`),
  });
}

/** The started products' mails, one per owner, queued with the caller's transaction. */
async function queueStartedMails(
  tx: Database,
  publicUrl: string,
  rows: readonly StartedRow[],
): Promise<number> {
  // By owner (Map.groupBy needs Node 21).
  const owners = new Map<number, StartedRow[]>();
  for (const row of rows) owners.set(row.user_id, [...(owners.get(row.user_id) ?? []), row]);
  await queueMails(
    tx,
    [...owners.values()].map((own) =>
      productStartedMail({
        to: own[0]!.email,
        lang: own[0]!.language,
        publicUrl,
        products: own.map((row) => ({
          code: ProductSchema.parse(row.code),
          startDate: row.start_date,
          endDate: row.end_date,
        })),
      }),
    ),
  );
  return owners.size;
}

/**
 * PUT internal/users/:userId/products/:product/activation (decision 062): the back office activates
 * a product for a period, suspends or cancels it; a product of a pack moves with its pack. Under the
 * rows' locks, so the same call twice at once changes them once and both answer the same. An
 * activation whose period has begun mails the owner in the same transaction; a later start is mailed
 * by the product-start job on that day.
 */
export async function setProductActivation(
  deps: LifecycleDeps,
  target: { userId: number; product: OrderableProduct },
  body: ProductActivationBody,
  lang: Language,
  now: Date,
): Promise<ProductLifecycleState[]> {
  const today = brusselsToday(now);
  const { states, mailed } = await deps.db.transaction(async (tx) => {
    const rows = await lockLifecycleRows(tx, target.userId, target.product);
    const named = rows.find((row) => row.code === target.product);
    if (!named) throw notFound();
    const change = changeFor(named, body, today);
    if (change === null) throw refused(lang, stateOf(named, today).activation, body.activation);
    if (change === 'same') return { states: rows.map((row) => stateOf(row, today)), mailed: 0 };
    if (change.period?.endDate && change.period.endDate < today)
      throw validationFailed({ endDate: MSG.invalid });
    await writeLifecycle(
      tx,
      target.userId,
      rows.map((row) => row.code),
      change,
    );
    const started = await takeStartedProducts(tx, today, target.userId);
    const after = await lockLifecycleRows(tx, target.userId, target.product);
    return {
      states: after.map((row) => stateOf(row, today)),
      mailed: await queueStartedMails(tx, deps.publicUrl, started),
    };
  });
  if (mailed > 0) await deps.mailer.deliverSoon();
  return states;
}

/**
 * The product-start job's run: every activated product that works today and whose owner was not told
 * yet is mailed, once (decision 062). Answers how many owners were mailed.
 */
export async function mailStartedProducts(
  db: Database,
  publicUrl: string,
  now: Date,
): Promise<{ owners: number; products: number }> {
  return db.transaction(async (tx) => {
    const started = await takeStartedProducts(tx, brusselsToday(now), null);
    return { owners: await queueStartedMails(tx, publicUrl, started), products: started.length };
  });
}
