import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rolldown, type RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routerTreeShaking } from './router-tree-shaking';

const router = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Bundles a module that uses `names` of React Router's production build, React left out. */
async function bundle(names: string[], plugins: RolldownPlugin[]): Promise<string> {
  const entry: RolldownPlugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) => (id === 'entry' ? `export { ${names.join(', ')} } from ${JSON.stringify(router)};` : null),
  };
  const build = await rolldown({
    input: 'entry',
    plugins: [entry, ...plugins],
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && id !== 'entry',
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output[0].code;
}

describe("React Router's unused components", () => {
  it('stay in the bundle as React Router ships them (what this plugin is for)', async () => {
    const code = await bundle(['useHref'], []);
    expect(code).toContain('fetcher.Form');
  });

  it('leave it with the plugin, and what is used stays', async () => {
    const code = await bundle(['useHref', 'useLinkClickHandler', 'Outlet'], [routerTreeShaking()]);
    expect(code).not.toContain('fetcher.Form');
    expect(code).not.toContain('displayName');
    expect(code).toMatch(/function useHref\b/);
    expect(code).toMatch(/function useLinkClickHandler\b/);
    expect(code).toMatch(/function Outlet\b/);
  });

  it('fails the build when a release changes what it looks for', async () => {
    const plugin = routerTreeShaking();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() =>
      transform.call(
        context,
        'var Form = forwardRef(() => null);',
        '/n/react-router/dist/production/chunk-ABC.mjs',
      ),
    ).toThrow(/found nothing to change/);
    expect(
      transform.call(context, 'export const x = 1;', '/n/react-router/dist/production/chunk-ABC.mjs'),
    ).toBeNull();
    expect(
      transform.call(context, 'var Form = forwardRef(() => null);', '/n/other/chunk-ABC.mjs'),
    ).toBeNull();
  });
});
