import { facebookShareUrl, routePath } from '@app/contract';
import { Menu, VisuallyHidden } from '@mantine/core';
import {
  IconBrandFacebook,
  IconCalendarPlus,
  IconChartLine,
  IconFileTypePdf,
  IconReceipt,
  IconReportAnalytics,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { documentUrl } from '../api/document-urls';
import type { ListingDocument } from '../api/document-urls';
import { offeredStatuses } from '../status-rules';
import { useFileDownload } from '../use-file-download';
import { requestedStatusLabel } from '../../../lib/property-labels';
import { ActionsButton } from './actions-button';
import type { ActionsProps } from './property-actions';

const ICON = { size: 16, 'aria-hidden': true } as const;

/** Literal keys: the i18n check finds every key in the source. */
const DOCUMENTS: Record<ListingDocument, { label: string; failure: string }> = {
  poster: { label: 'properties:actions.poster', failure: 'properties:download.posterFailed' },
  folder: { label: 'properties:actions.folder', failure: 'properties:download.folderFailed' },
};

/** The menu itself, drawn when a row's menu is first wanted. */
export function ActionsMenu({ property, lang, changing, onStatus, onDialog, onSellerReport }: ActionsProps) {
  const { t } = useTranslation();
  const statusGroupId = useId();
  const { pending, download } = useFileDownload();
  const statuses = offeredStatuses(property);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  // Drawn by the first click: the button it replaced had the focus. The focus moves to this one
  // before the menu opens, which is where the menu returns it when it closes.
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);

  const fetchDocument = (document: ListingDocument) =>
    void download({
      key: document,
      url: () => documentUrl(document, property.id, lang),
      fallbackName: `${document}-${property.vlancode}.pdf`,
      failureKey: DOCUMENTS[document].failure,
    });

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionsButton ref={target} listing={property} loading={changing || pending !== null} />
      </Menu.Target>
      <Menu.Dropdown data-testid="property-actions-menu">
        {statuses.length > 0 ? (
          <div role="group" aria-labelledby={statusGroupId}>
            <Menu.Label id={statusGroupId}>{t('properties:actions.changeStatus')}</Menu.Label>
            {statuses.map((status) => (
              <Menu.Item
                key={status}
                onClick={() => onStatus(property, status)}
                data-testid={`property-status-option-${status}`}
              >
                {requestedStatusLabel(status, t)}
              </Menu.Item>
            ))}
          </div>
        ) : null}
        {property.managedBy ? (
          // Said where the status change would be: a disabled item is announced as part of the menu.
          <Menu.Item disabled data-testid="property-actions-managed">
            {t('properties:actions.managedNote', { name: property.managedBy })}
          </Menu.Item>
        ) : null}
        <Menu.Divider role="separator" />
        <Menu.Item
          component={Link}
          to={routePath('statistics', lang, { vlanCode: property.vlancode })}
          leftSection={<IconChartLine {...ICON} />}
          data-testid="property-action-statistics"
        >
          {t('statistics:menuItem')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconReceipt {...ICON} />}
          onClick={() => onDialog('orders', property)}
          data-testid="property-action-orders"
        >
          {t('orders:title')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCalendarPlus {...ICON} />}
          onClick={() => onDialog('prolongation', property)}
          data-testid="property-action-prolong"
        >
          {t('properties:actions.prolong')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTrendingUp {...ICON} />}
          onClick={() => onDialog('upsell', property)}
          data-testid="property-action-upsell"
        >
          {t('properties:actions.upsell')}
        </Menu.Item>
        {onSellerReport ? (
          <Menu.Item
            leftSection={<IconReportAnalytics {...ICON} />}
            onClick={() => onSellerReport(property)}
            data-testid="property-action-seller-report"
          >
            {t('properties:sellerReports.action')}
          </Menu.Item>
        ) : null}
        <Menu.Divider role="separator" />
        {(['poster', 'folder'] as const).map((document) => (
          <Menu.Item
            key={document}
            leftSection={<IconFileTypePdf {...ICON} />}
            onClick={() => fetchDocument(document)}
            data-testid={`property-action-${document}`}
          >
            {t(DOCUMENTS[document].label)}
          </Menu.Item>
        ))}
        {property.url ? (
          <Menu.Item
            component="a"
            href={facebookShareUrl(property.url)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandFacebook {...ICON} />}
            data-testid="property-action-share"
          >
            {t('properties:actions.share')} <VisuallyHidden>{t('properties:actions.newTab')}</VisuallyHidden>
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
