import type { ListingContacts } from '@app/contract';
import cardList from '../../../components/card-list.module.css';
import { formatDateTime, formatNumber } from '@app/i18n';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import classes from '../contacts.module.css';
import print from '../../../components/printable-list.module.css';
import { ListingSummary } from './listing-summary';

interface ListingContactsProps {
  rows: ListingContacts[];
  listingHref: (vlancode: string) => string;
}

/** Wide screens, grouped by ad: one row per listing with its count and last contact. */
export function ListingContactsTable({ rows, listingHref }: ListingContactsProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const label = t('contacts:table.listings');
  return (
    <div className={print.tableArea}>
      <ScrollTable minWidth={560} label={label}>
        <Table verticalSpacing="sm" data-testid="listings-table">
          <Table.Caption className={classes.visuallyHidden}>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts:column.listing')}</Table.Th>
              <Table.Th ta="right">{t('contacts:column.count')}</Table.Th>
              <Table.Th>{t('contacts:column.lastContact')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.listing.listingId} data-testid="listing-row">
                <Table.Td>
                  <ListingSummary listing={row.listing} href={listingHref(row.listing.vlancode)} />
                </Table.Td>
                <Table.Td ta="right" data-testid="listing-count">
                  {formatNumber(row.count, lang)}
                </Table.Td>
                <Table.Td>{formatDateTime(row.lastSentAt, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </div>
  );
}

/** Below the tablet breakpoint: one card per listing. */
export function ListingContactsCards({ rows, listingHref }: ListingContactsProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('contacts:table.listings')}
      data-testid="listings-cards"
      m={0}
      p={0}
      className={`${classes.plainList} ${cardList.list}`}
    >
      {rows.map((row) => (
        <Paper key={row.listing.listingId} component="li" withBorder p="sm" data-testid="listing-card">
          <Group justify="space-between" align="flex-start" gap="sm">
            <ListingSummary listing={row.listing} href={listingHref(row.listing.vlancode)} />
            <Stack gap={2} align="flex-end">
              <Anchor
                component={Link}
                to={listingHref(row.listing.vlancode)}
                fw={600}
                data-testid="listing-count"
              >
                {t('contacts:total.leads', { total: row.count })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('contacts:column.lastContact')}: {formatDateTime(row.lastSentAt, lang)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
