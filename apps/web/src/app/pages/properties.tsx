import { OrderProductModal } from '../../features/orders/order-product-modal';
import { OrdersModal } from '../../features/orders/orders-modal';
import { profileQuery } from '../../features/profile/api/profile';
import type { OrderDialogProps } from '../../features/properties/components/order-dialogs';
import { PropertiesPage } from '../../features/properties/properties-page';

/**
 * A listing's order actions open the orders feature's dialogs: its orders and invoices (the invoice
 * form prefilled from the profile feature's cached profile), or a prolongation or upsell order.
 */
function OrderDialog({ kind, property, opened, onClose }: OrderDialogProps) {
  return kind === 'orders' ? (
    <OrdersModal property={property} opened={opened} onClose={onClose} profileQuery={profileQuery} />
  ) : (
    <OrderProductModal property={property} type={kind} opened={opened} onClose={onClose} />
  );
}

/** The `properties` route: My properties with the orders feature's dialogs. */
export function PropertiesRoute() {
  return <PropertiesPage orderDialog={OrderDialog} />;
}

export default PropertiesRoute;
