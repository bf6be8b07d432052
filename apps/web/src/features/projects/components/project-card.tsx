import type { Project, Types } from '@app/contract';
import { formatDate, formatNumber } from '@app/i18n';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { DisclosureButton } from './disclosure-button';
import { Facts } from './facts';
import type { ProjectRequestedStatus } from '../../../lib/project-labels';
import { placeLines, statusName } from '../../../lib/project-labels';
import { ProjectModels } from './project-models';
import { ProjectStatus } from './project-status';

/** One project: what it is, where, its status and dates, its counts; its models open below. */
export function ProjectCard({
  project,
  userId,
  types,
  changing,
  onStatus,
}: {
  project: Project;
  userId: number;
  types: Types | undefined;
  /** Its status change is under way. */
  changing: boolean;
  onStatus: (project: Project, status: ProjectRequestedStatus) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const notSet = t('projects:notSet');
  const date = (value: string | null) => (value ? formatDate(value, lang) : notSet);
  const address = placeLines(project);

  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="project-row"
      data-project-id={project.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={headingId} data-testid="project-name" style={{ minWidth: 0 }}>
            {project.name}
          </Title>
          <ProjectStatus project={project} changing={changing} onStatus={onStatus} />
        </Group>
        <Facts
          facts={[
            {
              label: t('projects:project.status'),
              value: (
                <Badge variant="light" data-testid="project-status" data-status-id={project.status.id}>
                  {statusName(project.status.code, t)}
                </Badge>
              ),
            },
            {
              label: t('projects:project.reference'),
              value: project.reference ?? notSet,
              testId: 'project-reference',
            },
            { label: t('projects:project.vlancode'), value: project.vlancode, testId: 'project-vlancode' },
            {
              label: t('projects:project.address'),
              value:
                address.length === 0
                  ? notSet
                  : address.map((line) => (
                      <Text key={line} span display="block" size="sm">
                        {line}
                      </Text>
                    )),
            },
            {
              label: t('projects:project.online'),
              value: date(project.onlineDate),
              testId: 'project-online',
            },
            {
              label: t('projects:project.offline'),
              value: date(project.offlineDate),
              testId: 'project-offline',
            },
            {
              label: t('projects:project.models'),
              value: formatNumber(project.modelCount, lang),
              testId: 'project-model-count',
            },
            {
              label: t('projects:project.units'),
              value: formatNumber(project.unitCount, lang),
              testId: 'project-unit-count',
            },
          ]}
        />
        <div>
          <DisclosureButton
            expanded={expanded}
            panelId={panelId}
            onToggle={() => setExpanded((open) => !open)}
            testId="project-models-toggle"
          >
            {t('projects:models.toggle', { count: project.modelCount })}
          </DisclosureButton>
        </div>
        {expanded ? (
          <div
            id={panelId}
            role="region"
            aria-label={t('projects:models.label', { name: project.name })}
            data-testid="project-models"
          >
            <ProjectModels userId={userId} project={project} types={types} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
