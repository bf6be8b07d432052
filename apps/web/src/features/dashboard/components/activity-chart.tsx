import type { ActivityDay } from '@app/contract';
import { brusselsToday } from '@app/contract';
import { formatDate, formatNumber, formatShortDay } from '@app/i18n';
import { LineChart } from '../../../components/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
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
/**
 * One quantity per chart (issue 48): how often the listings were shown, and how often someone asked
 * about them. Search appearances are ten times the requests: on one axis the requests lay flat.
 * Blues for reach, warm colours for responses.
 */
const FAMILIES = [
  {
    id: 'reach',
    title: 'dashboard:activity.reach',
    counters: ['searchAppearances', 'detailViews'],
  },
  {
    id: 'response',
    title: 'dashboard:activity.response',
    counters: ['mails', 'phoneRequests'],
  },
] as const satisfies ReadonlyArray<{ id: string; title: string; counters: readonly Counter[] }>;
const COUNTER_COLORS: Record<Counter, string> = {
  searchAppearances: 'blue.8',
  detailViews: 'cyan.7',
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
  // Today has only begun: drawn, every line would fall towards 0 at its end. The table keeps it.
  const todayLeftOut = activity.at(-1)?.day === brusselsToday();
  const drawn = (todayLeftOut ? activity.slice(0, -1) : activity).map((day) => ({
    ...day,
    label: formatShortDay(day.day, lang),
  }));

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
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {FAMILIES.map((family) => (
                <div key={family.id}>
                  <Text fw={600} size="sm" mb={4}>
                    {t(family.title)}
                  </Text>
                  <LineChart
                    h={220}
                    data={drawn}
                    dataKey="label"
                    series={family.counters.map((counter) => ({
                      name: counter,
                      label: t(COUNTER_KEYS[counter]),
                      color: COUNTER_COLORS[counter],
                    }))}
                    // The quantity's name is the chart's title and its axis's.
                    yAxisLabel={t(family.title)}
                    withDots={false}
                    valueFormatter={(value) => formatNumber(value, lang)}
                  />
                  {/* Beside the chart rather than in it: long labels wrap on a phone instead of overlapping. */}
                  <Group gap="md" mt="xs">
                    {family.counters.map((counter) => (
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
              ))}
            </SimpleGrid>
          </div>
          {todayLeftOut ? (
            <Text size="sm" c="dimmed">
              {t('dashboard:activity.today')}
            </Text>
          ) : null}
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
