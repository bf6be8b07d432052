import { Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';

/** A draft's address cell: its lines, or "not set" while the draft has none. */
export function DraftPlace({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text size="sm">{t('drafts:notSet')}</Text>;
  return lines.map((line) => (
    <Text key={line} size="sm">
      {line}
    </Text>
  ));
}
