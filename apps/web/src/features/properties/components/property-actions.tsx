import type { Language, Property, RequestedStatus } from '@app/contract';
import { lazy, Suspense } from 'react';
import { useDrawnOnFirstPress } from '../../../components/drawn-on-first-press';
import { ActionsButton } from './actions-button';

/** The menu, with Mantine's popover and floating-ui: its own chunk, asked for when a row's button is
 * pointed at or focused, so that a page nobody opens a menu on goes without (issue 49). */
const menu = () => import('./property-actions-menu');
const ActionsMenu = lazy(async () => ({ default: (await menu()).ActionsMenu }));

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
  /** Opens the listing's seller report links (professionals only: absent, no menu item). */
  onSellerReport?: ((property: Property) => void) | undefined;
}

/**
 * The Actions menu of one listing: status change (only the statuses that fit, never for a listing
 * its software manages), orders and invoices, prolong and upsell, seller report links, poster and folder, Facebook share.
 *
 * Until it is first opened, a row draws only the button: a menu per row (its popover and the
 * floating UI's hooks) was about a second of a phone's main thread for a page of listings (issue 14).
 * The first click (or Enter or Space) draws the menu and opens it, the focus on its button, so that
 * it opens, traps and returns the focus as a menu drawn from the start does; if its chunk is not in
 * yet, the button shows it is loading meanwhile.
 */
export function PropertyActions(props: ActionsProps) {
  const { drawn, buttonProps } = useDrawnOnFirstPress(menu);
  if (drawn)
    return (
      <Suspense fallback={<ActionsButton listing={props.property} loading />}>
        <ActionsMenu {...props} />
      </Suspense>
    );
  return <ActionsButton listing={props.property} loading={props.changing} {...buttonProps} />;
}
