import type { MarketComparison as Comparison, MarketQuartiles } from '@app/contract';
import { MARKET } from '@app/contract';
import { formatCalendarDay, formatTenths, formatWholeEuros } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import { Card, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useCurrentLanguage } from '../lib/i18n';
import { MARKET_VERDICT_COLORS } from './market-verdict-colors';

type HeadingOrder = 2 | 3 | 4 | 5;

interface Row {
  key: string;
  label: string;
  value: number | null;
  median: number | null;
  middle: MarketQuartiles | null;
  format: (value: number) => string;
}

/** "—" for a figure nobody has, read out as words. */
function Figure({ value, format }: { value: number | null; format: (value: number) => string }) {
  const { t } = useTranslation();
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden component="span">{t('market:none')}</VisuallyHidden>
      </>
    );
  }
  return <>{format(value)}</>;
}

/** The similar listings' first to third quartile: "2,1 – 4". */
function Middle({ row }: { row: Row }) {
  if (!row.middle) return <Figure value={null} format={row.format} />;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {row.format(row.middle.q1)} – {row.format(row.middle.q3)}
    </span>
  );
}

/**
 * One listing against its similar listings (issue 50, decision 086), as the nightly market job
 * measured it: the verdict on its detail views, what was compared, the figures beside the similar
 * listings' median and middle half, and what could help. A table on wider screens, a card per figure
 * on a phone. `headingOrder` is the level of its heading in the caller's page.
 */
export function MarketComparison({
  comparison,
  headingOrder,
}: {
  comparison: Comparison;
  headingOrder: HeadingOrder;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const headingId = useId();
  const known = comparison.verdict !== 'unknown';
  const rows: Row[] = [
    {
      key: 'viewsPerDay',
      label: t('market:viewsPerDay'),
      value: comparison.viewsPerDay.value,
      median: comparison.viewsPerDay.similar?.median ?? null,
      middle: comparison.viewsPerDay.similar,
      format: (value) => formatTenths(value, lang),
    },
    {
      key: 'contactsPerDay',
      label: t('market:contactsPerDay'),
      value: comparison.contactsPerDay.value,
      median: comparison.contactsPerDay.similar?.median ?? null,
      middle: comparison.contactsPerDay.similar,
      format: (value) => formatTenths(value, lang),
    },
    {
      key: 'pricePerM2',
      label: t('market:pricePerM2'),
      value: comparison.pricePerM2.value,
      median: comparison.pricePerM2.similar?.median ?? null,
      middle: comparison.pricePerM2.similar,
      format: formatWholeEuros,
    },
    {
      key: 'photos',
      label: t('market:photos'),
      value: comparison.photos.value,
      median: comparison.photos.median,
      middle: null,
      format: (value) => formatTenths(value, lang),
    },
  ];
  const columns = [t('market:thisListing'), t('market:median'), t('market:middleHalf')];
  const cells = (row: Row): ReactNode[] => [
    <Figure key="value" value={row.value} format={row.format} />,
    <Figure key="median" value={row.median} format={row.format} />,
    <Middle key="middle" row={row} />,
  ];
  const hints = known
    ? comparison.hints.flatMap((hint) =>
        hint === 'description'
          ? comparison.missingDescriptions.map((language) => ({
              key: `description-${language}`,
              text: t(`market:missing.${language}`),
            }))
          : [{ key: hint, text: t(`market:hint.${hint}`) }],
      )
    : [];

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid="market-comparison"
      data-verdict={comparison.verdict}
    >
      <Title order={headingOrder} size="h3" id={headingId}>
        {t('market:title')}
      </Title>
      <Text fw={700} c={MARKET_VERDICT_COLORS[comparison.verdict]} data-testid="market-comparison-verdict">
        {t(`market:verdict.${comparison.verdict}`)}
      </Text>
      {known ? (
        <>
          <Text data-testid="market-comparison-scope">
            {t(comparison.scope === 'radius' ? 'market:compared.radius' : 'market:compared.postcode', {
              count: comparison.similarCount,
              km: MARKET.radiusKm,
            })}{' '}
            {t('market:similarMeans', { percent: Math.round(MARKET.priceBand * 100) })}
          </Text>

          {/* Wider screens: one table, named by the section's heading. */}
          <Table
            visibleFrom="sm"
            withTableBorder
            aria-labelledby={headingId}
            data-testid="market-comparison-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('market:figure')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th scope="col" key={column} ta="end">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-figure={row.key}>
                  <Table.Th scope="row" fw="normal">
                    {row.label}
                  </Table.Th>
                  {cells(row).map((cell, index) => (
                    <Table.Td key={index} ta="end">
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>

          {/* Phones: a card per figure, each value on its own line. */}
          <Stack gap="xs" hiddenFrom="sm" data-testid="market-comparison-cards">
            {rows.map((row) => (
              <Card withBorder padding="sm" key={row.key} data-figure={row.key}>
                <Text fw={700}>{row.label}</Text>
                <Stack gap={2} component="dl" m={0}>
                  {cells(row).map((cell, index) => (
                    <Group key={index} justify="space-between" wrap="wrap" gap="xs">
                      <Text component="dt" size="sm">
                        {columns[index]}
                      </Text>
                      <Text component="dd" m={0} fw={600}>
                        {cell}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            {t('market:middleHalfNote')}
          </Text>
        </>
      ) : null}

      {hints.length > 0 ? (
        <Stack gap={4}>
          <Title order={(headingOrder + 1) as HeadingOrder | 6} size="h4">
            {t('market:hintsTitle')}
          </Title>
          <List data-testid="market-comparison-hints">
            {hints.map((hint) => (
              <List.Item key={hint.key}>{hint.text}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      <Text size="sm" c="dimmed" data-testid="market-comparison-measured">
        {t('market:measuredOn', { date: formatCalendarDay(comparison.computedOn, lang) })}
      </Text>
    </Stack>
  );
}
