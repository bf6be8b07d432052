import { addDays, brusselsToday } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** The demo agency's listings that get a price history: the ones that drew the most contacts. */
const LISTINGS = 3;
/** Listings online for less long have no room for two changes on separate days before today. */
const MIN_DAYS_ONLINE = 21;

/**
 * A price history for the demo agency's most contacted published listings (decision 086), so the
 * seller report shows its price changes: the first listing was lowered twice (from 8% and 4% above
 * its price now), the next ones once (from 4% above), at a third and two thirds of their time
 * online. The seed inserts its listings at their current price, so the trigger on listings records
 * nothing of its own; these rows end at that price. SQL only, no random draws: the data of every
 * other step stays as it was. Called by seedDemo after the activity (it ranks by contacts).
 */
export async function seedPriceChanges(db: Database, now = new Date()): Promise<void> {
  const today = brusselsToday(now);
  await db.execute(sql`
    with picked as (
      select l.id, l.price_cents, l.online_date, ${today}::date - l.online_date as span,
        -- a sale in whole thousands of euro, a rent in whole tens
        case when l.transaction_type = 'rent' then 1000 else 100000 end as step,
        row_number() over (
          order by (select count(*) from contacts c where c.listing_id = l.id) desc, l.id
        ) as rank
      from listings l join users u on u.id = l.user_id
      where u.email = 'agency@example.be' and l.status_id = 1 and l.price_cents is not null
        and l.online_date <= ${addDays(today, -MIN_DAYS_ONLINE)}::date
    ), changes as (
      select id, online_date + span / 3 as day, time '10:00' as at, 1.08 as above_old, 1.04 as above_new, step
      from picked where rank = 1
      union all
      select id, online_date + 2 * span / 3, time '14:30', 1.04, 1, step
      from picked where rank <= ${LISTINGS}::int
    )
    insert into listing_price_changes (listing_id, changed_at, old_price_cents, new_price_cents)
    select c.id, (c.day + c.at) at time zone 'Europe/Brussels',
      round(l.price_cents * c.above_old / c.step) * c.step,
      case when c.above_new = 1 then l.price_cents else round(l.price_cents * c.above_new / c.step) * c.step end
    from changes c join listings l on l.id = c.id
    order by c.day, c.id`);
}
