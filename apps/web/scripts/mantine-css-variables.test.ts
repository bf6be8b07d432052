import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { mantineVariablesCss, staticMantineCssVariables } from './mantine-css-variables';

const themeModule = join(dirname(fileURLToPath(import.meta.url)), '../src/app/theme.ts');

type Hook = (this: { addWatchFile: (file: string) => void }, id: string) => unknown;
const hooks = () => {
  const plugin = staticMantineCssVariables(themeModule);
  const watched: string[] = [];
  const context = { addWatchFile: (file: string) => watched.push(file) };
  return {
    resolve: (id: string) => (plugin.resolveId as (id: string) => unknown)(id),
    load: (id: string) => (plugin.load as Hook).call(context, id),
    watched,
  };
};

describe("the theme's CSS variables, written at build time", () => {
  it("are what Mantine's provider writes for the theme: the app's overrides and breakpoints", () => {
    const css = mantineVariablesCss({ theme, cssVariablesResolver });
    expect(css).toContain('--mantine-breakpoint-lg: 70em;');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-9);');
    // primaryShade 8 (white on filled controls above 4.5:1).
    expect(css).toContain('--mantine-color-blue-filled: var(--mantine-color-blue-8);');
    // Only the variables: the provider's next style tag (its responsive classes) is not part of it.
    expect(css).not.toContain('<');
  });

  it('are the stylesheet of the virtual module, built from the theme module', async () => {
    const { resolve, load, watched } = hooks();
    const id = resolve('virtual:mantine-css-variables.css') as string;
    expect(id).toBe('\0virtual:mantine-css-variables.css');
    expect(await load(id)).toBe(mantineVariablesCss({ theme, cssVariablesResolver }));
    expect(watched).toContain(themeModule);
  });

  it("replace the provider's run-time writer, and leave every other module alone", async () => {
    const { load } = hooks();
    const writer = '/n/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs';
    expect(await load(writer)).toBe('export function MantineCssVariables() { return null; }');
    expect(await load('/n/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')).toBeNull();
  });
});
