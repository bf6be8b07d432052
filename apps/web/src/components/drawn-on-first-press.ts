import { useState } from 'react';

/**
 * A menu whose code and hooks wait for its button: `load` (the menu's `import()`) starts when the
 * button is pointed at or focused, and `drawn` turns true on its first press (a click, Enter or
 * Space), when the caller draws the menu in the button's place. A list of rows or cards then draws
 * buttons only (issue 14), and its first load goes without the menu's code (issue 49).
 */
export function useDrawnOnFirstPress(load: () => Promise<unknown>) {
  const [drawn, setDrawn] = useState(false);
  const buttonProps = {
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setDrawn(true),
  };
  return { drawn, buttonProps };
}
