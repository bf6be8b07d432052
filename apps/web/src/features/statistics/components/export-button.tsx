import type { Span } from '@app/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { downloadFile } from '../../../lib/download';
import { currentLanguage, errorMessageKey } from '../../../lib/i18n';
import { statisticsExportUrl } from '../api/export-statistics';
import type { StatisticsRange } from '../statistics-view';

/**
 * Downloads the Excel workbook of what the screen shows: the same range, span and listing. A failure
 * says why, translated; leaving the screen cancels the download silently.
 */
export function ExportButton({
  range,
  span,
  vlancode,
}: {
  range: StatisticsRange;
  span: Span;
  vlancode: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = async () => {
    const own = new AbortController();
    controller.current = own;
    setPending(true);
    try {
      await downloadFile(await statisticsExportUrl(range, span, vlancode, currentLanguage(i18n)), {
        fallbackName: `statistics-${vlancode ?? 'all'}-${range.filterStart}-${range.filterEnd}.xlsx`,
        signal: own.signal,
      });
    } catch (error) {
      if (own.signal.aborted) return;
      notifications.show({
        color: 'red',
        title: t('statistics:download.failed'),
        message: t(errorMessageKey(error, i18n)),
        autoClose: false,
        'data-testid': 'statistics-export-failed',
      });
    } finally {
      if (!own.signal.aborted) setPending(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={pending}
      onClick={() => void download()}
      data-testid="statistics-export"
    >
      {t('statistics:download.button')}
    </Button>
  );
}
