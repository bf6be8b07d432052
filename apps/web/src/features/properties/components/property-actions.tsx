import type { Language, Property, RequestedStatus } from '@app/contract';
import { useState } from 'react';
import { ActionsButton } from './actions-button';
import { ActionsMenu } from './property-actions-menu';

/** The dialogs of the orders feature that a row opens. */
export type OrderDialogKind = 'orders' | 'prolongation' | 'upsell';

/** What a row gives its Actions button and menu. */
export interface ActionsProps {
  property: Property;
  lang: Language;
  /** Its status change is under way. */
  changing: boolean;
  onStatus: (property: Property, status: RequestedStatus) => void;
  onDialog: (kind: OrderDialogKind, property: Property) => void;
}

/**
 * The Actions menu of one listing: status change (only the statuses that fit, never for a listing
 * its software manages), orders and invoices, prolong and upsell, poster and folder, Facebook share.
 *
 * Until it is first opened, a row draws only the button: a menu per row (its popover and the
 * floating UI's hooks) was about a second of a phone's main thread for a page of listings (issue 14).
 * The first click (or Enter or Space) draws the menu and opens it, the focus on its button, so that
 * it opens, traps and returns the focus as a menu drawn from the start does.
 */
export function PropertyActions(props: ActionsProps) {
  const [drawn, setDrawn] = useState(false);
  if (drawn) return <ActionsMenu {...props} />;
  return <ActionsButton listing={props.property} loading={props.changing} onClick={() => setDrawn(true)} />;
}
