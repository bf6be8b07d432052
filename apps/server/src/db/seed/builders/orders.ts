import { addDays, DAY_MS } from '@app/contract';
import { structuredCommunication } from '../../../lib/structured-communication';
import type { OrderType, orders } from '../../schema';
import {
  PROLONGATION_6M,
  PROLONGATION_6M_CENTS,
  PUBLICATION_PACKAGES,
  UPSELL_PACKAGES,
} from '../data/order-packages';
import type { Random } from '../random';
import { between, pick } from '../random';
import type { InsertedListing } from './listing-rows';

export type OrderRow = typeof orders.$inferInsert;

/**
 * Orders for about a third of the listings that went online: a publication, sometimes an upsell,
 * and a prolongation when the first year ran out. Numbered and with structured communications in
 * the order of the listings.
 */
export function orderRows(
  random: Random,
  now: Date,
  today: string,
  inserted: readonly InsertedListing[],
): OrderRow[] {
  let communication = 4_260_000_000;
  let sequence = 0;
  const rows: OrderRow[] = [];
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:15:00Z`);
  for (const { id, row } of inserted) {
    if (!row.onlineDate || random() >= 0.34) continue;
    const order = (type: OrderType, pkg: string, amountCents: number, day: string) => {
      communication += between(random, 1, 977);
      sequence += 1;
      const createdAt = at(day, between(random, 8, 17));
      const unpaid = day > addDays(today, -10) && random() < 0.5;
      rows.push({
        listingId: id,
        userId: row.userId,
        type,
        package: pkg,
        amountCents,
        createdAt: createdAt > now ? now : createdAt,
        paidAt: unpaid
          ? null
          : new Date(Math.min(createdAt.getTime() + between(random, 1, 9) * DAY_MS, now.getTime())),
        structuredCommunication: structuredCommunication(communication),
        reference: `ORD-${day.slice(0, 4)}-${String(sequence).padStart(5, '0')}`,
      });
    };
    const publicationDay = row.onlineDate > today ? today : row.onlineDate;
    const [pkg, amount] = pick(random, PUBLICATION_PACKAGES);
    order('publication', pkg, amount, publicationDay);
    if (random() < 0.3) {
      const [upsell, upsellAmount] = pick(random, UPSELL_PACKAGES);
      const day = addDays(publicationDay, between(random, 3, 40));
      order('upsell', upsell, upsellAmount, day > today ? today : day);
    }
    if (row.onlineDate < addDays(today, -300) && random() < 0.6) {
      order(
        'prolongation',
        PROLONGATION_6M,
        PROLONGATION_6M_CENTS,
        addDays(row.onlineDate, 360) > today ? today : addDays(row.onlineDate, 360),
      );
    }
  }
  return rows;
}
