import type { Order } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@app/i18n/react';

/** After an order: what to pay and with which structured communication (the payment is a transfer). */
export function OrderPlaced({
  order,
  onClose,
}: {
  order: Pick<Order, 'amount' | 'structuredCommunication' | 'reference'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The form is gone: the focus goes to what can be done next, inside the dialog.
    close.current?.focus();
  }, []);
  return (
    <Stack gap="md" data-testid="order-placed">
      <Alert color="green" title={t('orders:product.successTitle')}>
        <Stack gap={4}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('orders:product.successBody', {
              amount: formatMoney(order.amount),
              communication: order.structuredCommunication,
            })}
          </Text>
          <Text size="sm">{t('orders:product.successReference', { reference: order.reference })}</Text>
        </Stack>
      </Alert>
      <Group justify="flex-end">
        <Button ref={close} onClick={onClose} data-testid="order-placed-close">
          {t('orders:product.close')}
        </Button>
      </Group>
    </Stack>
  );
}
