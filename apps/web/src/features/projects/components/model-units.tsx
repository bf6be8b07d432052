import type { Property, Types } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import { useLanguage } from '../../../lib/language';
import { priceLabel, referenceOf, statusLabel } from '../../../lib/property-labels';

const TABLE_MIN_WIDTH = 560;

/** The listed units of one model: a unit is a listing, so it reads as in My properties. */
export function ModelUnits({
  units,
  label,
  types,
}: {
  units: Property[];
  label: string;
  types: Types | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (units.length === 0) {
    return (
      <Text size="sm" data-testid="model-units-empty">
        {t('projects:units.empty')}
      </Text>
    );
  }
  return (
    <ScrollTable minWidth={TABLE_MIN_WIDTH} label={label}>
      <Table striped fz="sm" aria-label={label} data-testid="model-units">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('projects:units.reference')}</Table.Th>
            <Table.Th scope="col">{t('projects:units.price')}</Table.Th>
            <Table.Th scope="col">{t('projects:units.status')}</Table.Th>
            <Table.Th scope="col">{t('projects:units.surface')}</Table.Th>
            <Table.Th scope="col">{t('projects:units.bedrooms')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {units.map((unit) => (
            <Table.Tr key={unit.id} data-testid="unit-row" data-unit-id={unit.id}>
              <Table.Td data-testid="unit-reference">{referenceOf(unit)}</Table.Td>
              <Table.Td data-testid="unit-price" style={{ whiteSpace: 'nowrap' }}>
                {priceLabel(unit, t)}
              </Table.Td>
              <Table.Td data-testid="unit-status">{statusLabel(unit, types, t)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {unit.livableSurface === null
                  ? t('projects:notSet')
                  : t('projects:surface', { value: formatNumber(unit.livableSurface, lang) })}
              </Table.Td>
              <Table.Td>
                {unit.bedrooms === null ? t('projects:notSet') : formatNumber(unit.bedrooms, lang)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
