import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A field whose richer version (a combobox: Mantine's popover and floating-ui) loads when the field is
 * pointed at or focused, not with the screen's first load (issue 49). Until then the caller draws a
 * plain text field with `field` as its ref and `start` on its pointer-enter and focus; once the code
 * is in, it draws the richer one with the same ref. That is a new input: one that had the focus gets
 * it back, with its caret, so what the user types goes on where it was.
 *
 * The code, once in, is kept: every later field draws the richer version from its first render.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>) {
  let loaded: { code: T } | null = null;
  return function useLoadedOnFirstUse() {
    const [code, setCode] = useState(() => loaded);
    const field = useRef<HTMLInputElement>(null);
    const caret = useRef<{ start: number | null; end: number | null } | null>(null);
    const start = useCallback(() => {
      if (code) return;
      // A failed load leaves the plain field working; its error is not caught here but reported.
      void load().then((module) => {
        loaded = { code: module };
        const input = field.current;
        caret.current =
          input && document.activeElement === input
            ? { start: input.selectionStart, end: input.selectionEnd }
            : null;
        setCode(loaded);
      });
    }, [code]);
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
