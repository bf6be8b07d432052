import type { Order, Property } from '@app/contract';
import { ProductOrderRequest } from '@app/contract';
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../lib/http';
import { useCurrentUser } from '../../lib/auth/current-user';
import { applyServerFields } from '../../lib/translated-form';
import { useOrderProduct } from './api/order-product';
import { OrderFailure } from './components/order-failure';
import { OrderFields, useOrderForm } from './components/order-form';
import { OrderPlaced } from '../../components/order-placed';
import { settle } from '../../lib/settle';

type ProductType = 'prolongation' | 'upsell';

/** Literal keys, so the catalog check sees them. */
const TITLES: Record<ProductType, string> = {
  prolongation: 'orders:product.prolongationTitle',
  upsell: 'orders:product.upsellTitle',
};

/**
 * Prolong or upsell one listing (POST my-products/order): a package, remarks, the terms; then what
 * to pay with which structured communication. The list and the listing's orders refresh.
 */
export function OrderProductModal({
  property,
  type,
  opened,
  onClose,
}: {
  property: Property;
  type: ProductType;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(TITLES[type], { vlancode: property.vlancode })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="order-product-modal"
    >
      {user ? (
        <OrderProduct userId={user.id} property={property} type={type} onClose={onClose} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Modal>
  );
}

function OrderProduct({
  userId,
  property,
  type,
  onClose,
}: {
  userId: number;
  property: Property;
  type: ProductType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useOrderForm(type, { listingId: property.id });
  const place = useOrderProduct(userId);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    return settle(place.mutateAsync(ProductOrderRequest.parse(values)), {
      done: (result) => setPlaced(result.data),
      failed: (error) => {
        // A 400 shows on the fields; a refusal (not online, not yours) above the button.
        if (!(isApiError(error) && applyServerFields(form, error))) setFailure(error);
      },
    });
  });

  if (placed) return <OrderPlaced order={placed} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate data-testid="order-product-form">
      <Stack gap="md">
        <OrderFields form={form} type={type} />
        {failure ? <OrderFailure titleKey="orders:product.failed" error={failure} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('orders:product.cancel')}
          </Button>
          <Button type="submit" loading={place.isPending} data-testid="order-product-submit">
            {t('orders:product.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
