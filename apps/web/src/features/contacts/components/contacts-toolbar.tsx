import type { ContactFilterInput } from '@app/contract';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { downloadFile } from '../../../lib/download';
import { currentLanguage, errorMessageKey } from '../../../lib/i18n';
import { contactExportUrl } from '../api/export-contacts';
import type { ContactSide } from '../contact-params';
import print from '../../../components/printable-list.module.css';

/** Above the list: the Excel export of every contact the filter selects, and printing the list. */
export function ContactsToolbar({
  side,
  filter,
  canExport,
}: {
  side: ContactSide;
  filter: ContactFilterInput;
  canExport: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen cancels a download under way, silently.
  useEffect(() => () => running.current?.abort(), []);

  const exportContacts = async () => {
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    try {
      await downloadFile(await contactExportUrl(side, filter, currentLanguage(i18n)), {
        fallbackName: side === 'sent' ? 'sent-contacts.xlsx' : 'contacts.xlsx',
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      notifications.show({
        color: 'red',
        title: t('contacts:export.failed'),
        message: t(errorMessageKey(error, i18n)),
        autoClose: false,
        'data-testid': 'contacts-export-failed',
      });
    } finally {
      if (!controller.signal.aborted) setExporting(false);
    }
  };

  return (
    <Group gap="sm" className={print.noPrint} data-testid="contacts-toolbar">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={exporting}
        disabled={!canExport}
        onClick={() => void exportContacts()}
        data-testid="contacts-export"
      >
        {exporting ? t('contacts:export.busy') : t('contacts:export.button')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => window.print()}
        data-testid="contacts-print"
      >
        {t('contacts:print')}
      </Button>
    </Group>
  );
}
