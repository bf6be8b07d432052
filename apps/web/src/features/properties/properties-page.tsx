import { Alert, Button, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { routeTitleKey, usePageTitle } from '../../app/page-title';
import { currentLanguage, errorMessageKey } from '../../lib/i18n';
import { useCurrentUser } from '../auth/api/current-user';
import { useTypes } from '../lookups/api/types';
import { useMyProperties } from './api/my-properties';
import type { ViewChange } from './components/property-filters';
import { PropertyFilters } from './components/property-filters';
import { PropertiesTable } from './components/properties-table';
import type { PropertyListView } from './filter-params';
import { DEFAULT_VIEW, filterOf, isFiltered, readView, writeView } from './filter-params';

/** The `properties` route: the user's listings with filters, sort and paging kept in the URL. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('properties'));
  usePageTitle(title);

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {user ? <PropertyList userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function PropertyList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const types = useTypes(currentLanguage(i18n));
  const list = useMyProperties(userId, filterOf(view));

  // A new history entry per change, so the back button returns to the previous view.
  const show = (next: PropertyListView) => setParams(writeView(next));
  const change = (update: ViewChange) => show({ ...view, ...update, page: DEFAULT_VIEW.page });

  return (
    <Stack gap="md">
      <PropertyFilters
        view={view}
        types={types.data}
        onChange={change}
        onReset={() => show(DEFAULT_VIEW)}
        canReset={isFiltered(view)}
      />
      <section aria-labelledby="properties-results-heading" data-testid="properties-results">
        <Title order={2} size="h4" mb="sm" id="properties-results-heading">
          {t('properties:results')}
        </Title>
        {list.isError && !list.data ? (
          <Alert color="red" role="alert" data-testid="properties-error">
            <Stack gap="xs" align="flex-start">
              <Text>{t(errorMessageKey(list.error, i18n))}</Text>
              <Button size="xs" variant="default" onClick={() => void list.refetch()}>
                {t('common:retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !list.data ? (
          <Loader size="sm" aria-label={t('common:loading')} data-testid="properties-loading" />
        ) : (
          <Stack gap="md" aria-busy={list.isFetching} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Text fw={600} role="status" data-testid="properties-total">
              {t('properties:total', { total: list.data.paging.total })}
            </Text>
            {list.data.data.length === 0 ? (
              <Text data-testid="properties-empty">{t('properties:empty')}</Text>
            ) : (
              <PropertiesTable properties={list.data.data} types={types.data} />
            )}
            {list.data.paging.totalPages > 1 ? (
              <nav aria-label={t('properties:pagination.label')} data-testid="properties-pagination">
                <Pagination
                  total={list.data.paging.totalPages}
                  value={Math.min(view.page, list.data.paging.totalPages)}
                  onChange={(page) => show({ ...view, page })}
                  getItemProps={(page) => ({ 'aria-label': t('properties:pagination.page', { page }) })}
                  getControlProps={(control) => ({
                    'aria-label': t(
                      control === 'next' ? 'properties:pagination.next' : 'properties:pagination.previous',
                    ),
                  })}
                />
              </nav>
            ) : null}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

export default PropertiesPage;
