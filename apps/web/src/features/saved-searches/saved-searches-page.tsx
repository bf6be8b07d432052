import type { SavedSearch } from '@app/contract';
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../components/confirmed-action';
import { DialogLoading } from '../../components/dialog-loading';
import { PagedListSection } from '../../components/paged-list-section';
import { useNotices } from '../../components/notices';
import { useCurrentUser } from '../../lib/auth/current-user';
import { errorMessageKey } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { pageParam } from '../../lib/prefetch';
import { settle } from '../../lib/settle';
import { useReturnFocus } from '../../lib/return-focus';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { useDeleteSavedSearch } from './api/delete-saved-search';
import { useMySavedSearches } from './api/my-saved-searches';
import { useSearchAlert } from './api/search-alerts';
import { BrowserPush } from './components/browser-push';
import { SavedSearchCard } from './components/saved-search-card';
import type { SearchFormTarget } from './components/search-form-modal';

/**
 * The search form (its selects and its schema, zod with it) loads when it is first opened: the list
 * the server draws needs neither (issue 49).
 */
const SearchFormModal = lazy(async () => ({
  default: (await import('./components/search-form-modal')).SearchFormModal,
}));

/** The `savedsearches` route: the user's searches with their matches and alerts; new, edit, duplicate, delete. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('savedsearches'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {user ? <SavedSearchList userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

/** The e-mail's confirmation link opens this page with `?search=&token=`: it is used once, then removed. */
function useAlertConfirmation(userId: number) {
  const { t } = useTranslation();
  const notices = useNotices('saved-searches');
  const [params, updateParams] = useQueuedSearchParams();
  const alert = useSearchAlert(userId);
  const token = params.get('token');
  const search = Number(params.get('search'));
  const started = useRef(false);
  useEffect(() => {
    if (!token || !Number.isInteger(search) || search <= 0 || started.current) return;
    started.current = true;
    updateParams((latest) => {
      const next = new URLSearchParams(latest);
      next.delete('token');
      next.delete('search');
      return next;
    });
    void settle(alert.mutateAsync({ id: search, alert: 'confirmEmail', token }), {
      done: () => notices.success(t('savedSearches:alerts.email.confirmed')),
      failed: (error) => notices.failure(error),
    });
  }, [token, search, alert, updateParams, notices, t]);
}

function SavedSearchList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [params, updateParams] = useQueuedSearchParams();
  const page = pageParam(params);
  const list = useMySavedSearches(userId, page);
  const deletion = useDeleteSavedSearch(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, setFormState] = useState<(SearchFormTarget & { duplicate: boolean }) | null>(null);
  const focus = useReturnFocus(heading);
  const setForm = (next: (SearchFormTarget & { duplicate: boolean }) | null) => {
    if (next) focus.remember();
    else focus.restore();
    setFormState(next);
  };
  useAlertConfirmation(userId);

  const requestDelete = (search: SavedSearch) =>
    runConfirmed({
      title: t('savedSearches:confirm.title'),
      question: t('savedSearches:confirm.body', { name: search.name }),
      labels: { confirm: t('savedSearches:confirm.delete'), cancel: t('savedSearches:confirm.cancel') },
      testId: 'saved-searches-delete',
      destructive: true,
      run: () => deletion.mutateAsync(search.id),
      succeeded: () => {
        heading.current?.focus();
        return {
          message: t('savedSearches:deleted', { name: search.name }),
          testId: 'saved-searches-notification-success',
        };
      },
      failed: (error) => ({
        message: t(errorMessageKey(error, i18n)),
        testId: 'saved-searches-notification-failure',
      }),
    });

  return (
    <Stack gap="md">
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm({ id: null, initial: null, duplicate: false })}
          data-testid="saved-search-new"
        >
          {t('savedSearches:new')}
        </Button>
      </Group>
      <BrowserPush userId={userId} />
      <PagedListSection
        testId="saved-searches"
        heading={t('savedSearches:results')}
        headingRef={heading}
        query={list}
        total={(total) => t('savedSearches:total', { total })}
        empty={t('savedSearches:empty')}
        page={page}
        onPage={(next) =>
          updateParams(() =>
            next === 1 ? new URLSearchParams() : new URLSearchParams({ page: String(next) }),
          )
        }
        paginationLabel={t('savedSearches:pagination.label')}
      >
        {(searches) =>
          searches.map((search) => (
            <SavedSearchCard
              key={search.id}
              userId={userId}
              search={search}
              deleting={deletion.isPending && deletion.variables === search.id}
              onEdit={() => setForm({ id: search.id, initial: search, duplicate: false })}
              onDuplicate={() => setForm({ id: null, initial: search, duplicate: true })}
              onDelete={() => requestDelete(search)}
            />
          ))
        }
      </PagedListSection>
      {form ? (
        <Suspense fallback={<DialogLoading testId="saved-search-form-loading" />}>
          <SearchFormModal
            userId={userId}
            target={form}
            duplicate={form.duplicate}
            onClose={() => setForm(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export default SavedSearchesPage;
