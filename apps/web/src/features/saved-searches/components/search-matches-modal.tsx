import type { SavedSearch } from '@app/contract';
import { BREAKPOINTS, SAVED_SEARCH_NEW_MATCH_DAYS } from '@app/contract';
import { em, Group, Modal, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ListPagination } from '../../../components/list-pagination';
import { QueryError } from '../../../components/query-error';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { MatchesView } from '../api/search-matches';
import { useSearchMatches } from '../api/search-matches';
import { SearchMatchRow } from './search-match-row';
import classes from './search-matches.module.css';

/** A phone's screen: the dialog takes all of it, so a match's row keeps a readable width. */
const PHONE_QUERY = `(max-width: ${em(BREAKPOINTS.mobile - 0.1)})`;

/** The listings a search's card counts, new or all, a page at a time; titled with the search's name. */
export function SearchMatchesModal({
  userId,
  search,
  initialView,
  onClose,
}: {
  userId: number;
  search: SavedSearch;
  /** The count that opened it; without one, the new matches when there are any. */
  initialView?: MatchesView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Only ever drawn in the browser, after a click: the server's assumption does not matter.
  const phone = useMediaQuery(PHONE_QUERY, false);
  const [view, setView] = useState<MatchesView>(initialView ?? (search.newMatches > 0 ? 'new' : 'all'));
  const [page, setPage] = useState(1);
  return (
    <Modal
      opened
      onClose={onClose}
      title={search.name}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="search-matches"
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('savedSearches:matches.which')}
          fullWidth={phone}
          data={[
            { value: 'new', label: t('savedSearches:matches.tabNew', { count: search.newMatches }) },
            { value: 'all', label: t('savedSearches:matches.tabAll', { count: search.totalMatches }) },
          ]}
          value={view}
          onChange={(next) => {
            setView(next === 'new' ? 'new' : 'all');
            setPage(1);
          }}
          data-testid="search-matches-view"
        />
        <MatchList
          userId={userId}
          searchId={search.id}
          view={view}
          page={page}
          onPage={setPage}
          compact={phone}
        />
      </Stack>
    </Modal>
  );
}

function MatchList({
  userId,
  searchId,
  view,
  page,
  onPage,
  compact,
}: {
  userId: number;
  searchId: number;
  view: MatchesView;
  page: number;
  onPage: (page: number) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const query = useSearchMatches(userId, searchId, view, page);
  if (query.isError && !query.data) return <QueryError query={query} testId="search-matches-error" />;
  if (!query.data) return <Placeholder />;
  const { data, paging } = query.data;
  return (
    <Stack gap="sm" aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.6 : 1}>
      {data.length === 0 ? (
        <Text data-testid="search-matches-empty">
          {view === 'new'
            ? t('savedSearches:matches.emptyNew', { days: SAVED_SEARCH_NEW_MATCH_DAYS })
            : t('savedSearches:matches.emptyAll')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((match) => (
            <SearchMatchRow key={match.id} match={match} />
          ))}
        </Stack>
      )}
      <ListPagination
        label={t('savedSearches:matches.pagination')}
        testId="search-matches-pagination"
        totalPages={paging.totalPages}
        page={page}
        onChange={onPage}
        compact={compact}
      />
    </Stack>
  );
}

/** Three rows shaped like matches while the first answer comes. */
function Placeholder() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy data-testid="search-matches-loading">
      <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Group key={row} wrap="nowrap" gap="sm" align="flex-start" aria-hidden>
          <span className={classes.placeholder} style={{ width: 96, height: 64, flex: 'none' }} />
          <Stack gap={8} style={{ flex: 1 }}>
            <span className={classes.placeholder} style={{ width: '60%', height: 14 }} />
            <span className={classes.placeholder} style={{ width: '40%', height: 12 }} />
            <span className={classes.placeholder} style={{ width: '30%', height: 12 }} />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
