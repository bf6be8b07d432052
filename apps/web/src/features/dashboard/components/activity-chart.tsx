import type { ActivityDay } from '@app/contract';
import { formatDate, formatNumber, formatShortDay } from '@app/i18n';
import { LineChart } from '../../../components/charts';
import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { themeColor } from '../../../lib/theme-color';

const COUNTERS = ['searchAppearances', 'detailViews', 'mails', 'phoneRequests'] as const;
type Counter = (typeof COUNTERS)[number];

/** Literal keys: the i18n check finds every key in the source. */
const COUNTER_KEYS: Record<Counter, string> = {
  searchAppearances: 'dashboard:activity.searchAppearances',
  detailViews: 'dashboard:activity.detailViews',
  mails: 'dashboard:activity.mails',
  phoneRequests: 'dashboard:activity.phoneRequests',
};
const COUNTER_COLORS: Record<Counter, string> = {
  searchAppearances: 'blue.7',
  detailViews: 'teal.7',
  mails: 'orange.7',
  phoneRequests: 'grape.7',
};
const TABLE_MIN_WIDTH = 560;

/**
 * The last days' counters of all the user's listings: a line chart, a sentence with the totals and a
 * table of every day. The table is always in the page for assistive technology (the chart is hidden
 * from it) and can be shown on screen.
 */
export function ActivityChart({ activity }: { activity: ActivityDay[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const days = activity.length;
  const totals = Object.fromEntries(
    COUNTERS.map((counter) => [counter, activity.reduce((sum, day) => sum + day[counter], 0)]),
  ) as Record<Counter, number>;
  const table = <ActivityTable activity={activity} />;

  return (
    <section aria-labelledby="dashboard-activity-heading" data-testid="dashboard-activity">
      <Title order={2} size="h3" mb="sm" id="dashboard-activity-heading">
        {t('dashboard:activity.title', { days })}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="md">
          <Text data-testid="dashboard-activity-summary">
            {t('dashboard:activity.summary', { days, ...totals })}
          </Text>
          <div aria-hidden="true" data-testid="dashboard-activity-chart">
            <LineChart
              h={280}
              data={activity.map((day) => ({ ...day, label: formatShortDay(day.day, lang) }))}
              dataKey="label"
              // Search appearances are ten times the other counters: they get the right-hand axis.
              series={COUNTERS.map((counter) => ({
                name: counter,
                label: t(COUNTER_KEYS[counter]),
                color: COUNTER_COLORS[counter],
                ...(counter === 'searchAppearances' ? { yAxisId: 'right' } : {}),
              }))}
              withRightYAxis
              withDots={false}
              curveType="monotone"
              accessibilityLayer={false}
              valueFormatter={(value) => formatNumber(value, lang)}
            />
            {/* Beside the chart rather than in it: four long labels wrap on a phone instead of overlapping. */}
            <Group gap="md" mt="xs">
              {COUNTERS.map((counter) => (
                <Group key={counter} gap={6} wrap="nowrap">
                  <span
                    style={{
                      width: 14,
                      height: 3,
                      borderRadius: 2,
                      background: themeColor(COUNTER_COLORS[counter]),
                    }}
                  />
                  <Text size="sm">{t(COUNTER_KEYS[counter])}</Text>
                </Group>
              ))}
            </Group>
          </div>
          <div>
            <Button
              variant="default"
              size="xs"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
              data-testid="dashboard-activity-toggle"
            >
              {tableShown ? t('dashboard:activity.hideTable') : t('dashboard:activity.showTable')}
            </Button>
          </div>
          <div id={tableId}>
            {tableShown ? (
              <ScrollTable minWidth={TABLE_MIN_WIDTH} label={t('dashboard:activity.caption', { days })}>
                {table}
              </ScrollTable>
            ) : (
              <VisuallyHidden>{table}</VisuallyHidden>
            )}
          </div>
        </Stack>
      </Paper>
    </section>
  );
}

function ActivityTable({ activity }: { activity: ActivityDay[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Table striped data-testid="dashboard-activity-table">
      <Table.Caption>{t('dashboard:activity.caption', { days: activity.length })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('dashboard:activity.day')}</Table.Th>
          {COUNTERS.map((counter) => (
            <Table.Th key={counter} scope="col" ta="right">
              {t(COUNTER_KEYS[counter])}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {activity.map((day) => (
          <Table.Tr key={day.day} data-day={day.day}>
            <Table.Th scope="row" fw={400}>
              {formatDate(day.day, lang)}
            </Table.Th>
            {COUNTERS.map((counter) => (
              <Table.Td key={counter} ta="right">
                {formatNumber(day[counter], lang)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
