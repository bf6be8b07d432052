import { openConfirmModal } from '../../../lib/confirm-modal';

interface ConfirmOptions {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  /** After the dialog closed, whichever way (also after "Delete"). */
  onClose?: () => void;
}

/** Every delete asks first (spec section 5); the action runs only after "Delete". */
export function confirmDelete({ title, message, confirm, cancel, onConfirm, onClose }: ConfirmOptions): void {
  openConfirmModal({
    title,
    children: message,
    labels: { confirm, cancel },
    confirmProps: { color: 'red', 'data-testid': 'profile-confirm-delete' },
    cancelProps: { 'data-testid': 'profile-confirm-cancel' },
    onConfirm,
    ...(onClose ? { onClose } : {}),
  });
}

/** The same question as a promise: true after "Delete"; false after "Cancel", Escape or the cross. */
export function deleteConfirmed(options: Omit<ConfirmOptions, 'onConfirm' | 'onClose'>): Promise<boolean> {
  return new Promise((resolve) => {
    // onClose follows onConfirm too; a settled promise ignores the second answer.
    confirmDelete({ ...options, onConfirm: () => resolve(true), onClose: () => resolve(false) });
  });
}
