import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'styles');
const imported = readFileSync(join(src, 'app', 'mantine-styles.ts'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Mantine's styles", () => {
  it('are imported for every Mantine component the app uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
      )) {
        for (const name of match[1]!.split(',')) used.add(name.replace(/^\s*type\s+/, '').trim());
      }
    }
    const withStyles = [...used].filter((name) => name && existsSync(join(stylesDir, `${name}.css`)));
    expect(withStyles.length).toBeGreaterThan(20);
    const missing = withStyles.filter((name) => !imported.includes(`'@mantine/core/styles/${name}.css'`));
    expect(missing).toEqual([]);
  });
});

describe('the styles of the parts the server draws', () => {
  // A route's own stylesheet comes with its code, after the first paint: a chart drawn by the server
  // without its styles showed its ticks in a row and its plot at the browser's default size.
  it('are in the page stylesheet: the charts, the tables, the lists of cards, the printable lists, the contacts', () => {
    for (const part of ['charts', 'scroll-table']) {
      expect(readFileSync(join(src, 'components', `${part}.tsx`), 'utf8')).toContain(
        `from './${part}.module.css'`,
      );
    }
    for (const stylesheet of [
      'components/card-list.module.css',
      'components/charts.module.css',
      'components/printable-list.module.css',
      'components/scroll-table.module.css',
      'features/contacts/contacts.module.css',
    ]) {
      expect(existsSync(join(src, stylesheet)), stylesheet).toBe(true);
      expect(imported).toContain(`import '../${stylesheet}';`);
    }
  });
});
