import type { Estimate } from '@app/contract';
import { formatDate, formatMoney } from '@app/i18n';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import { CONFIDENCE_COLORS, CONFIDENCE_KEYS } from './valuation-labels';

/** The value with its range, price per m² and confidence; or, honestly, "not enough data". */
export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  if (estimate.value === null || estimate.low === null || estimate.high === null) {
    return (
      <Text size="sm" data-testid="estimate-not-enough">
        {t('valuations:estimate.notEnough', { count: estimate.comparableCount, km: estimate.radiusKm })}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="estimate">
      <Group gap="sm" align="baseline">
        <Text size="xl" fw={700} data-testid="estimate-value">
          {formatMoney(estimate.value)}
        </Text>
        {estimate.confidence ? (
          <Badge color={CONFIDENCE_COLORS[estimate.confidence]} variant="light">
            {t(CONFIDENCE_KEYS[estimate.confidence])}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" data-testid="estimate-range">
        {t('valuations:estimate.range', { low: formatMoney(estimate.low), high: formatMoney(estimate.high) })}
        {estimate.pricePerM2 !== null
          ? ` · ${t('valuations:estimate.perM2', { price: formatMoney(estimate.pricePerM2) })}`
          : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {t('valuations:estimate.basis', {
          count: estimate.comparableCount,
          km: estimate.radiusKm,
          date: formatDate(estimate.estimatedOn, lang),
        })}
      </Text>
    </Stack>
  );
}
