import type { Property } from '@app/contract';
import type { ComponentType } from 'react';
import { useState } from 'react';
import type { OrderDialogKind } from './property-actions';

export interface OrderDialogProps {
  kind: OrderDialogKind;
  property: Property;
  opened: boolean;
  onClose: () => void;
}

/** The orders feature's dialogs, passed in by the page (app/pages/properties.tsx). */
export type OrderDialog = ComponentType<OrderDialogProps>;

/**
 * The order dialog for one listing at a time: its orders and invoices, or a prolongation or upsell
 * order. The last listing stays mounted while the dialog closes, so it can animate out.
 */
export function useOrderDialogs(Dialog: OrderDialog) {
  const [dialog, setDialog] = useState<Omit<OrderDialogProps, 'onClose'> | null>(null);
  const open = (kind: OrderDialogKind, property: Property) => setDialog({ kind, property, opened: true });
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  const dialogs = dialog ? (
    <Dialog kind={dialog.kind} property={dialog.property} opened={dialog.opened} onClose={close} />
  ) : null;

  return { open, dialogs };
}
