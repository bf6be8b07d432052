import type { ValuationOrder } from '@app/contract';
import { routePath } from '@app/contract';
import { formatDate, formatMoney, orderTypeLabel, packageDescription } from '@app/i18n';
import { Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { Loaded } from '../../components/loaded';
import { useNotices } from '../../components/notices';
import { useCurrentUser } from '../../lib/auth/current-user';
import { currentLanguage, useCurrentLanguage } from '../../lib/i18n';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { downloadValuationReceipt, useValuationOrder } from './api/valuation-orders';
import { PaymentBadge, ValuationOrdersPage } from './valuation-orders-page';

/**
 * Route `valuation-order-receipt`: one order as its receipt says it, and the PDF to download. Without
 * an order in the address it is the orders list.
 */
export function ValuationOrderReceiptPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  if (!orderId) return <ValuationOrdersPage />;
  return <Receipt orderId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}

function Receipt({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('valuation-order-receipt'));
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('valuation-orders', currentLanguage(i18n))}>
        {t('valuations:receipt.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {user ? (
        <ReceiptOf userId={user.id} orderId={orderId} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function ReceiptOf({ userId, orderId }: { userId: number; orderId: number }) {
  const query = useValuationOrder(userId, orderId);
  return (
    <Loaded query={query} testId="valuation-receipt">
      {(order) => <ReceiptDetails order={order} />}
    </Loaded>
  );
}

function ReceiptDetails({ order }: { order: ValuationOrder }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const notices = useNotices('valuation-receipt');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadValuationReceipt(order.id, lang);
    } catch (error) {
      notices.failure(error);
    } finally {
      setDownloading(false);
    }
  };
  const rows: Array<[string, string]> = [
    [t('valuations:receipt.reference'), order.reference],
    [t('valuations:receipt.date'), formatDate(order.createdAt, lang)],
    [t('valuations:receipt.type'), orderTypeLabel(t, 'valuation')],
    [t('valuations:receipt.package'), packageDescription(t, 'valuation', order.package)],
    [t('valuations:receipt.valuation'), order.valuation?.address ?? t('valuations:orders.valuationGone')],
    ...(order.endsOn
      ? [[t('valuations:receipt.endsOn'), formatDate(order.endsOn, lang)] as [string, string]]
      : []),
    ...(order.remarks ? [[t('valuations:receipt.remarks'), order.remarks] as [string, string]] : []),
    [t('valuations:receipt.amount'), formatMoney(order.amount)],
  ];
  return (
    <Paper withBorder p="md" data-testid="valuation-receipt-details">
      <Stack gap="md">
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Stack gap={4}>
            <PaymentBadge order={order} />
            {order.paidAt ? null : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('orders:product.successBody', {
                  amount: formatMoney(order.amount),
                  communication: order.structuredCommunication,
                })}
              </Text>
            )}
          </Stack>
          <Button
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="valuation-receipt-download"
          >
            {t('valuations:receipt.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
