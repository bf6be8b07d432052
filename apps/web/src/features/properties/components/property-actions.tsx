import type { Language, Property, RequestedStatus } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../../lib/i18n';
import { ACTIONS_MENU_NAMESPACES } from '../../../lib/namespaces';
import { ActionsButton } from './actions-button';

/** The dialogs of the orders feature that a row opens. */
export type OrderDialogKind = 'orders' | 'prolongation' | 'upsell';

const importMenu = async () =>
  (await Promise.all([import('./property-actions-menu'), loadNamespaces(ACTIONS_MENU_NAMESPACES)]))[0];
const ActionsMenu = lazy(async () => ({ default: (await importMenu()).ActionsMenu }));

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
 * it opens, traps and returns the focus as a menu drawn from the start does. The menu's code (Mantine's
 * menu and floating UI) loads when a pointer or the focus reaches a button, not with the list
 * (decision 066); the button shows it is busy if a click comes first.
 */
export function PropertyActions(props: ActionsProps) {
  const [drawn, setDrawn] = useState(false);
  const button = (loading: boolean) => (
    <ActionsButton
      listing={props.property}
      loading={loading}
      onPointerEnter={() => void importMenu()}
      onFocus={() => void importMenu()}
      onClick={() => setDrawn(true)}
    />
  );
  if (!drawn) return button(props.changing);
  return (
    <Suspense fallback={button(true)}>
      <ActionsMenu {...props} />
    </Suspense>
  );
}
