import { ContactsPage } from './contacts-page';

/** The `contacts-sent` route: contacts the user sent about listings. */
export default function SentContactsPage() {
  return <ContactsPage side="sent" />;
}
