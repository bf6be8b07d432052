import type { Language, Property, Types } from '@app/contract';
import { RATING_MAX } from '@app/contract';
import { formatDate, formatMoney, formatNumber } from '@app/i18n';
import { Badge, Rating, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { currentLanguage } from '../../../lib/i18n';
import { addressLines, statusLabel } from './property-labels';

const TABLE_MIN_WIDTH = 1100;

export function PropertiesTable({ properties, types }: { properties: Property[]; types: Types | undefined }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <ScrollTable minWidth={TABLE_MIN_WIDTH} label={t('properties:table.label')}>
      <Table
        striped
        verticalSpacing="sm"
        aria-label={t('properties:table.label')}
        data-testid="properties-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('properties:table.photo')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.reference')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.address')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.price')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.status')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.dates')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.searchAppearances')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.detailViews')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.mails')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.phoneRequests')}</Table.Th>
            <Table.Th scope="col">{t('properties:table.rating')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {properties.map((property) => (
            <PropertyRow key={property.id} property={property} types={types} lang={lang} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function PropertyRow({
  property,
  types,
  lang,
}: {
  property: Property;
  types: Types | undefined;
  lang: Language;
}) {
  const { t } = useTranslation();
  const { counters } = property;
  return (
    <Table.Tr data-testid="property-row" data-property-id={property.id}>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <ThemeIcon variant="light" size="xl" aria-hidden>
            <IconHome />
          </ThemeIcon>
          <Text size="xs" c="dimmed">
            {t('properties:photos', { count: property.photoCount })}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Text fw={600} data-testid="property-reference">
            {property.yourReference ?? '—'}
          </Text>
          {property.softwareReference ? (
            <Text size="xs">
              {t('properties:softwareReference', { reference: property.softwareReference })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" data-testid="property-vlancode">
            {t('properties:vlancode', { code: property.vlancode })}
          </Text>
          {property.managedBy ? (
            <Badge variant="light" color="grape" data-testid="property-managed-by">
              {t('properties:managedBy', { name: property.managedBy })}
            </Badge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        {addressLines(property).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Table.Td>
      <Table.Td data-testid="property-price" style={{ whiteSpace: 'nowrap' }}>
        {property.price === null ? t('properties:priceOnRequest') : formatMoney(property.price)}
      </Table.Td>
      <Table.Td data-testid="property-status">{statusLabel(property, types, t)}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {t('properties:online', {
            date: property.onlineDate ? formatDate(property.onlineDate, lang) : '—',
          })}
        </Text>
        <Text size="sm">
          {t('properties:offline', {
            date: property.offlineDate ? formatDate(property.offlineDate, lang) : '—',
          })}
        </Text>
      </Table.Td>
      <Table.Td>{formatNumber(counters.searchAppearances, lang)}</Table.Td>
      <Table.Td>{formatNumber(counters.detailViews, lang)}</Table.Td>
      <Table.Td>{formatNumber(counters.mails, lang)}</Table.Td>
      <Table.Td>{formatNumber(counters.phoneRequests, lang)}</Table.Td>
      <Table.Td>
        {property.rating === null ? (
          <Text size="sm" c="dimmed">
            {t('properties:notRated')}
          </Text>
        ) : (
          <Rating
            readOnly
            count={RATING_MAX}
            value={property.rating}
            size="sm"
            role="img"
            aria-label={t('properties:rating', { rating: property.rating, max: RATING_MAX })}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
