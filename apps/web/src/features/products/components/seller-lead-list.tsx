import type { SellerLead } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { useNotices } from '../../../components/notices';
import { PeriodInputs } from '../../../components/period-inputs';
import { QueryError } from '../../../components/query-error';
import { ScrollTable } from '../../../components/scroll-table';
import { downloadFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';
import { sellerLeadExportUrl, useSellerLeads } from '../api/lead-generator';

const PAGE_SIZE = 20;

/** The leads Lead Generator brought: a period, the list page by page, and its Excel export. */
export function SellerLeadList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const filter = {
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
    page,
    pageSize: PAGE_SIZE,
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
        <ExportButton period={period} disabled={total === 0} />
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
  const lang = currentLanguage();
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
                <Text size="sm" fw={600}>
                  {[lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.email}
                </Text>
                <Anchor size="sm" href={`mailto:${lead.email}`} display="block">
                  {lead.email}
                </Anchor>
                {lead.phone ? (
                  <Anchor size="sm" href={`tel:${lead.phone.replace(/\s+/g, '')}`} display="block">
                    {lead.phone}
                  </Anchor>
                ) : null}
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

function ExportButton({ period, disabled }: { period: { from: string; to: string }; disabled: boolean }) {
  const { t } = useTranslation();
  const notices = useNotices('seller-leads');
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen cancels a download under way, silently.
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    try {
      await downloadFile(
        sellerLeadExportUrl(
          { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) },
          currentLanguage(),
        ),
        { fallbackName: 'leads.xlsx', signal: controller.signal },
      );
    } catch (error) {
      if (!controller.signal.aborted) notices.failure(error, t('contacts:export.failed'));
    } finally {
      if (!controller.signal.aborted) setExporting(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void run()}
      data-testid="seller-leads-export"
    >
      {exporting ? t('contacts:export.busy') : t('contacts:export.button')}
    </Button>
  );
}
