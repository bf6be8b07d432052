import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadFirstCall } from './first-call-preload';

const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, imports, moduleIds }) as unknown as Rolldown.OutputChunk;

const entry = chunk('assets/index.js', ['assets/react.js', 'assets/runtime.js']);
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/react.js', []),
    chunk('assets/runtime.js', []),
    chunk(
      'assets/schemas.js',
      ['assets/runtime.js', 'assets/calendar.js'],
      ['/repo/contract/src/schemas.ts'],
    ),
    chunk('assets/calendar.js', []),
    chunk('assets/charts.js', ['assets/react.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

function transform(module: string, context: Partial<IndexHtmlTransformContext>) {
  const hook = preloadFirstCall(module).transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, '', context as IndexHtmlTransformContext);
}

describe('the preloads of the first call', () => {
  it("preloads the module's chunk and what it imports that the entry does not load, marked", () => {
    expect(transform('contract/src/schemas.ts', { bundle, chunk: entry })).toEqual(
      ['/assets/schemas.js', '/assets/calendar.js'].map((href) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href, 'data-first-call': true },
        injectTo: 'head',
      })),
    );
  });

  it('fails the build when no chunk holds the module', () => {
    expect(() => transform('contract/src/gone.ts', { bundle, chunk: entry })).toThrow(/no chunk/);
  });
});
