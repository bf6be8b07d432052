import type { CurrentUser } from '@app/contract';
import { brusselsToday, presetRange, routePath } from '@app/contract';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { currentLanguage, loadNamespaces } from '../../lib/i18n';
import { LATER_NAMESPACES } from '../../lib/namespaces';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useListingStatistics } from './api/announcement-statistics';
import { useGeneralStatistics } from './api/general-statistics';
import { useListingByVlancode } from './api/listing-by-vlancode';
import { BestListings } from './components/best-listings';
import { FacebookSection } from './components/facebook-section';
import { ListingHeader } from './components/listing-header';
import { RangeControls } from './components/range-controls';
import { SeriesPanel } from './components/series-panel';
import type { StatisticsRange, StatisticsView } from './statistics-view';
import { rangeOf, readView, writeView } from './statistics-view';
import { QueryError } from '../../components/query-error';

/**
 * The listing against its similar listings (issue 50), below its figures: its code and catalog
 * (LATER_NAMESPACES) load after the first paint, out of the statistics' first load. Drawn once the
 * browser has the page, never by the server: the loader waits for the browser's catalogs, and the
 * page the server drew is taken over as it was drawn.
 */
const ListingMarket = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/listing-market'),
    loadNamespaces(LATER_NAMESPACES.statistics),
  ]);
  return { default: module.ListingMarket };
});

function LaterListingMarket({ userId, listingId }: { userId: number; listingId: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ListingMarket userId={userId} listingId={listingId} />
    </Suspense>
  ) : null;
}

/**
 * The `statistics/:vlanCode?` route: the user's statistics (professionals also get their best
 * listings), or one listing's with a vlancode; range, span and chart type live in the URL.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('statistics'));
  usePageTitle(title);
  return (
    <Stack gap="xl">
      <Title order={1}>{title}</Title>
      {user ? <StatisticsScreen user={user} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function StatisticsScreen({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { vlanCode } = useParams();
  const [params, updateParams] = useQueuedSearchParams();
  // One day for the whole visit: a screen left open past midnight keeps the range it showed.
  const [today] = useState(brusselsToday);
  const view = readView(params);
  const { range, error } = rangeOf(view, today);

  const change = (update: Partial<StatisticsView>) =>
    updateParams((latest) => {
      const shown = readView(latest);
      const next = { ...shown, ...update };
      // The picker opens on the range shown so far, and the figures stay until a new range is picked.
      if (update.range === 'custom' && shown.range !== 'custom' && !shown.from) {
        const current = presetRange(shown.range as Exclude<StatisticsView['range'], 'custom'>, today);
        next.from = current.filterStart;
        next.to = current.filterEnd;
      }
      return writeView(next);
    });

  return (
    <>
      <RangeControls view={view} today={today} onChange={change} />
      {error ? (
        <Alert color="red" role="alert" data-testid="statistics-range-error">
          {t(error)}
        </Alert>
      ) : null}
      {!range ? (
        error ? null : (
          <Text data-testid="statistics-pick-range">{t('statistics:range.pickBoth')}</Text>
        )
      ) : vlanCode ? (
        <ListingStatisticsView user={user} vlanCode={vlanCode} range={range} view={view} />
      ) : (
        <GeneralStatisticsView user={user} range={range} view={view} />
      )}
      {vlanCode ? null : <FacebookSection userId={user.id} />}
    </>
  );
}

function GeneralStatisticsView({
  user,
  range,
  view,
}: {
  user: CurrentUser;
  range: StatisticsRange;
  view: StatisticsView;
}) {
  const query = useGeneralStatistics(user.id, user.isProUser, range, view.span);
  const { listings, listingCount } = query.data ?? {};
  return (
    <>
      <SeriesPanel query={query} range={range} span={view.span} chart={view.chart} vlancode={undefined} />
      {listings && listingCount !== undefined ? (
        <BestListings listings={listings} listingCount={listingCount} />
      ) : null}
    </>
  );
}

function ListingStatisticsView({
  user,
  vlanCode,
  range,
  view,
}: {
  user: CurrentUser;
  vlanCode: string;
  range: StatisticsRange;
  view: StatisticsView;
}) {
  const { t, i18n } = useTranslation();
  const listing = useListingByVlancode(user.id, vlanCode);
  const series = useListingStatistics(user.id, listing.data?.id, range, view.span);

  if (listing.isError) {
    return <QueryError query={listing} testId="statistics-error" />;
  }
  if (listing.data === undefined) {
    return <Loader size="sm" aria-label={t('statistics:loading')} data-testid="statistics-loading" />;
  }
  if (listing.data === null) {
    return (
      <Alert color="yellow" data-testid="statistics-listing-not-found">
        <Stack gap="xs" align="flex-start">
          <Text>{t('statistics:listing.notFound', { code: vlanCode })}</Text>
          <Anchor component={Link} to={routePath('statistics', currentLanguage(i18n))}>
            {t('statistics:listing.all')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <ListingHeader listing={listing.data} />
      <SeriesPanel
        query={series}
        range={range}
        span={view.span}
        chart={view.chart}
        vlancode={listing.data.vlancode}
      />
      <LaterListingMarket userId={user.id} listingId={listing.data.id} />
    </>
  );
}

export default StatisticsPage;
