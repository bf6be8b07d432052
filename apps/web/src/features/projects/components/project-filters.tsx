import { STATUS_TYPES } from '@app/contract';
import { Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { TextFilter } from '../../../components/text-filter';
import type { ProjectListView } from '../project-view';
import { PROJECT_FILTER_STATUS_IDS } from '../project-view';
import { statusName } from '../../../lib/project-labels';

/** What the filter bar may change: every change goes back to page 1. */
export type ProjectViewChange = Partial<Omit<ProjectListView, 'page'>>;

export function ProjectFilters({
  view,
  onChange,
  onReset,
  canReset,
}: {
  view: ProjectListView;
  onChange: (change: ProjectViewChange) => void;
  onReset: () => void;
  canReset: boolean;
}) {
  const { t } = useTranslation();
  const statusOptions = STATUS_TYPES.filter((type) => PROJECT_FILTER_STATUS_IDS.includes(type.id)).map(
    (type) => ({ value: String(type.id), label: statusName(type.code, t) }),
  );

  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={t('projects:filters.label')}
      data-testid="projects-filters"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('projects:filters.status')}
          data={statusOptions}
          value={view.statusIds.map(String)}
          onChange={(values) => onChange({ statusIds: values.map(Number) })}
          clearable
          placeholder={view.statusIds.length === 0 ? t('common:all') : undefined}
          data-testid="projects-filter-status"
        />
        <TextFilter
          label={t('projects:filters.search')}
          description={t('projects:filters.searchHint')}
          value={view.q}
          onCommit={(q) => onChange({ q })}
          testId="projects-filter-search"
        />
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={onReset} disabled={!canReset} data-testid="projects-reset">
          {t('projects:filters.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
