import type { Bookmark, BookmarkSort } from '@app/contract';
import { BOOKMARK_SORTS } from '@app/contract';
import { Loader, NativeSelect, Stack, Title } from '@mantine/core';
import { PagedListSection } from '../../components/paged-list-section';
import { useRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../components/confirmed-action';
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
      {/* The phone's own picker, and no floating list's code in the screen's first load (issue 49). */}
      <NativeSelect
        label={t('bookmarks:sort.label')}
        data={BOOKMARK_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
        value={view.sort}
        onChange={(event) =>
          updateParams(() =>
            writeBookmarkView({ ...DEFAULT_BOOKMARK_VIEW, sort: event.currentTarget.value as BookmarkSort }),
          )
        }
        w={{ base: '100%', xs: 260 }}
        data-testid="bookmarks-sort"
      />
      <PagedListSection
        testId="bookmarks"
        heading={t('bookmarks:results')}
        headingRef={heading}
        query={list}
        total={(total) => t('bookmarks:total', { total })}
        empty={t('bookmarks:empty')}
        page={view.page}
        onPage={(page) => updateParams((latest) => writeBookmarkView({ ...readBookmarkView(latest), page }))}
        paginationLabel={t('bookmarks:pagination.label')}
      >
        {(bookmarks) =>
          bookmarks.map((bookmark) => (
            <BookmarkCard
              key={bookmark.id}
              userId={userId}
              bookmark={bookmark}
              name={nameOf(bookmark)}
              deleting={deletion.isPending && deletion.variables === bookmark.id}
              onDelete={() => requestDelete(bookmark)}
            />
          ))
        }
      </PagedListSection>
    </Stack>
  );
}

export default BookmarksPage;
