import type { ActivationCode, CurrentUser, UserProduct } from '@app/contract';
import { ACTIVATION } from '@app/contract';
import type { Database } from '../../db/client';
import { findProductsOfUser } from './products.repository';

const ACTIVATION_CODES: readonly number[] = Object.values(ACTIVATION);
const isActivationCode = (value: number): value is ActivationCode => ACTIVATION_CODES.includes(value);

/** The caller's own products; the access rule (pro) already refused everyone else. */
export async function productsOf(db: Database, user: CurrentUser): Promise<UserProduct[]> {
  const rows = await findProductsOfUser(db, user.id);
  return rows.map((row) => {
    if (!isActivationCode(row.activation)) {
      throw new Error(`user_products ${row.id}: unknown activation code ${row.activation}`);
    }
    return {
      code: row.code,
      activation: row.activation,
      pack: row.pack,
      startDate: row.startDate,
      endDate: row.endDate,
      slots: row.slots,
      selection: row.selection,
    };
  });
}
