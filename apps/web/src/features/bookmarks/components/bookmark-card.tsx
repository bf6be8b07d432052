import type { Bookmark, BookmarkMarksBody } from '@app/contract';
import { RATING_MAX } from '@app/contract';
import { Anchor, Button, Checkbox, Group, Paper, Rating, Stack, Switch, Text } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { settle } from '../../../lib/settle';
import { marksOf, useBookmarkMarks } from '../api/bookmark-marks';
import { useRateBookmark } from '../api/rate-bookmark';
import { BookmarkListing } from './bookmark-listing';
import { BookmarkNote } from './bookmark-note';

/** One saved property: the listing, the user's stars, note and marks, and its delete button. */
export function BookmarkCard({
  userId,
  bookmark,
  name,
  deleting,
  onDelete,
}: {
  userId: number;
  bookmark: Bookmark;
  /** How the listing is named for screen readers and in notices. */
  name: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const notices = useNotices('bookmarks');
  const rate = useRateBookmark(userId);
  const marks = useBookmarkMarks(userId);
  const current = marksOf(bookmark);

  const setRating = (rating: number | null) =>
    settle(rate.mutateAsync({ id: bookmark.id, rating }), {
      done: () =>
        notices.success(
          rating === null
            ? t('bookmarks:ratingCleared', { name })
            : t('bookmarks:rated', { name, count: rating }),
        ),
      failed: (error) => notices.failure(error),
    });
  const setMark = (change: Partial<BookmarkMarksBody>) =>
    settle(marks.change(bookmark, { ...current, ...change }), {
      failed: (error) => notices.failure(error),
    });
  // While a change is saved, the stars show it (0: being cleared).
  const pendingRating = rate.isPending ? (rate.variables.rating ?? 0) : null;
  const shownRating = pendingRating ?? bookmark.rating ?? 0;
  const pendingMarks = marks.isPending ? marks.variables.marks : null;
  const shown = pendingMarks ?? current;

  return (
    <Paper component="li" withBorder p="md" data-testid="bookmark-card" data-bookmark-id={bookmark.id}>
      <Stack gap="sm">
        <BookmarkListing bookmark={bookmark} />
        <Group gap="xs">
          <Text size="sm" id={`bookmark-rating-${bookmark.id}`}>
            {t('bookmarks:rating')}
          </Text>
          <Rating
            count={RATING_MAX}
            value={shownRating}
            // Not readOnly while saving: Mantine removes the radios then, and keyboard focus with them.
            onChange={(rating) => {
              if (!rate.isPending) void setRating(rating);
            }}
            aria-labelledby={`bookmark-rating-${bookmark.id}`}
            getSymbolLabel={(value) => t('bookmarks:stars', { count: value })}
            data-testid="bookmark-rating"
          />
          {shownRating > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={rate.isPending}
              onClick={() => void setRating(null)}
              aria-label={t('bookmarks:clearRatingNamed', { name })}
              data-testid="bookmark-rating-clear"
            >
              {t('bookmarks:clearRating')}
            </Button>
          ) : null}
        </Group>
        <BookmarkNote userId={userId} bookmark={bookmark} name={name} />
        <Group gap="lg">
          <Checkbox
            label={t('bookmarks:marks.contacted')}
            checked={shown.contacted}
            disabled={marks.isPending}
            onChange={(event) => void setMark({ contacted: event.currentTarget.checked })}
            data-testid="bookmark-contacted"
          />
          <Checkbox
            label={t('bookmarks:marks.visited')}
            checked={shown.visited}
            disabled={marks.isPending}
            onChange={(event) => void setMark({ visited: event.currentTarget.checked })}
            data-testid="bookmark-visited"
          />
          <Switch
            label={t('bookmarks:marks.priceDropAlert')}
            checked={shown.priceDropAlert}
            disabled={marks.isPending}
            onChange={(event) => void setMark({ priceDropAlert: event.currentTarget.checked })}
            data-testid="bookmark-price-alert"
          />
        </Group>
        <Group justify="space-between" gap="xs">
          {bookmark.listing.available && bookmark.listing.url ? (
            <Anchor href={bookmark.listing.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                {t('bookmarks:open')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={deleting}
            onClick={onDelete}
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('bookmarks:deleteNamed', { name })}
            data-testid="bookmark-delete"
          >
            {t('bookmarks:delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
