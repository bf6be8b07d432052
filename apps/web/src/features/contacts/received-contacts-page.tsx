import { ContactsPage } from './contacts-page';

/** The `emails/:vlancode?` route: contacts received about the user's listings. */
export default function ReceivedContactsPage() {
  return <ContactsPage side="received" />;
}
