import type { CurrentUser, DashboardTodo, UserProduct } from '@app/contract';
import { ACTIVATION, addDays, DASHBOARD_TODO_DAYS } from '@app/contract';
import type { Database } from '../../db/client';
import { countBehindMarket } from '../market/market.service';
import { productsOf } from '../products/products.service';
import { goingOfflinePeriod } from '../properties/properties.service';
import { countReceivedLeads } from '../contacts/contacts.service';
import { countGoingOffline } from './todo.repository';

/**
 * A product ending soon is one the professional sees on Products → Overview (the same list,
 * productsOf: the account's products and its Pro First and valuation zones) as active with an end
 * date within the window: about to stop working unless renewed. Listings' own paid options end with
 * the listing's offline date, which `goingOffline` counts (the days My properties' `offline=soon`
 * lists).
 */
function countProductsEnding(products: readonly UserProduct[], today: string): number {
  const last = addDays(today, DASHBOARD_TODO_DAYS.productsEnding);
  return products.filter(
    (product) =>
      product.activation === ACTIVATION.active &&
      product.endDate !== null &&
      product.endDate >= today &&
      product.endDate <= last,
  ).length;
}

/** The dashboard's "to do" counts on the Brussels day `today` (`now` for the products' states). */
export async function todoOf(
  db: Database,
  user: CurrentUser,
  today: string,
  now: Date,
): Promise<DashboardTodo> {
  const days = DASHBOARD_TODO_DAYS.contacts;
  const contacts = { first: addDays(today, 1 - days), last: today };
  const previousContacts = { first: addDays(today, 1 - 2 * days), last: addDays(today, -days) };
  const [[received, previous], goingOffline, behindMarket, products] = await Promise.all([
    // Leads, as the received contacts' list counts them: the line links to that list.
    countReceivedLeads(db, user.id, [contacts, previousContacts]),
    countGoingOffline(db, user.id, goingOfflinePeriod(today)),
    countBehindMarket(db, user.id),
    // Products are a professional's (getMyProducts is theirs alone): a private user has none to end.
    user.isProUser ? productsOf(db, user, now) : Promise.resolve(null),
  ]);
  return {
    contacts: received,
    previousContacts: previous,
    contactsPeriod: { from: contacts.first, to: contacts.last },
    goingOffline,
    behindMarket,
    productsEnding: products ? countProductsEnding(products, today) : null,
  };
}
