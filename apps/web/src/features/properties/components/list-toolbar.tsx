import type { PropertyFilterInput } from '@app/contract';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../../lib/i18n';
import { exportUrl } from '../api/document-urls';
import classes from '../../../components/printable-list.module.css';
import { useFileDownload } from '../use-file-download';

/** Above the list: the Excel export of everything the filter selects, and printing the list. */
export function ListToolbar({ filter, canExport }: { filter: PropertyFilterInput; canExport: boolean }) {
  const { t, i18n } = useTranslation();
  const { pending, download } = useFileDownload();
  const exporting = pending !== null;

  return (
    <Group gap="sm" className={classes.noPrint} data-testid="properties-toolbar">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={exporting}
        disabled={!canExport}
        onClick={() =>
          void download({
            key: 'export',
            url: () => exportUrl(filter, currentLanguage(i18n)),
            fallbackName: 'my-properties.xlsx',
            failureKey: 'properties:download.exportFailed',
          })
        }
        data-testid="properties-export"
      >
        {exporting ? t('properties:export.busy') : t('properties:export.button')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => window.print()}
        data-testid="properties-print"
      >
        {t('properties:print')}
      </Button>
    </Group>
  );
}
