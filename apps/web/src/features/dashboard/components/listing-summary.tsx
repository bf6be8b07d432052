import type { Dashboard } from '@app/contract';
import { TRANSACTION_TYPES } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { BarList } from '../../../components/bar-list';
import { themeColor } from '../../../lib/theme-color';
import { ShareRing } from '../../../components/share-ring';
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { CountRow } from './count-table';
import { CountTable } from './count-table';
import grid from './grid.module.css';

/** One colour per transaction type, by its place in the lookup: the same colour on every visit. */
const TRANSACTION_COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7'] as const;

/** The user's listed listings: the total, and counts by property type, transaction type and status. */
export function ListingSummary({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const byType: CountRow[] = dashboard.byPropertyType.map(({ propertyType, count }) => ({
    key: propertyType,
    label: t(`lookups:propertyType.${propertyType}`),
    count,
  }));
  const byTransaction: CountRow[] = dashboard.byTransactionType.map(({ transactionType, count }) => ({
    key: transactionType,
    label: t(`lookups:transactionType.${transactionType}`),
    count,
  }));
  const byStatus: CountRow[] = dashboard.byStatus.map(({ status, count }) => ({
    key: String(status.id),
    label: t(`lookups:statusType.${status.code}`),
    count,
  }));
  const colorOf = (transactionType: string) =>
    TRANSACTION_COLORS[TRANSACTION_TYPES.indexOf(transactionType as (typeof TRANSACTION_TYPES)[number])] ??
    'gray.7';

  return (
    <div className={`${grid.grid} ${grid.twoFromMd}`}>
      <Paper withBorder p="md" data-testid="dashboard-by-type">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('dashboard:listings.byPropertyType')}
          </Title>
          {/* The chart is a picture of the table below it, which assistive technology reads instead. */}
          <div aria-hidden="true">
            <BarList
              rows={byType.map((row) => ({ key: row.key, label: row.label, value: row.count }))}
              color="blue.7"
              lang={lang}
            />
          </div>
          <VisuallyHidden>
            <CountTable
              caption={t('dashboard:listings.byPropertyType')}
              groupHeader={t('dashboard:listings.propertyType')}
              rows={byType}
              testId="dashboard-by-type-table"
            />
          </VisuallyHidden>
        </Stack>
      </Paper>

      <Stack gap="md">
        <Paper withBorder p="md" data-testid="dashboard-by-transaction">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('dashboard:listings.byTransactionType')}
            </Title>
            <Group gap="lg" wrap="nowrap" align="center">
              <div aria-hidden="true">
                <ShareRing
                  size={110}
                  thickness={22}
                  shares={byTransaction.map((row) => ({
                    key: row.key,
                    value: row.count,
                    color: colorOf(row.key),
                  }))}
                />
              </div>
              {/* The legend carries the figures: the donut's text equivalent. */}
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {byTransaction.map((row) => (
                  <Group key={row.key} component="li" gap="xs" wrap="nowrap" data-group={row.key}>
                    <span
                      aria-hidden="true"
                      style={{
                        width: 12,
                        height: 12,
                        borderRadius: 3,
                        flex: 'none',
                        background: themeColor(colorOf(row.key)),
                      }}
                    />
                    <Text size="sm">
                      {row.label}: <strong>{formatNumber(row.count, lang)}</strong>
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md" data-testid="dashboard-by-status">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('dashboard:listings.byStatus')}
            </Title>
            <CountTable
              caption={t('dashboard:listings.byStatus')}
              groupHeader={t('dashboard:listings.status')}
              rows={byStatus}
              testId="dashboard-by-status-table"
            />
          </Stack>
        </Paper>
      </Stack>
    </div>
  );
}
