import type { Language } from '@app/contract';
import { List, Table, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import type { PlainObject, ValueLabels } from './dump-values';
import { columnsOf, fieldLabel, formatField, formatValue, isPlainObject } from './dump-values';
import classes from './personal-data.module.css';
import { ScrollTable } from '../../../components/scroll-table';

/** Rows shown per list on screen; the download has them all. */
export const MAX_ROWS = 50;
/** Nested records deeper than this are shown as text, not as more nested lists. */
const MAX_DEPTH = 2;

interface ValueProps {
  value: unknown;
  lang: Language;
  labels: ValueLabels;
  depth?: number;
  /** What tables are named for assistive technology (the section's title). */
  label?: string;
}

/** One section of the export: a record as a definition list, a list of records as a table. */
export function DumpValue({ value, lang, labels, depth = 0, label }: ValueProps) {
  const { t } = useTranslation();
  if (Array.isArray(value)) {
    if (value.length === 0) return <Text c="dimmed">{t('account:data.empty')}</Text>;
    if (depth < MAX_DEPTH && value.every(isPlainObject)) {
      return <RecordTable rows={value} lang={lang} labels={labels} label={label} />;
    }
    return (
      <List size="sm">
        {value.slice(0, MAX_ROWS).map((item, index) => (
          <List.Item key={index}>{formatValue(item, lang, labels)}</List.Item>
        ))}
        <MoreRows total={value.length} />
      </List>
    );
  }
  if (isPlainObject(value) && depth < MAX_DEPTH) {
    const entries = Object.entries(value);
    if (entries.length === 0) return <Text c="dimmed">{t('account:data.empty')}</Text>;
    return (
      <dl className={classes.fields}>
        {entries.map(([key, child]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{fieldLabel(key, labels.t)}</dt>
            <dd>
              {isPlainObject(child) || (Array.isArray(child) && child.some(isPlainObject)) ? (
                <DumpValue
                  value={child}
                  lang={lang}
                  labels={labels}
                  depth={depth + 1}
                  label={fieldLabel(key, labels.t)}
                />
              ) : (
                formatField(key, child, lang, labels)
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <Text>{formatValue(value, lang, labels)}</Text>;
}

function RecordTable({
  rows,
  lang,
  labels,
  label,
}: {
  rows: PlainObject[];
  lang: Language;
  labels: ValueLabels;
  label?: string | undefined;
}) {
  const columns = columnsOf(rows);
  return (
    <>
      <ScrollTable minWidth={Math.min(columns.length * 140, 1200)} label={label}>
        <Table striped withTableBorder fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {fieldLabel(column, labels.t)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, MAX_ROWS).map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <CellValue name={column} value={row[column]} lang={lang} labels={labels} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <MoreRows total={rows.length} asText />
    </>
  );
}

/**
 * One cell: a record in it (the descriptions per language, an order's invoice) as a small
 * definition list of its fields, not as JSON; anything else as text.
 */
function CellValue({
  name,
  value,
  lang,
  labels,
}: {
  name: string;
  value: unknown;
  lang: Language;
  labels: ValueLabels;
}) {
  if (!isPlainObject(value)) return formatField(name, value, lang, labels);
  const entries = Object.entries(value);
  if (entries.length === 0) return formatValue(null, lang, labels);
  return (
    <dl className={classes.fields}>
      {entries.map(([key, child]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{fieldLabel(key, labels.t)}</dt>
          <dd>{formatField(key, child, lang, labels)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoreRows({ total, asText = false }: { total: number; asText?: boolean }) {
  const { t } = useTranslation();
  if (total <= MAX_ROWS) return null;
  const message = t('account:data.moreRows', { count: total - MAX_ROWS });
  return asText ? (
    <Text size="sm" c="dimmed">
      {message}
    </Text>
  ) : (
    <List.Item>{message}</List.Item>
  );
}
