import { lazy } from 'react';

/**
 * The product screens' dialogs, whose code (their forms and the contract's schemas) comes with their
 * first opening, not with the screens that offer them (issue 49). Render them inside a Suspense
 * boundary.
 */
export const LazyInformationModal = lazy(async () => ({
  default: (await import('./information-modal')).InformationModal,
}));

export const LazyProductOrderModal = lazy(async () => ({
  default: (await import('./product-order-modal')).ProductOrderModal,
}));
