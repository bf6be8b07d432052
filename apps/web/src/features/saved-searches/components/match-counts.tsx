import type { SavedSearch } from '@app/contract';
import { SAVED_SEARCH_NEW_MATCH_DAYS } from '@app/contract';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useReturnFocus } from '../../../lib/return-focus';
import type { MatchesView } from '../api/search-matches';

// The dialog's code comes with the first count opened, not with the list (issue 49).
const SearchMatchesModal = lazy(async () => ({
  default: (await import('./search-matches-modal')).SearchMatchesModal,
}));

/**
 * A card's counts, total and new: each opens those matches in a dialog. A count of 0 opens nothing,
 * so it stays text.
 */
export function MatchCounts({ userId, search }: { userId: number; search: SavedSearch }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<MatchesView | null>(null);
  const focus = useReturnFocus();
  const open = (view: MatchesView) => {
    focus.remember();
    setOpened(view);
  };
  const close = () => {
    focus.restore();
    setOpened(null);
  };
  const total = t('savedSearches:matches.total', { count: search.totalMatches });
  const fresh = t('savedSearches:matches.new', {
    count: search.newMatches,
    days: SAVED_SEARCH_NEW_MATCH_DAYS,
  });
  return (
    // Apart enough that each count is a target of its own (WCAG 2.5.8), the badge being 20 px high.
    <Stack gap={6} align="flex-end">
      {search.totalMatches > 0 ? (
        <Anchor
          component="button"
          type="button"
          fw={700}
          underline="always"
          onClick={() => open('all')}
          aria-haspopup="dialog"
          aria-label={t('savedSearches:matches.totalNamed', {
            count: search.totalMatches,
            name: search.name,
          })}
          data-testid="saved-search-total"
        >
          {total}
        </Anchor>
      ) : (
        <Text fw={700} data-testid="saved-search-total">
          {total}
        </Text>
      )}
      {search.newMatches > 0 ? (
        <Badge
          component="button"
          type="button"
          color="green"
          variant="light"
          style={{ cursor: 'pointer' }}
          onClick={() => open('new')}
          aria-haspopup="dialog"
          aria-label={t('savedSearches:matches.newNamed', {
            count: search.newMatches,
            days: SAVED_SEARCH_NEW_MATCH_DAYS,
            name: search.name,
          })}
          data-testid="saved-search-new-matches"
        >
          {fresh}
        </Badge>
      ) : (
        <Badge color="gray" variant="light" data-testid="saved-search-new-matches">
          {fresh}
        </Badge>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <SearchMatchesModal userId={userId} search={search} initialView={opened} onClose={close} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
