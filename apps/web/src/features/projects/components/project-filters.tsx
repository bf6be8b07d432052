import { STATUS_TYPES } from '@app/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  // A box shows its tick at once; the address, which the list follows, catches up a moment later.
  const inAddress = view.statusIds.join(',');
  const [ticked, setTicked] = useState(() => view.statusIds.map(String));
  useEffect(() => setTicked(inAddress ? inAddress.split(',') : []), [inAddress]);
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
        {/* Three statuses: boxes to tick, no list to open (and none of its code in the page, issue 49).
            None ticked is every status. */}
        <Checkbox.Group
          label={t('projects:filters.status')}
          value={ticked}
          onChange={(values) => {
            setTicked(values);
            onChange({ statusIds: values.map(Number) });
          }}
          data-testid="projects-filter-status"
        >
          <Group gap="md" mt={6}>
            {statusOptions.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
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
