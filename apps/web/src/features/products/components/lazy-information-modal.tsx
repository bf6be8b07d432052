import { lazy } from 'react';

/**
 * The "ask for information" dialog, whose code (its form and the contract's schemas) comes with its
 * first opening, not with the screens that offer it (issue 49). Render it inside a Suspense boundary.
 */
export const LazyInformationModal = lazy(async () => ({
  default: (await import('./information-modal')).InformationModal,
}));
