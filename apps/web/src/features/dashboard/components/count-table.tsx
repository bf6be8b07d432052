import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { formatNumber } from '@app/i18n';
import { useCurrentLanguage } from '../../../lib/i18n';

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** Listings per group as a small table: what a chart shows, as text (and the chart's alternative). */
export function CountTable({
  caption,
  groupHeader,
  rows,
  testId,
}: {
  caption: string;
  groupHeader: string;
  rows: readonly CountRow[];
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Table data-testid={testId} verticalSpacing={4}>
      {/* The card's heading shows it; the caption names the table for assistive technology. */}
      <Table.Caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{groupHeader}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('dashboard:listings.count')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-group={row.key}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right">{formatNumber(row.count, lang)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
