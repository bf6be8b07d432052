import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A field whose richer version (a combobox: Mantine's popover and floating-ui) loads when the field is
 * used, not with the screen's first load (issue 49). Until then the caller draws a plain text field
 * with `field` as its ref and `start` on its pointer-enter and focus; once the code is in, it draws
 * the richer one with the same ref. That is a new input: one that had the focus gets it back, with
 * its caret, so what the user types goes on where it was.
 *
 * The code is asked for as soon as the field's form is first focused or touched, so that it is
 * usually in before the field is reached: a phone's browser may not bring its keyboard back for a
 * focus given outside a touch (iOS Safari). Once in, it is kept: every later field draws the richer
 * version from its first render.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>) {
  let loaded: { code: T } | null = null;
  let loading: Promise<T> | null = null;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return function useLoadedOnFirstUse() {
    const [code, setCode] = useState(() => loaded);
    const field = useRef<HTMLInputElement>(null);
    const caret = useRef<{ start: number | null; end: number | null } | null>(null);
    const start = useCallback(() => {
      if (code) return;
      loadOnce().then(
        (module) => {
          loaded ??= { code: module };
          const input = field.current;
          caret.current =
            input && document.activeElement === input
              ? { start: input.selectionStart, end: input.selectionEnd }
              : null;
          setCode(loaded);
        },
        // The plain field keeps working, and the next use asks again; the failure is reported as
        // an uncaught error would be (the console, the page's error listeners).
        (error: unknown) => window.reportError(error),
      );
    }, [code]);
    useEffect(() => {
      const form = field.current?.form;
      if (code || !form) return;
      form.addEventListener('focusin', start);
      form.addEventListener('pointerdown', start);
      return () => {
        form.removeEventListener('focusin', start);
        form.removeEventListener('pointerdown', start);
      };
    }, [code, start]);
    useLayoutEffect(() => {
      const at = caret.current;
      caret.current = null;
      if (!at || !field.current) return;
      field.current.focus();
      field.current.setSelectionRange(at.start, at.end);
    }, [code]);
    return { code: code?.code ?? null, field, start };
  };
}
