import type { CurrentUser, Dashboard } from '@app/contract';
import { Loader, Stack, Title } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from '@app/i18n/react';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { loadNamespaces } from '../../lib/i18n';
import { LATER_NAMESPACES } from '../../lib/namespaces';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useMyDashboard } from './api/my-dashboard';
import { ListingTotal } from './components/listing-total';
import { NoListings } from './components/no-listings';
import { TodoList } from './components/todo-list';
import { QueryError } from '../../components/query-error';
import type * as SectionsModule from './components/activity-sections';

type Sections = typeof SectionsModule;
let loadedSections: Sections | null = null;
const importSections = () => import('./components/activity-sections');

/**
 * The lower half (the listings' charts, slots, contacts, statistics, activity) downloads with its
 * catalogs after the first paint, not before it (issue 14, decision 047). A page the server drew
 * keeps its markup meanwhile: React takes that part over when the code and the catalogs are in.
 */
async function loadSections(): Promise<Sections> {
  const [sections] = await Promise.all([importSections(), loadNamespaces(LATER_NAMESPACES.profile)]);
  loadedSections = sections;
  return sections;
}

/**
 * Called by the server before it renders the dashboard, so that it renders the lower half at once.
 * The browser's loader is not for the server: it loads the catalogs into the browser's instance,
 * where the server renders with the page's own, which holds LATER_NAMESPACES (entry-server.tsx).
 */
export async function preloadActivitySections(): Promise<void> {
  loadedSections = await importSections();
}

const LazySections = lazy(loadSections);
const LazySummary = lazy(async () => ({ default: (await loadSections()).ListingSummary }));

function ActivitySections(props: ComponentProps<Sections['default']>) {
  const Sections = loadedSections?.default;
  return Sections ? <Sections {...props} /> : <LazySections {...props} />;
}

function ListingSummary({ dashboard }: { dashboard: Dashboard }) {
  const Summary = loadedSections?.ListingSummary;
  return Summary ? <Summary dashboard={dashboard} /> : <LazySummary dashboard={dashboard} />;
}

/**
 * The `profile` route, the dashboard: what needs doing (issue 50), the user's listings by type,
 * transaction and status, Best Of and Colour slots (professionals), the most recent contacts and the
 * last 30 days' activity.
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
  const hasActivity =
    dashboard.total > 0 ||
    dashboard.activity.some(
      (day) => day.searchAppearances + day.detailViews + day.mails + day.phoneRequests > 0,
    );

  return (
    <>
      <TodoList todo={dashboard.todo} />
      <section aria-labelledby="dashboard-listings-heading" data-testid="dashboard-listings">
        <Title order={2} size="h3" mb="sm" id="dashboard-listings-heading">
          {t('dashboard:listings.title')}
        </Title>
        {dashboard.total === 0 ? (
          <NoListings user={user} />
        ) : (
          <Stack gap="md">
            <ListingTotal total={dashboard.total} />
            <Suspense fallback={<Loader size="sm" aria-label={t('dashboard:loading')} />}>
              <ListingSummary dashboard={dashboard} />
            </Suspense>
          </Stack>
        )}
      </section>
      <Suspense fallback={<Loader size="sm" aria-label={t('dashboard:loading')} />}>
        <ActivitySections
          userId={user.id}
          slots={dashboard.slots}
          contacts={dashboard.recentContacts}
          activity={dashboard.activity}
          hasActivity={hasActivity}
        />
      </Suspense>
    </>
  );
}

export default DashboardPage;
