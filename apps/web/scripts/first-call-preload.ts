import type { Plugin, Rolldown } from 'vite';
// Relative: Vite loads its config with Node, which does not load the workspace's TypeScript packages.
import { FIRST_CALL_PRELOAD } from '../../../packages/contract/src/ssr';

/**
 * Preloads, from index.html, the chunk holding `module` (dynamically imported) and the chunks it imports
 * that index.html does not load already, each marked FIRST_CALL_PRELOAD. Without them a page the
 * browser draws asked for the contract's schemas only when its first call needed them, a round trip
 * after the entry (decision 040).
 */
export function preloadFirstCall(module: string): Plugin {
  return {
    name: 'preload-first-call',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return undefined;
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
            .map((output) => [output.fileName, output]),
        );
        const target = [...chunks.values()].find((output) =>
          output.moduleIds.some((id) => id.endsWith(module)),
        );
        if (!target) throw new Error(`preload-first-call: no chunk for ${module}`);
        const loaded = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported, into);
        };
        visit(entry.fileName, loaded);
        const needed = new Set<string>();
        visit(target.fileName, needed);
        return [...needed]
          .filter((file) => !loaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [FIRST_CALL_PRELOAD]: true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
