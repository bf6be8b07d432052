import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useBlocker } from 'react-router';
import { DialogLoading } from '../../../components/dialog-loading';

// The question's dialog comes when a navigation is held, not with the editor (issue 49).
const LeaveDialog = lazy(async () => ({ default: (await import('./leave-dialog')).LeaveDialog }));

/**
 * Unsaved changes: leaving through the app (menu, language, back button) asks in a dialog first;
 * closing or reloading the tab gets the browser's own question. `hasChanges` is read at the moment
 * of leaving, so typing never re-renders the editor for it.
 */
export function LeaveGuard({
  hasChanges,
  mayLeave,
}: {
  hasChanges: () => boolean;
  /** Navigations that keep the editor (its own URL update after the first save). */
  mayLeave?: (next: { pathname: string; state: unknown }) => boolean;
}) {
  const blocker = useBlocker(({ nextLocation }) => !(mayLeave?.(nextLocation) ?? false) && hasChanges());
  useWindowEvent('beforeunload', (event) => {
    if (!hasChanges()) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  });

  const blocked = blocker.state === 'blocked';
  // Drawn from the first held navigation on, and then only opened and closed: the dialog gives the
  // focus back where it was when it closes.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={blocked ? <DialogLoading testId="ad-editor-leave-loading" /> : null}>
      <LeaveDialog opened={blocked} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Suspense>
  );
}
