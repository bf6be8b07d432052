import type { Property, Types } from '@app/contract';
import { Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n/react';
import cardList from '../../../components/card-list.module.css';
import { useCurrentLanguage } from '../../../lib/i18n';
import {
  PropertyAddress,
  PropertyHead,
  PropertyPrice,
  PropertyStatistics,
  PropertyStatus,
} from './property-parts';

/** Below the tablet breakpoint: one card per listing, with the table's content and actions. */
export function PropertyCards({
  properties,
  types,
  actions,
}: {
  properties: Property[];
  types: Types | undefined;
  actions: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Stack
      gap="sm"
      component="ul"
      className={cardList.list}
      aria-label={t('properties:table.label')}
      data-testid="properties-cards"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {properties.map((property) => (
        <Paper
          key={property.id}
          component="li"
          withBorder
          p="sm"
          data-testid="property-card"
          data-property-id={property.id}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <PropertyHead property={property} />
              {actions(property)}
            </Group>
            <PropertyAddress property={property} />
            <PropertyPrice property={property} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <PropertyStatus property={property} types={types} lang={lang} />
              <PropertyStatistics property={property} lang={lang} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
