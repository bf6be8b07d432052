import type { Plugin } from 'vite';

/** @mantine/hooks' useId, which every Mantine input, menu, tab and rating calls. */
const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
/** What this replaces: the id made random once the component has mounted. */
const RANDOM_AFTER_MOUNT = /setUuid\(randomId\(\)\)/;

/** React's own id, the one the server drew the page with: the same in the browser, and unique per page. */
export const STABLE_USE_ID = `import { useId as useReactId } from "react";
export function useId(staticId) {
\tconst reactId = useReactId();
\treturn typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}
`;

/**
 * Mantine's useId starts from React's id and, once the component has mounted, replaces it with a
 * random one: a state change in every component that has an id, so a page taken over from the
 * server rendered every input, menu and rating a second time at once, and changed the ids it had
 * drawn (issue 49, decision 069: 608 components again on My properties, in the takeover's longest
 * task). React's id is already the same in the server's render and the browser's, and unique in the
 * page: the browser's build keeps it.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    transform(code, id) {
      if (!USE_ID.test(id)) return null;
      // A Mantine release written differently: better a failed build than ids made twice unnoticed.
      if (!RANDOM_AFTER_MOUNT.test(code)) this.error(`stable-mantine-ids does not recognise ${id}; check it`);
      return { code: STABLE_USE_ID, map: null };
    },
  };
}
