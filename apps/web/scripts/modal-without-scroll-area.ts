import type { Plugin } from 'vite';

/** Mantine's Modal and Drawer roots, which import ScrollArea only to recognise it. */
const ROOTS = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|Drawer)[\\/]\1Root\.mjs$/;
const IMPORT = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";';
const COMPARISON = 'scrollAreaComponent === ScrollArea.Autosize';
/** The same question without the component: ScrollArea.Autosize is the one with this name. */
export const BY_NAME = 'scrollAreaComponent?.displayName === "@mantine/core/ScrollAreaAutosize"';

/**
 * A Modal or a Drawer asks whether the scroll area it was given is ScrollArea.Autosize, to mark its
 * root, and imports ScrollArea for that comparison alone: 5.1 KiB of gzipped JavaScript in the first
 * load of every screen that opens a dialog at once (the property order), though the app gives them
 * none and they scroll natively (issue 49). The browser's build asks by the component's name instead.
 */
export function modalWithoutScrollArea(): Plugin {
  return {
    name: 'modal-without-scroll-area',
    transform(code, id) {
      if (!ROOTS.test(id)) return null;
      // A Mantine release written differently: better a failed build than a comparison that changed.
      if (!code.includes(IMPORT) || code.split(COMPARISON).length !== 2)
        this.error(`modal-without-scroll-area does not recognise ${id}; check it`);
      return { code: code.replace(IMPORT, '').replace(COMPARISON, BY_NAME), map: null };
    },
  };
}
