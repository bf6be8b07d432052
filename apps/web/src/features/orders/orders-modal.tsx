import type { Language, Order, Property } from '@app/contract';
import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/auth/current-user';
import type { OrderDocument } from './api/download-document';
import { downloadOrderDocument } from './api/download-document';
import { useListingOrders } from './api/listing-orders';
import { InvoiceForm } from './components/invoice-form';
import { useOrdersNotify } from './components/notify';
import { OrderCard } from './components/order-card';
import { QueryError } from '../../components/query-error';
import type { ProfileQuery } from '../../components/invoice-addressee-fields';

/** The profile the invoice form is prefilled from (shared with the product order form). */
export type { ProfileQuery };

/**
 * "Orders and invoices" of one listing (GET my-properties/:id/orders): every order with its receipt
 * and, once requested, its invoice; "Request invoice" swaps the list for the invoice form.
 */
export function OrdersModal({
  property,
  opened,
  onClose,
  profileQuery,
}: {
  property: Property;
  opened: boolean;
  onClose: () => void;
  profileQuery: ProfileQuery;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders:title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="orders-modal"
    >
      <OrdersContent property={property} opened={opened} profileQuery={profileQuery} />
    </Modal>
  );
}

/** The listing's orders on a page of their own (the `property-order` deep link), `orderId` marked. */
export function ListingOrders({
  property,
  orderId,
  profileQuery,
}: {
  property: Pick<Property, 'id' | 'vlancode' | 'yourReference'>;
  orderId: number | null;
  profileQuery: ProfileQuery;
}) {
  return <OrdersContent property={property} opened profileQuery={profileQuery} highlight={orderId} />;
}

function OrdersContent({
  property,
  opened,
  profileQuery,
  highlight = null,
}: {
  property: Pick<Property, 'id' | 'vlancode' | 'yourReference'>;
  opened: boolean;
  profileQuery: ProfileQuery;
  highlight?: number | null;
}) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <OrdersList
      userId={user.id}
      property={property}
      opened={opened}
      lang={currentLanguage(i18n)}
      profileQuery={profileQuery}
      highlight={highlight}
    />
  );
}

function OrdersList({
  userId,
  property,
  opened,
  lang,
  profileQuery,
  highlight,
}: {
  userId: number;
  property: Pick<Property, 'id' | 'vlancode' | 'yourReference'>;
  opened: boolean;
  lang: Language;
  profileQuery: ProfileQuery;
  highlight: number | null;
}) {
  const { t } = useTranslation();
  const notify = useOrdersNotify();
  const orders = useListingOrders(userId, property.id, opened);
  // The invoice form is prefilled from the profile: asked for as soon as the dialog opens.
  const profile = useQuery(profileQuery(userId));
  const [invoiceFor, setInvoiceFor] = useState<Order | null>(null);
  const [downloading, setDownloading] = useState<{ orderId: number; kind: OrderDocument } | null>(null);
  const intro = useRef<HTMLParagraphElement>(null);

  const download = async (order: Order, kind: OrderDocument) => {
    setDownloading({ orderId: order.id, kind });
    try {
      await downloadOrderDocument(kind, { listingId: property.id, orderId: order.id }, lang);
    } catch (error) {
      notify.failure('orders:documents.failed', error);
    } finally {
      setDownloading(null);
    }
  };

  const backToList = () => {
    setInvoiceFor(null);
    // The form is gone: the focus goes back to the top of the list, not to the page behind.
    requestAnimationFrame(() => intro.current?.focus());
  };

  if (invoiceFor) {
    return (
      <InvoiceForm
        userId={userId}
        listingId={property.id}
        order={invoiceFor}
        profile={profile.data}
        onDone={backToList}
        onCancel={backToList}
      />
    );
  }

  let content;
  if (orders.isError && !orders.data) {
    content = <QueryError query={orders} testId="orders-error" />;
  } else if (!orders.data) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('common:loading')}</Text>
      </Group>
    );
  } else if (orders.data.length === 0) {
    content = <Text data-testid="orders-empty">{t('orders:list.empty')}</Text>;
  } else {
    content = (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('orders:list.label', { vlancode: property.vlancode })}
        data-testid="orders-list"
      >
        {orders.data.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            downloading={downloading?.orderId === order.id ? downloading.kind : null}
            onDownload={(kind) => void download(order, kind)}
            onRequestInvoice={() => setInvoiceFor(order)}
            highlighted={order.id === highlight}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text ref={intro} tabIndex={-1} c="dimmed">
        {t('orders:list.intro', { vlancode: property.vlancode })}
        {property.yourReference ? ` · ${property.yourReference}` : ''}
      </Text>
      {content}
    </Stack>
  );
}
