import type { Lead } from '@app/contract';
import cardList from '../../../components/card-list.module.css';
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import classes from '../contacts.module.css';
import print from '../../../components/printable-list.module.css';
import { LeadDate, LeadEmail, LeadMessage, LeadPhone } from './lead-parts';
import { ListingSummary } from './listing-summary';

interface LeadListProps {
  leads: Lead[];
  /** Where a listing's code leads: that listing's contacts. */
  listingHref: (vlancode: string) => string;
  /**
   * Sent contacts name their recipient, the listing's advertiser, instead of repeating the sender's
   * own name, e-mail and phone on every row (issue 48).
   */
  side: 'received' | 'sent';
}

function Advertiser({ lead }: { lead: Lead }) {
  return (
    <Text size="sm" fw={600} data-testid="lead-advertiser">
      {lead.advertiser ?? '—'}
    </Text>
  );
}

/** Wide screens: one row per lead, newest first. */
export function LeadTable({ leads, listingHref, side }: LeadListProps) {
  const { t } = useTranslation();
  const label = t('contacts:table.leads');
  return (
    <div className={print.tableArea}>
      <ScrollTable minWidth={900} label={label}>
        <Table verticalSpacing="sm" data-testid="leads-table">
          <Table.Caption className={classes.visuallyHidden}>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts:column.date')}</Table.Th>
              <Table.Th>{t('contacts:column.listing')}</Table.Th>
              {side === 'sent' ? (
                <Table.Th>{t('contacts:column.advertiser')}</Table.Th>
              ) : (
                <>
                  <Table.Th>{t('contacts:column.name')}</Table.Th>
                  <Table.Th>{t('contacts:column.firstname')}</Table.Th>
                  <Table.Th>{t('contacts:column.email')}</Table.Th>
                  <Table.Th>{t('contacts:column.phone')}</Table.Th>
                </>
              )}
              <Table.Th w="30%">{t('contacts:column.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leads.map((lead) => (
              <Table.Tr key={lead.id} data-testid="lead-row" data-lead-id={lead.id}>
                <Table.Td>
                  <LeadDate lead={lead} />
                </Table.Td>
                <Table.Td>
                  <ListingSummary listing={lead.listing} href={listingHref(lead.listing.vlancode)} />
                </Table.Td>
                {side === 'sent' ? (
                  <Table.Td>
                    <Advertiser lead={lead} />
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>{lead.lastName}</Table.Td>
                    <Table.Td>{lead.firstName}</Table.Td>
                    <Table.Td>
                      <LeadEmail email={lead.email} />
                    </Table.Td>
                    <Table.Td>
                      <LeadPhone phone={lead.phone} />
                    </Table.Td>
                  </>
                )}
                <Table.Td>
                  <LeadMessage message={lead.message} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </div>
  );
}

/** Below the tablet breakpoint: one card per lead with the table's content. */
export function LeadCards({ leads, listingHref, side }: LeadListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('contacts:table.leads')}
      data-testid="leads-cards"
      m={0}
      p={0}
      className={`${classes.plainList} ${cardList.list}`}
    >
      {leads.map((lead) => {
        const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
        return (
          <Paper
            key={lead.id}
            component="li"
            withBorder
            p="sm"
            data-testid="lead-card"
            data-lead-id={lead.id}
          >
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="xs">
                <LeadDate lead={lead} />
                <ListingSummary listing={lead.listing} href={listingHref(lead.listing.vlancode)} />
              </Group>
              {side === 'sent' ? (
                <Advertiser lead={lead} />
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {name ? (
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                  ) : null}
                  <LeadEmail email={lead.email} />
                  <LeadPhone phone={lead.phone} />
                </SimpleGrid>
              )}
              <LeadMessage message={lead.message} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
