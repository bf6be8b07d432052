import type { Bookmark, BookmarkSort } from '@app/contract';
import { BOOKMARK_SORTS } from '@app/contract';
import { Loader, Select, Stack, Text, Title } from '@mantine/core';
import { ListPagination } from '../../components/list-pagination';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { runConfirmed } from '../../components/confirmed-action';
import { QueryError } from '../../components/query-error';
import { useCurrentUser } from '../../lib/auth/current-user';
import { errorMessageKey } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { useDeleteBookmark } from './api/delete-bookmark';
import { useMyBookmarks } from './api/my-bookmarks';
import { DEFAULT_BOOKMARK_VIEW, readBookmarkView, writeBookmarkView } from './bookmark-view';
import { BookmarkCard } from './components/bookmark-card';
import { listingPlace, listingTitle } from './components/bookmark-listing';

/** Literal keys: the i18n check finds every key in the source. */
const SORT_KEYS: Record<BookmarkSort, string> = {
  savedAt: 'bookmarks:sort.savedAt',
  rating: 'bookmarks:sort.rating',
  priceLow: 'bookmarks:sort.priceLow',
  priceHigh: 'bookmarks:sort.priceHigh',
};

/** The `savedproperties` route: the properties the user saved, with stars, notes and marks. */
export function BookmarksPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('savedproperties'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {user ? <BookmarkList userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function BookmarkList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [params, updateParams] = useQueuedSearchParams();
  const view = readBookmarkView(params);
  const list = useMyBookmarks(userId, view);
  const deletion = useDeleteBookmark(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = (bookmark: Bookmark) =>
    [listingTitle(bookmark, t), listingPlace(bookmark)].filter(Boolean).join(', ');

  const requestDelete = (bookmark: Bookmark) => {
    const name = nameOf(bookmark);
    runConfirmed({
      title: t('bookmarks:confirm.title'),
      question: t('bookmarks:confirm.body', { name }),
      labels: { confirm: t('bookmarks:confirm.delete'), cancel: t('bookmarks:confirm.cancel') },
      testId: 'bookmarks-delete',
      destructive: true,
      run: () => deletion.mutateAsync(bookmark.id),
      succeeded: () => {
        heading.current?.focus();
        return { message: t('bookmarks:deleted', { name }), testId: 'bookmarks-notification-success' };
      },
      failed: (error) => ({
        message: t(errorMessageKey(error, i18n)),
        testId: 'bookmarks-notification-failure',
      }),
    });
  };

  return (
    <Stack gap="md">
      <Select
        label={t('bookmarks:sort.label')}
        data={BOOKMARK_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
        value={view.sort}
        onChange={(sort) =>
          updateParams(() =>
            writeBookmarkView({ ...DEFAULT_BOOKMARK_VIEW, sort: (sort as BookmarkSort | null) ?? 'savedAt' }),
          )
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        data-testid="bookmarks-sort"
      />
      <section aria-labelledby="bookmarks-results-heading" data-testid="bookmarks-results">
        <Title order={2} size="h4" mb="sm" id="bookmarks-results-heading" ref={heading} tabIndex={-1}>
          {t('bookmarks:results')}
        </Title>
        {list.isError && !list.data ? (
          <QueryError query={list} testId="bookmarks-error" />
        ) : !list.data ? (
          <Loader size="sm" aria-label={t('common:loading')} data-testid="bookmarks-loading" />
        ) : (
          <Stack gap="md" aria-busy={list.isFetching} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Text fw={600} role="status" data-testid="bookmarks-total">
              {t('bookmarks:total', { total: list.data.paging.total })}
            </Text>
            {list.data.data.length === 0 ? (
              <Text data-testid="bookmarks-empty">{t('bookmarks:empty')}</Text>
            ) : (
              <Stack
                gap="sm"
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('bookmarks:results')}
              >
                {list.data.data.map((bookmark) => (
                  <BookmarkCard
                    key={bookmark.id}
                    userId={userId}
                    bookmark={bookmark}
                    name={nameOf(bookmark)}
                    deleting={deletion.isPending && deletion.variables === bookmark.id}
                    onDelete={() => requestDelete(bookmark)}
                  />
                ))}
              </Stack>
            )}
            <ListPagination
              label={t('bookmarks:pagination.label')}
              testId="bookmarks-pagination"
              totalPages={list.data.paging.totalPages}
              page={view.page}
              onChange={(page) =>
                updateParams((latest) => writeBookmarkView({ ...readBookmarkView(latest), page }))
              }
            />
          </Stack>
        )}
      </section>
    </Stack>
  );
}

export default BookmarksPage;
