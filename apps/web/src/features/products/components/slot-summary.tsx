import type { SelectionMethod, SlotProduct } from '@app/contract';
import { brusselsToday, productWorks, SELECTION_METHODS } from '@app/contract';
import { formatDate, formatDateTime } from '@app/i18n';
import { Alert, Badge, Group, Paper, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../../components/confirmed-action';
import { errorMessageKey, useCurrentLanguage } from '../../../lib/i18n';
import { useSetSelection } from '../api/slot-product';
import { ACTIVATION_COLORS, ACTIVATION_KEYS, PACK_KEYS, periodLabel, SELECTION_KEYS } from './product-labels';

const SWITCH_KEYS: Record<SelectionMethod, string> = {
  AUTO: 'products:switch.toAuto',
  MANUAL: 'products:switch.toManual',
};

/** Pack, state, period, slots in use, and the selection method with its confirmation (spec section 5). */
export function SlotSummary({ userId, product }: { userId: number; product: SlotProduct }) {
  const { t, i18n } = useTranslation();
  const lang = useCurrentLanguage();
  const change = useSetSelection(userId, product.code);
  const free = Math.max(0, product.slots - product.used);
  const today = brusselsToday();
  const started = product.startDate <= today;

  const requestSwitch = (selection: SelectionMethod) => {
    if (selection === product.selection) return;
    const method = t(SELECTION_KEYS[selection]);
    runConfirmed({
      title: t('products:switch.title'),
      question: t(SWITCH_KEYS[selection]),
      labels: { confirm: t('products:switch.confirm'), cancel: t('products:switch.cancel') },
      testId: 'slot-selection',
      run: () => change.mutateAsync(selection),
      succeeded: () => ({
        message: t('products:switch.done', { method }),
        testId: 'slot-notification-success',
      }),
      failed: (error) => ({ message: t(errorMessageKey(error, i18n)), testId: 'slot-notification-failure' }),
    });
  };

  return (
    <Paper withBorder p="md" data-testid="slot-summary">
      <Stack gap="sm">
        <Group gap="xs">
          {product.pack ? <Badge variant="light">{t(PACK_KEYS[product.pack])}</Badge> : null}
          <Badge color={ACTIVATION_COLORS[product.activation]} variant="light" data-testid="slot-activation">
            {t(ACTIVATION_KEYS[product.activation])}
          </Badge>
          <Text size="sm" c="dimmed">
            {periodLabel(product, t, lang)}
          </Text>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={600} data-testid="slot-usage">
              {t('products:usage', { used: product.used, slots: product.slots })}
            </Text>
            <Text size="sm" fw={free > 0 ? 600 : 400} data-testid="slot-free">
              {t('products:free', { count: free })}
            </Text>
          </Group>
          <Progress
            value={product.slots > 0 ? (100 * product.used) / product.slots : 0}
            aria-label={t('products:usage', { used: product.used, slots: product.slots })}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="slot-selection-label">
            {t('products:selection.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="slot-selection-label"
            data={SELECTION_METHODS.map((method) => ({ value: method, label: t(SELECTION_KEYS[method]) }))}
            value={product.selection}
            onChange={(value) => requestSwitch(value as SelectionMethod)}
            disabled={change.isPending}
            data-testid="slot-selection"
            w="fit-content"
          />
          <Text size="sm" c="dimmed" data-testid="slot-selection-hint">
            {product.selection === 'AUTO'
              ? product.nextAutoPick
                ? t('products:selection.autoHint', { date: formatDateTime(product.nextAutoPick, lang) })
                : t('products:selection.autoHintIdle')
              : t('products:selection.manualHint')}
          </Text>
        </Stack>
        {!started ? (
          <Alert color="yellow" data-testid="slot-not-started">
            {t('errors:productNotStarted', { date: formatDate(product.startDate, lang) })}
          </Alert>
        ) : !productWorks(product, today) ? (
          <Alert color="red" data-testid="slot-not-active">
            {t('errors:productNotActive')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
