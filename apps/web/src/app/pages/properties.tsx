import { lazy, Suspense } from 'react';
import { DialogLoading } from '../../components/dialog-loading';
import { profileQuery } from '../../features/profile/api/profile';
import type { OrderDialogProps } from '../../features/properties/components/order-dialogs';
import { PropertiesPage } from '../../features/properties/properties-page';

export { drawnFieldsLoaded as drawnPartsLoaded } from '../../features/properties/components/property-filters';

// The dialogs' code (forms, radio groups, the invoice fields, the modal itself) comes with the first
// dialog opened, not with the list: a page of listings shows without it.
const OrdersModal = lazy(async () => ({
  default: (await import('../../features/orders/orders-modal')).OrdersModal,
}));
const OrderProductModal = lazy(async () => ({
  default: (await import('../../features/orders/order-product-modal')).OrderProductModal,
}));

/**
 * A listing's order actions open the orders feature's dialogs: its orders and invoices (the invoice
 * form prefilled from the profile feature's cached profile), or a prolongation or upsell order.
 */
function OrderDialog({ kind, property, opened, onClose }: OrderDialogProps) {
  return (
    <Suspense fallback={<DialogLoading testId="order-dialog-loading" />}>
      {kind === 'orders' ? (
        <OrdersModal property={property} opened={opened} onClose={onClose} profileQuery={profileQuery} />
      ) : (
        <OrderProductModal property={property} type={kind} opened={opened} onClose={onClose} />
      )}
    </Suspense>
  );
}

/** The `properties` route: My properties with the orders feature's dialogs. */
export function PropertiesRoute() {
  return <PropertiesPage orderDialog={OrderDialog} />;
}

export default PropertiesRoute;
