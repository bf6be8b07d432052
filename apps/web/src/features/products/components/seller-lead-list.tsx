import type { SellerLead } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ListPagination } from '../../../components/list-pagination';
import { PeriodInputs } from '../../../components/period-inputs';
import { QueryError } from '../../../components/query-error';
import { ScrollTable } from '../../../components/scroll-table';
import { currentLanguage, useCurrentLanguage } from '../../../lib/i18n';
import { SELLER_LEADS_PAGE_SIZE, sellerLeadExportUrl, useSellerLeads } from '../api/lead-generator';
import { ContactPerson } from './contact-person';
import { periodOf, XlsxExportButton } from './xlsx-export-button';

/** The leads Lead Generator brought: a period, the list page by page, and its Excel export. */
export function SellerLeadList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const filter = {
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
    page,
    pageSize: SELLER_LEADS_PAGE_SIZE,
  };
  const query = useSellerLeads(userId, filter);
  const total = query.data?.paging.total ?? 0;

  return (
    <Stack gap="sm" data-testid="seller-leads">
      <Title order={2} size="h3">
        {t('products:leadGenerator.leads')}
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <PeriodInputs
          from={period.from}
          to={period.to}
          onChange={(change) => {
            setPeriod((current) => ({ ...current, ...change }));
            setPage(1);
          }}
          testId="seller-leads"
        />
        <XlsxExportButton
          url={() => sellerLeadExportUrl(periodOf(period), currentLanguage(i18n))}
          disabled={total === 0}
          testId="seller-leads"
        />
      </Group>
      {query.isError && !query.data ? (
        <QueryError query={query} testId="seller-leads-error" />
      ) : query.data ? (
        <>
          <Text size="sm" aria-live="polite" data-testid="seller-leads-total">
            {t('products:leadGenerator.total', { count: total })}
          </Text>
          {query.data.data.length > 0 ? <LeadTable leads={query.data.data} /> : null}
          <ListPagination
            label={t('products:leadGenerator.pages')}
            testId="seller-leads-pagination"
            totalPages={query.data.paging.totalPages}
            page={page}
            onChange={setPage}
          />
        </>
      ) : null}
    </Stack>
  );
}

function LeadTable({ leads }: { leads: SellerLead[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <ScrollTable minWidth={820} label={t('products:leadGenerator.leads')}>
      <Table verticalSpacing="sm" data-testid="seller-leads-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products:leadGenerator.column.received')}</Table.Th>
            <Table.Th>{t('products:leadGenerator.seller')}</Table.Th>
            <Table.Th>{t('products:leadGenerator.column.city')}</Table.Th>
            <Table.Th>{t('products:leadGenerator.column.propertyType')}</Table.Th>
            <Table.Th>{t('contacts:column.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id} data-testid="seller-lead">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(lead.receivedAt, lang)}</Table.Td>
              <Table.Td>
                <ContactPerson contact={lead} />
              </Table.Td>
              <Table.Td>{[lead.postcode, lead.city].filter(Boolean).join(' ')}</Table.Td>
              <Table.Td>{t(`lookups:propertyType.${lead.propertyType}`)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {lead.message ?? '–'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
