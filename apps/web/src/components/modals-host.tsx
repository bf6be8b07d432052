import { lazy, Suspense, useEffect } from 'react';
import { modalsListening, useModalsWanted } from '../lib/confirm-modal';

const Provider = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return {
    default: function ListeningModals() {
      // Runs after the provider's own effects, which start listening for modals.
      useEffect(modalsListening, []);
      return <ModalsProvider>{null}</ModalsProvider>;
    },
  };
});

/** Mantine's modals provider, downloaded and mounted with the first confirm modal (lib/confirm-modal.ts). */
export function ModalsHost() {
  return useModalsWanted() ? (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  ) : null;
}
