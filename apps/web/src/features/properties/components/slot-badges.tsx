import type { PropertyProductUsage } from '@app/contract';
import { Badge, Group } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useTranslation } from '@app/i18n/react';

/** Best Of / Colour membership of the listings on screen, by listing id (empty until known). */
export const ProductUsageContext = createContext<ReadonlyMap<number, PropertyProductUsage>>(new Map());

/** "Best Of" and "Background Colour" badges for a listing that holds those slots. */
export function SlotBadges({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const usage = useContext(ProductUsageContext).get(listingId);
  if (!usage || (!usage.bestOf && !usage.color)) return null;
  return (
    <Group gap={4} data-testid="property-slots">
      {usage.bestOf ? (
        <Badge variant="light" color="yellow" size="sm">
          {t('properties:slots.bestOf')}
        </Badge>
      ) : null}
      {usage.color ? (
        <Badge variant="light" color="teal" size="sm">
          {t('properties:slots.color')}
        </Badge>
      ) : null}
    </Group>
  );
}
