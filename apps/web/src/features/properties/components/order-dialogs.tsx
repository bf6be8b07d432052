import type { Property } from '@app/contract';
import { useState } from 'react';
import { OrderProductModal } from '../../orders/order-product-modal';
import { OrdersModal } from '../../orders/orders-modal';
import type { OrderDialogKind } from './property-actions';

interface OpenDialog {
  kind: OrderDialogKind;
  property: Property;
  opened: boolean;
}

/**
 * The orders feature's dialogs for one listing at a time: its orders and invoices, or a prolongation
 * or upsell order. The last listing stays mounted while the dialog closes, so it can animate out.
 */
export function useOrderDialogs() {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const open = (kind: OrderDialogKind, property: Property) => setDialog({ kind, property, opened: true });
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  const dialogs = dialog ? (
    dialog.kind === 'orders' ? (
      <OrdersModal property={dialog.property} opened={dialog.opened} onClose={close} />
    ) : (
      <OrderProductModal
        property={dialog.property}
        type={dialog.kind}
        opened={dialog.opened}
        onClose={close}
      />
    )
  ) : null;

  return { open, dialogs };
}
