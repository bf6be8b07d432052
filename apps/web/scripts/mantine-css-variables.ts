import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Plugin, runnerImport } from 'vite';

/** What the theme module exports (src/app/theme.ts). */
interface ThemeModule {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
}

const VIRTUAL_ID = 'virtual:mantine-css-variables.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The provider's component that writes the variables into a `<style>` at run time. */
const RUNTIME_WRITER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

/**
 * The CSS variables Mantine's provider writes for `theme` (what differs from Mantine's defaults, which
 * its stylesheet holds): the provider's own output, drawn once.
 */
export function mantineVariablesCss({ theme, cssVariablesResolver }: ThemeModule): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
  const css = /^<style data-mantine-styles="true">([\s\S]+?)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error(`MantineProvider wrote no CSS variables: ${html.slice(0, 200)}`);
  return css;
}

/**
 * Mantine's CSS variables as a stylesheet written at build time, not by JavaScript in every page
 * (issue 14, decision 047). The theme is fixed, so its variables are too; computing them in the
 * browser took the variables resolver, the colour functions and the writer into the first load
 * (1.7 KiB). `import 'virtual:mantine-css-variables.css'` gives the stylesheet, built from
 * `themeModule`'s `theme` and `cssVariablesResolver` with Vite's module runner. The provider runs
 * with `withCssVariables={false}`, and its writer is replaced by an empty component so that its code
 * leaves the bundle.
 */
export function staticMantineCssVariables(themeModule: string): Plugin {
  return {
    name: 'static-mantine-css-variables',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (RUNTIME_WRITER.test(id)) return 'export function MantineCssVariables() { return null; }';
      if (id !== RESOLVED_ID) return null;
      const { module, dependencies } = await runnerImport<ThemeModule>(themeModule, {
        configFile: false,
        logLevel: 'error',
      });
      // The dev server rebuilds the stylesheet when the theme (or what it imports) changes.
      for (const file of [themeModule, ...dependencies]) this.addWatchFile(file);
      return mantineVariablesCss(module);
    },
  };
}
