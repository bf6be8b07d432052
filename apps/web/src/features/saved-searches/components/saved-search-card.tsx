import type { SavedSearch } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import { AlertControls } from './alert-controls';
import { MatchCounts } from './match-counts';
import { criteriaLines } from './criteria-summary';

/** One saved search: its criteria in words, its matches, its dates, its alerts and its actions. */
export function SavedSearchCard({
  userId,
  search,
  deleting,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  userId: number;
  search: SavedSearch;
  deleting: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const headingId = `saved-search-${search.id}-name`;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      data-testid="saved-search-card"
      data-search-id={search.id}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title
                order={3}
                size="h5"
                id={headingId}
                data-testid="saved-search-name"
                style={{ overflowWrap: 'anywhere' }}
              >
                {search.name}
              </Title>
              {search.automaticAlert ? (
                <Badge variant="light" color="grape" data-testid="saved-search-automatic">
                  {t('savedSearches:automatic')}
                </Badge>
              ) : null}
            </Group>
            {criteriaLines(search, t, lang).map((line) => (
              <Text key={line} size="sm" data-testid="saved-search-criterion">
                {line}
              </Text>
            ))}
          </Stack>
          <MatchCounts userId={userId} search={search} />
        </Group>
        <Text size="xs" c="dimmed">
          {[
            t('savedSearches:dates.created', { date: formatDate(search.createdAt, lang) }),
            t('savedSearches:dates.modified', { date: formatDate(search.modifiedAt, lang) }),
            search.lastSearchAt
              ? t('savedSearches:dates.lastSearch', { date: formatDate(search.lastSearchAt, lang) })
              : t('savedSearches:dates.neverSearched'),
          ].join(' · ')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <AlertControls userId={userId} search={search} />
          <Group gap="xs" justify="flex-end" align="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-label={t('savedSearches:editNamed', { name: search.name })}
              data-testid="saved-search-edit"
            >
              {t('savedSearches:edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={onDuplicate}
              aria-label={t('savedSearches:duplicateNamed', { name: search.name })}
              data-testid="saved-search-duplicate"
            >
              {t('savedSearches:duplicate')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={deleting}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              aria-label={t('savedSearches:deleteNamed', { name: search.name })}
              data-testid="saved-search-delete"
            >
              {t('savedSearches:delete')}
            </Button>
          </Group>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
