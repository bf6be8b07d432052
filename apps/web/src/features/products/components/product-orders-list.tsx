import type { Order } from '@app/contract';
import { formatDate, formatMoney, packageDescription } from '@app/i18n';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { Loaded } from '../../../components/loaded';
import { useNotices } from '../../../components/notices';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { downloadProductInvoice, useProductOrders } from '../api/product-orders';

/** The product orders (GET my-products/orders): what was ordered, what to pay with which communication, the invoice. */
export function ProductOrdersList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useProductOrders(userId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('products:orders.title')}
      </Title>
      <Loaded query={query} testId="product-orders">
        {(orders) =>
          orders.length === 0 ? (
            <Text c="dimmed" data-testid="product-orders-empty">
              {t('products:orders.empty')}
            </Text>
          ) : (
            <OrdersTable orders={orders} />
          )
        }
      </Loaded>
    </Stack>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const notices = useNotices('product-orders');
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (orderId: number) => {
    setDownloading(orderId);
    try {
      await downloadProductInvoice(orderId, lang);
    } catch (error) {
      notices.failure(error, t('products:orders.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ScrollTable minWidth={760} label={t('products:orders.title')}>
      <Table verticalSpacing="sm" data-testid="product-orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products:orders.date')}</Table.Th>
            <Table.Th>{t('products:orders.package')}</Table.Th>
            <Table.Th>{t('products:orders.amount')}</Table.Th>
            <Table.Th>{t('products:orders.payment')}</Table.Th>
            <Table.Th>{t('products:orders.invoice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="product-order-row" data-package={order.package}>
              <Table.Td>{formatDate(order.createdAt, lang)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {packageDescription(t, order.type, order.package)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('products:orders.reference', { reference: order.reference })}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(order.amount)}</Table.Td>
              <Table.Td>
                {order.paidAt ? (
                  <Badge color="green" variant="light">
                    {t('products:orders.paid', { date: formatDate(order.paidAt, lang) })}
                  </Badge>
                ) : (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('products:orders.toPay', { communication: order.structuredCommunication })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {order.invoice ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={16} aria-hidden="true" />}
                    loading={downloading === order.id}
                    onClick={() => void download(order.id)}
                    aria-label={t('products:orders.downloadNamed', { number: order.invoice.number })}
                    data-testid="product-order-invoice"
                  >
                    {order.invoice.number}
                  </Button>
                ) : (
                  '–'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
