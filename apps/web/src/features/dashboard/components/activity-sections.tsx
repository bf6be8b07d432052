import type { ActivityDay, RecentContact } from '@app/contract';
import { ActivityChart } from './activity-chart';
import { ContactStatisticsCard } from './contact-statistics-card';
import { RecentContacts } from './recent-contacts';

/**
 * The dashboard's lower half: the newest contacts, the contacts per day and the last 30 days'
 * activity. It loads after the page's first paint (dashboard-page.tsx); a page the server drew shows
 * it at once, and it answers clicks when its code is in.
 */
export default function ActivitySections({
  userId,
  contacts,
  activity,
  hasActivity,
}: {
  userId: number;
  contacts: RecentContact[];
  activity: ActivityDay[];
  /** Nothing listed and nothing happened: a chart of zeros would say nothing. */
  hasActivity: boolean;
}) {
  return (
    <>
      <RecentContacts contacts={contacts} />
      <ContactStatisticsCard userId={userId} />
      {hasActivity ? <ActivityChart activity={activity} /> : null}
    </>
  );
}
