// Apart from icu-format.ts: the web app's build config compiles the catalogs with compile-messages.ts,
// and loads what it imports as plain Node modules, without the workspace's TypeScript packages.

/**
 * Marks a message compiled at build time (compileCatalog): what follows is its syntax tree as JSON. The
 * web app's catalogs are compiled, so its bundle needs no ICU parser (decision 031).
 */
export const COMPILED = '\u0000';

/** A message without `{` or an apostrophe formats to itself: it needs neither parsing nor formatting. */
export const needsFormatting = (message: string): boolean => /[{']/.test(message);
