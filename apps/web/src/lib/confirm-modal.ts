import type { OpenConfirmModal } from '@mantine/modals';
import { modals } from '@mantine/modals';
import { useSyncExternalStore } from 'react';

/**
 * Mantine's confirm modal, with its code (dialog, focus trap, scroll lock) downloaded when the first
 * one opens instead of with every page (issue 14). app/modals-host.tsx mounts the modals' provider
 * once one is wanted and says when it listens; the modal opens then.
 */
let host: { ready: Promise<void>; listening: () => void } | null = null;
const listeners = new Set<() => void>();

export function openConfirmModal(props: OpenConfirmModal): void {
  if (!host) {
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => {
      listening = resolve;
    });
    host = { ready, listening };
    for (const listener of listeners) listener();
  }
  void host.ready.then(() => modals.openConfirmModal(props));
}

/** Called by the host once the provider listens for modals. */
export const modalsListening = (): void => host?.listening();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const wanted = () => host !== null;

/** True once a modal has been asked for: the host mounts the provider then. */
export const useModalsWanted = (): boolean => useSyncExternalStore(subscribe, wanted, wanted);
