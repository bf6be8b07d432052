import type { ActivityDay, Dashboard, RecentContact } from '@app/contract';
import { ActivityChart } from './activity-chart';
import { ContactStatisticsCard } from './contact-statistics-card';
import { RecentContacts } from './recent-contacts';
import { SlotUsageSection } from './slot-usage';

/** The listings' charts come with this part too, drawn at their place (dashboard-page.tsx). */
export { ListingSummary } from './listing-summary';

/**
 * The dashboard's lower half: a professional's slots, the newest contacts, the contacts per day and
 * the last 30 days' activity. It loads after the page's first paint (dashboard-page.tsx); a page the
 * server drew shows it at once, and it answers clicks when its code is in. The slots and the
 * listings' charts came here when the "to do" block took the top (issue 50): below it on a phone,
 * they made room for it in the first load's budget.
 */
export default function ActivitySections({
  userId,
  slots,
  contacts,
  activity,
  hasActivity,
}: {
  userId: number;
  /** Professionals only (null for private users). */
  slots: Dashboard['slots'];
  contacts: RecentContact[];
  activity: ActivityDay[];
  /** Nothing listed and nothing happened: a chart of zeros would say nothing. */
  hasActivity: boolean;
}) {
  return (
    <>
      {slots ? <SlotUsageSection slots={slots} /> : null}
      <RecentContacts contacts={contacts} />
      <ContactStatisticsCard userId={userId} />
      {hasActivity ? <ActivityChart activity={activity} /> : null}
    </>
  );
}
