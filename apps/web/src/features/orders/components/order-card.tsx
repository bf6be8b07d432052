import type { Order } from '@app/contract';
import { formatDate, formatMoney, orderTypeLabel, packageGives, packageLabel } from '@app/i18n';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../../lib/i18n';
import type { OrderDocument } from '../api/download-document';

/**
 * One order in the dialog: what was bought, when, for how much, whether it is paid (else the
 * structured communication to pay with), its invoice, and the documents. The buttons repeat on every
 * card, so each is described by its card's heading.
 */
export function OrderCard({
  order,
  downloading,
  onDownload,
  onRequestInvoice,
  highlighted = false,
}: {
  order: Order;
  downloading: OrderDocument | null;
  onDownload: (kind: OrderDocument) => void;
  onRequestInvoice: () => void;
  /** The order a link pointed at: marked, and scrolled into view. */
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const headingId = useId();
  const gives = packageGives(t, order.type, order.package);

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      data-testid="order-card"
      data-order-id={order.id}
      aria-current={highlighted ? 'true' : undefined}
      ref={(element: HTMLLIElement | null) => {
        if (highlighted) element?.scrollIntoView?.({ block: 'center' });
      }}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={3} size="h5" id={headingId}>
              {orderTypeLabel(t, order.type)}: {packageLabel(t, order.package)}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(order.createdAt, lang)} ·{' '}
              {t('orders:list.reference', { reference: order.reference })}
            </Text>
            {gives ? <Text size="sm">{gives}</Text> : null}
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="order-amount">
            {formatMoney(order.amount)}
          </Text>
        </Group>

        <Group gap="xs" wrap="wrap">
          {order.paidAt ? (
            <Badge color="green" variant="light">
              {t('orders:list.paid', { date: formatDate(order.paidAt, lang) })}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {t('orders:list.unpaid')}
            </Badge>
          )}
          <Text size="sm">
            {t('orders:list.invoice')}:{' '}
            <span data-testid="order-invoice">
              {order.invoice ? order.invoice.number : t('orders:list.noInvoice')}
            </span>
          </Text>
        </Group>
        {order.paidAt ? null : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('orders:list.payWith', { communication: order.structuredCommunication })}
          </Text>
        )}
        {order.remarks ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('orders:list.remarks', { remarks: order.remarks })}
          </Text>
        ) : null}

        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={downloading === 'receipt'}
            onClick={() => onDownload('receipt')}
            aria-describedby={headingId}
            data-testid="order-receipt"
          >
            {t('orders:documents.receipt')}
          </Button>
          {order.invoice ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={downloading === 'invoice'}
              onClick={() => onDownload('invoice')}
              aria-describedby={headingId}
              data-testid="order-invoice-download"
            >
              {t('orders:documents.invoice')}
            </Button>
          ) : (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFileInvoice size={16} aria-hidden="true" />}
              onClick={onRequestInvoice}
              aria-describedby={headingId}
              data-testid="order-request-invoice"
            >
              {t('orders:documents.requestInvoice')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
