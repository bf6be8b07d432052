import type { CurrentUser } from '@app/contract';
import { Loader, Stack, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from '@app/i18n/react';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import '../../lib/i18n';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useMyDashboard } from './api/my-dashboard';
import { ActivityChart } from './components/activity-chart';
import { ContactStatisticsCard } from './components/contact-statistics-card';
import { ListingSummary, ListingTotal } from './components/listing-summary';
import { NoListings } from './components/no-listings';
import { RecentContacts } from './components/recent-contacts';
import { SlotUsageSection } from './components/slot-usage';
import { QueryError } from '../../components/query-error';

/**
 * The `profile` route, the dashboard: the user's listings by type, transaction and status, Best Of
 * and Colour slots (professionals), the most recent contacts and the last 30 days' activity.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('profile'));
  usePageTitle(title);
  return (
    <Stack gap="xl">
      <Title order={1}>{title}</Title>
      {user ? <DashboardContent user={user} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function DashboardContent({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const query = useMyDashboard(user.id);
  // The query's result comes from a store, whose updates React renders at once and whole: on a phone
  // that blocked the page for the length of the dashboard's render. Deferred, it renders in slices
  // that let the browser answer between them (issue 14).
  const dashboard = useDeferredValue(query.data);

  if (query.isError && !query.data) {
    return <QueryError query={query} testId="dashboard-error" />;
  }
  if (!dashboard) {
    return <Loader size="sm" aria-label={t('dashboard:loading')} data-testid="dashboard-loading" />;
  }
  // Nothing listed and nothing happened: a chart of zeros would say nothing.
  const hasActivity =
    dashboard.total > 0 ||
    dashboard.activity.some(
      (day) => day.searchAppearances + day.detailViews + day.mails + day.phoneRequests > 0,
    );

  return (
    <>
      <section aria-labelledby="dashboard-listings-heading" data-testid="dashboard-listings">
        <Title order={2} size="h3" mb="sm" id="dashboard-listings-heading">
          {t('dashboard:listings.title')}
        </Title>
        {dashboard.total === 0 ? (
          <NoListings user={user} />
        ) : (
          <Stack gap="md">
            <ListingTotal total={dashboard.total} />
            <ListingSummary dashboard={dashboard} />
          </Stack>
        )}
      </section>
      {dashboard.slots ? <SlotUsageSection slots={dashboard.slots} /> : null}
      <RecentContacts contacts={dashboard.recentContacts} />
      <ContactStatisticsCard userId={user.id} />
      {hasActivity ? <ActivityChart activity={dashboard.activity} /> : null}
    </>
  );
}

export default DashboardPage;
