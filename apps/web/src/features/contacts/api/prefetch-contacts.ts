import type { Prefetch } from '../../../lib/prefetch';
import { type ContactSide, filterOf, readView, routeVlancodeOf } from '../contact-params';
import { contactsQuery } from './my-contacts';

/**
 * What a contacts screen shows at its address (period, listing, view and page, read as the screen
 * reads them), asked for before the server draws it, under the key the screen asks with.
 */
const prefetchContacts =
  (side: ContactSide): Prefetch =>
  async (queryClient, user, caller, search, params) => {
    const view = readView(search, routeVlancodeOf(side, params));
    await queryClient.fetchQuery(contactsQuery(user.id, side, filterOf(view), caller));
  };

export const prefetchReceivedContacts = prefetchContacts('received');
export const prefetchSentContacts = prefetchContacts('sent');
