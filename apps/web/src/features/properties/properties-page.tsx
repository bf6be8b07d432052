import type { Property, PropertyProductUsage } from '@app/contract';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ListPagination } from '../../components/list-pagination';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { DialogLoading } from '../../components/dialog-loading';
import { useTranslation } from '@app/i18n/react';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { currentLanguage, loadNamespaces } from '../../lib/i18n';
import { LATER_NAMESPACES } from '../../lib/namespaces';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useTypes } from '../../lib/lookups/types';
import { useMyProperties } from './api/my-properties';
import { useProductUsage } from './api/product-usage';
import { ListToolbar } from './components/list-toolbar';
import type { OrderDialog } from './components/order-dialogs';
import { useOrderDialogs } from './components/order-dialogs';
import { PropertiesTable } from './components/properties-table';
import { PropertyActions } from './components/property-actions';
import { PropertyCards } from './components/property-cards';
import { ProductUsageContext } from './components/slot-badges';
import type { ViewChange } from './components/property-filters';
import { PropertyFilters } from './components/property-filters';
import { useStatusChange } from './components/use-status-change';
import { DEFAULT_VIEW, isFiltered, readView, writeView } from '../../lib/listing-view';
import { filterOf } from './filter-params';
import classes from '../../components/printable-list.module.css';
import { QueryError } from '../../components/query-error';
import { useCardsLayout } from '../../lib/cards-layout';

export { CARDS_QUERY } from '../../lib/cards-layout';

/**
 * A listing's seller report links (issue 50): the dialog's code, and the catalog of its day field,
 * come when it is first opened, not with the list.
 */
const SellerReportDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/seller-report-dialog'),
    loadNamespaces(LATER_NAMESPACES.properties),
  ]);
  return { default: module.SellerReportDialog };
});

const NO_USAGE: ReadonlyMap<number, PropertyProductUsage> = new Map();

/**
 * The `properties` route: the user's listings with filters, sort and paging kept in the URL.
 * `orderDialog` is the orders feature's, opened by a listing's order actions.
 */
export function PropertiesPage({ orderDialog }: { orderDialog: OrderDialog }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('properties'));
  usePageTitle(title);

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1}>{title}</Title>
      {user ? (
        <PropertyList userId={user.id} pro={user.isProUser} orderDialog={orderDialog} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function PropertyList({
  userId,
  pro,
  orderDialog,
}: {
  userId: number;
  pro: boolean;
  orderDialog: OrderDialog;
}) {
  const { t, i18n } = useTranslation();
  const [params, updateParams] = useQueuedSearchParams();
  const view = readView(params);
  const lang = currentLanguage(i18n);
  const types = useTypes(lang);
  const filter = filterOf(view);
  const list = useMyProperties(userId, filter);
  // The rows are drawn in a transition: a query's answer re-renders synchronously, and a page of rows
  // drawn in one task blocked a phone for more than a second (issue 14). React draws them in slices
  // of a few milliseconds, showing the previous page (or the loader) meanwhile.
  const shown = useDeferredValue(list.data);
  const usage = useProductUsage(userId, list.data?.data.map((property) => property.id) ?? [], pro);
  const asCards = useCardsLayout();
  const statusChange = useStatusChange(userId);
  const orderDialogs = useOrderDialogs(orderDialog);
  // The last listing stays while the dialog closes, so it can animate out.
  const [sellerReport, setSellerReport] = useState<{ property: Property; opened: boolean } | null>(null);

  const change = (update: ViewChange) =>
    updateParams((latest) => writeView({ ...readView(latest), ...update, page: DEFAULT_VIEW.page }));

  const actions = (property: Property) => (
    <PropertyActions
      property={property}
      lang={lang}
      changing={statusChange.changing === property.id}
      onStatus={statusChange.request}
      onDialog={orderDialogs.open}
      onSellerReport={pro ? (listing) => setSellerReport({ property: listing, opened: true }) : undefined}
    />
  );
  const Listings = asCards ? PropertyCards : PropertiesTable;

  return (
    <Stack gap="md">
      <div className={classes.noPrint}>
        <PropertyFilters
          view={view}
          types={types.data}
          onChange={change}
          onReset={() => updateParams(() => writeView(DEFAULT_VIEW))}
          canReset={isFiltered(view)}
          foldable={asCards}
        />
      </div>
      <section aria-labelledby="properties-results-heading" data-testid="properties-results">
        <Group justify="space-between" align="center" mb="sm" gap="sm">
          <Title order={2} size="h4" id="properties-results-heading">
            {t('properties:results')}
          </Title>
          <ListToolbar filter={filter} canExport={(shown?.paging.total ?? 0) > 0} />
        </Group>
        {list.isError && !shown ? (
          <QueryError query={list} testId="properties-error" />
        ) : !shown ? (
          <Loader size="sm" aria-label={t('common:loading')} data-testid="properties-loading" />
        ) : (
          <Stack gap="md" aria-busy={list.isFetching} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Text fw={600} role="status" data-testid="properties-total">
              {t('properties:total', { total: shown.paging.total })}
            </Text>
            {shown.data.length === 0 ? (
              <Text data-testid="properties-empty">{t('properties:empty')}</Text>
            ) : (
              <ProductUsageContext value={usage.data ?? NO_USAGE}>
                <Listings properties={shown.data} types={types.data} actions={actions} />
              </ProductUsageContext>
            )}
            <ListPagination
              label={t('properties:pagination.label')}
              testId="properties-pagination"
              className={classes.noPrint}
              totalPages={shown.paging.totalPages}
              page={view.page}
              compact={asCards}
              onChange={(page) => updateParams((latest) => writeView({ ...readView(latest), page }))}
            />
          </Stack>
        )}
      </section>
      {orderDialogs.dialogs}
      {sellerReport ? (
        <Suspense fallback={<DialogLoading testId="seller-report-loading" />}>
          <SellerReportDialog
            userId={userId}
            property={sellerReport.property}
            opened={sellerReport.opened}
            onClose={() => setSellerReport((current) => (current ? { ...current, opened: false } : null))}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
