import type { ContactStatistics } from '@app/contract';
import { CONTACT_STATISTICS_DAYS } from '@app/contract';
import { formatDate, formatNumber, formatShortDay } from '@app/i18n';
import { BarChart } from '../../../components/charts';
import { Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useContactStatistics } from '../api/contact-statistics';
import { QueryError } from '../../../components/query-error';

/**
 * Contacts received per day over the last 30 days as a small bar chart, with the comparison with the
 * 30 days before in words. The chart is hidden from assistive technology; a table of the days is its
 * text alternative.
 */
export function ContactStatisticsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useContactStatistics(userId);
  const days = query.data?.days.length ?? 0;
  return (
    <section
      aria-labelledby="dashboard-contact-statistics-heading"
      data-testid="dashboard-contact-statistics"
    >
      <Title order={2} size="h3" mb="sm" id="dashboard-contact-statistics-heading">
        {t('statistics:contactCard.title', { days: days || CONTACT_STATISTICS_DAYS })}
      </Title>
      {query.isError && !query.data ? (
        <QueryError query={query} testId="dashboard-contact-statistics-error" />
      ) : !query.data ? (
        <Loader size="sm" aria-label={t('statistics:contactCard.loading')} />
      ) : (
        <ContactChart statistics={query.data} />
      )}
    </section>
  );
}

function ContactChart({ statistics }: { statistics: ContactStatistics }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const days = statistics.days.length;
  const difference = statistics.total - statistics.previousTotal;
  const comparison =
    difference > 0
      ? t('statistics:contactCard.more', { difference })
      : difference < 0
        ? t('statistics:contactCard.fewer', { difference: -difference })
        : t('statistics:contactCard.same');
  const caption = t('statistics:contactCard.caption', { days });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text data-testid="dashboard-contact-statistics-summary">
          {t('statistics:contactCard.summary', {
            total: statistics.total,
            previousTotal: statistics.previousTotal,
            days,
          })}{' '}
          {comparison}
        </Text>
        {/* No contacts: the sentence above says so; an empty axis would only repeat it. */}
        {statistics.total > 0 ? (
          <div aria-hidden="true">
            <BarChart
              h={160}
              data={statistics.days.map((day) => ({ ...day, label: formatShortDay(day.day, lang) }))}
              dataKey="label"
              // Teal: contacts are good news; red read as an error.
              series={[{ name: 'contacts', label: t('statistics:contactCard.contacts'), color: 'teal.8' }]}
              yAxisLabel={t('statistics:contactCard.contacts')}
              valueFormatter={(value) => formatNumber(value, lang)}
            />
          </div>
        ) : null}
        <VisuallyHidden>
          <Table data-testid="dashboard-contact-statistics-table">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statistics:contactCard.day')}</Table.Th>
                <Table.Th scope="col">{t('statistics:contactCard.contacts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statistics.days.map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Th scope="row">{formatDate(day.day, lang)}</Table.Th>
                  <Table.Td>{formatNumber(day.contacts, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
