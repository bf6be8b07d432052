import type { Project, ProjectModel, Types } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { useProjectModels } from '../api/project-models';
import { useProjectUnits } from '../api/project-units';
import { DisclosureButton } from './disclosure-button';
import { Facts } from './facts';
import { Loaded } from '../../../components/loaded';
import { ModelUnits } from './model-units';
import { priceRange, surfaceRange } from '../../../lib/project-labels';

interface Context {
  userId: number;
  project: Project;
  types: Types | undefined;
}

/** The models of an opened project, loaded when it opens. */
export function ProjectModels({ userId, project, types }: Context) {
  const { t } = useTranslation();
  const models = useProjectModels(userId, project.id);
  return (
    <Loaded query={models} testId="project-models">
      {(data) =>
        data.length === 0 ? (
          <Text size="sm" data-testid="project-models-empty">
            {t('projects:models.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {data.map((model) => (
              <ModelCard key={model.id} model={model} userId={userId} project={project} types={types} />
            ))}
          </Stack>
        )
      }
    </Loaded>
  );
}

function ModelCard({ model, userId, project, types }: Context & { model: ProjectModel }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const notSet = t('projects:notSet');
  const unitsLabel = t('projects:units.label', { name: model.name });

  return (
    <Paper withBorder p="sm" data-testid="model-row" data-model-id={model.id}>
      <Stack gap="xs">
        <Title order={4} size="h5" data-testid="model-name">
          {model.name}
        </Title>
        <Facts
          cols={5}
          facts={[
            { label: t('projects:models.type'), value: t(`lookups:propertyType.${model.propertyType}`) },
            {
              label: t('projects:models.bedrooms'),
              value: model.bedrooms === null ? notSet : formatNumber(model.bedrooms, lang),
            },
            { label: t('projects:models.surface'), value: surfaceRange(model, lang, t) ?? notSet },
            {
              label: t('projects:models.price'),
              value: priceRange(model, t) ?? t('projects:priceOnRequest'),
            },
            {
              label: t('projects:models.units'),
              value: t('projects:models.unitCounts', {
                listed: model.unitCount,
                planned: model.plannedUnitCount,
              }),
              testId: 'model-unit-counts',
            },
          ]}
        />
        <div>
          <DisclosureButton
            expanded={expanded}
            panelId={panelId}
            onToggle={() => setExpanded((open) => !open)}
            testId="model-units-toggle"
          >
            {t('projects:units.toggle', { count: model.unitCount })}
          </DisclosureButton>
        </div>
        {expanded ? (
          <div id={panelId} role="region" aria-label={unitsLabel} data-testid="model-units-panel">
            <UnitsOf userId={userId} project={project} model={model} types={types} label={unitsLabel} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

function UnitsOf({ userId, project, model, types, label }: Context & { model: ProjectModel; label: string }) {
  const units = useProjectUnits(userId, project.id, model.id);
  return (
    <Loaded query={units} testId="model-units">
      {(data) => <ModelUnits units={data} label={label} types={types} />}
    </Loaded>
  );
}
