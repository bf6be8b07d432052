import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { downloadFile } from '../../../lib/download';

/** The bounds of a period the user set ('' is no bound), as a query wants them. */
export const periodOf = (period: { from: string; to: string }): { from?: string; to?: string } => ({
  ...(period.from ? { from: period.from } : {}),
  ...(period.to ? { to: period.to } : {}),
});

/** Downloads a list's Excel export; leaving the screen cancels a download under way, silently. */
export function XlsxExportButton({
  url,
  disabled,
  testId,
}: {
  /** Built when asked for: the endpoints may come with the schemas (issue 49). */
  url: () => string | Promise<string>;
  disabled: boolean;
  /** `${testId}-export` on the button, `${testId}` for its notices. */
  testId: string;
}) {
  const { t } = useTranslation();
  const notices = useNotices(testId);
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    try {
      await downloadFile(await url(), { fallbackName: 'export.xlsx', signal: controller.signal });
    } catch (error) {
      if (!controller.signal.aborted) notices.failure(error, t('contacts:export.failed'));
    } finally {
      if (!controller.signal.aborted) setExporting(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void run()}
      data-testid={`${testId}-export`}
    >
      {exporting ? t('contacts:export.busy') : t('contacts:export.button')}
    </Button>
  );
}
