import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** React Router's production build: one chunk holds the router, its components and its framework mode. */
const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
/** `Form.displayName = "Form";`: a statement of its own at the top level, for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
/** `var Form = React10.forwardRef(`: a component made by a call the bundler cannot tell is pure. */
const COMPONENT_CALL = /= (React\d*\.(?:forwardRef|memo|createContext))\(/g;

/**
 * Lets the bundler drop what React Router exports and the app does not use (issue 14). Its production
 * build names each component (`Form.displayName = "Form"`, kept although React reads it only in
 * development) and makes it by calls not marked pure (`React.forwardRef(…)`): both count as side
 * effects, so `<Form>`, `useSubmit`, `<NavLink>` and what they call stayed in the first load though
 * nothing imports them. This removes the names and marks the calls, in that chunk only.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(DISPLAY_NAME)) {
        edited.remove(match.index, match.index + match[0].length);
      }
      for (const match of code.matchAll(COMPONENT_CALL)) {
        edited.appendLeft(match.index + 2, '/* @__PURE__ */ ');
      }
      if (!edited.hasChanged() && /\.displayName\b|forwardRef\(/.test(code)) {
        // A React Router release written differently: better a failed build than a silent 2 KiB more.
        this.error(`router-tree-shaking found nothing to change in ${id}; update the patterns`);
      }
      if (!edited.hasChanged()) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
