import type { Property, Types } from '@app/contract';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import classes from '../../../components/printable-list.module.css';
import {
  PropertyAddress,
  PropertyHead,
  PropertyPrice,
  PropertyStatistics,
  PropertyStatus,
} from './property-parts';

/**
 * Six columns fit the content area beside the side menu at 1366 px, so the page never scrolls
 * sideways there; narrower screens scroll inside the table (phones get cards instead).
 */
const TABLE_MIN_WIDTH = 900;

export function PropertiesTable({
  properties,
  types,
  actions,
}: {
  properties: Property[];
  types: Types | undefined;
  /** The Actions menu of a listing. */
  actions: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <div className={classes.tableArea}>
      <ScrollTable minWidth={TABLE_MIN_WIDTH} label={t('properties:table.label')}>
        <Table
          striped
          verticalSpacing="sm"
          aria-label={t('properties:table.label')}
          data-testid="properties-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('properties:table.listing')}</Table.Th>
              <Table.Th scope="col">{t('properties:table.address')}</Table.Th>
              <Table.Th scope="col">{t('properties:table.price')}</Table.Th>
              <Table.Th scope="col">{t('properties:table.status')}</Table.Th>
              <Table.Th scope="col">{t('properties:table.statistics')}</Table.Th>
              <Table.Th scope="col" className={classes.noPrint}>
                {t('properties:table.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {properties.map((property) => (
              <Table.Tr key={property.id} data-testid="property-row" data-property-id={property.id}>
                <Table.Td>
                  <PropertyHead property={property} />
                </Table.Td>
                <Table.Td>
                  <PropertyAddress property={property} />
                </Table.Td>
                <Table.Td>
                  <PropertyPrice property={property} />
                </Table.Td>
                <Table.Td>
                  <PropertyStatus property={property} types={types} lang={lang} />
                </Table.Td>
                <Table.Td>
                  <PropertyStatistics property={property} lang={lang} />
                </Table.Td>
                <Table.Td className={classes.noPrint}>{actions(property)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </div>
  );
}
