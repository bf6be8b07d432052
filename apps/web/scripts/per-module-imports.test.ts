import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BarrelMap, readBarrel, rewriteImports } from './per-module-imports';

const core = resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm');

describe("reading Mantine's barrel", () => {
  const barrel = readBarrel(join(core, 'index.mjs'));

  it('maps each component to the module that defines it', () => {
    expect(barrel.get('Table')).toEqual({ file: join(core, 'components/Table/Table.mjs'), name: 'Table' });
    expect(barrel.get('useMantineTheme')?.file).toBe(
      join(core, 'core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs'),
    );
  });

  it('maps a name taken from another package to that package', () => {
    expect(barrel.get('RemoveScroll')).toEqual({ file: 'react-remove-scroll', name: 'RemoveScroll' });
  });
});

describe('rewriting imports', () => {
  const barrel: BarrelMap = new Map([
    ['Table', { file: '/m/Table.mjs', name: 'Table' }],
    ['TableTr', { file: '/m/Table.components.mjs', name: 'TableTr' }],
    ['TableTd', { file: '/m/Table.components.mjs', name: 'TableTd' }],
    ['px', { file: '/m/rem.mjs', name: 'toPx' }],
  ]);
  const barrels = new Map([['@mantine/core', barrel]]);

  it('imports each name from its module, aliases kept, unknown names from the barrel, on one line', () => {
    const code = [
      `import { Table, TableTr as Row, TableTd, px, somethingNew as other } from "@mantine/core";`,
      `import { useState } from "react";`,
      `export const x = 1;`,
    ].join('\n');
    const lines = rewriteImports(code, barrels)!.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      [
        `import { Table } from "/m/Table.mjs";`,
        `import { TableTr as Row, TableTd } from "/m/Table.components.mjs";`,
        `import { toPx as px } from "/m/rem.mjs";`,
        `import { somethingNew as other } from "@mantine/core";`,
      ].join(' '),
    );
    expect(lines.slice(1)).toEqual([`import { useState } from "react";`, `export const x = 1;`]);
  });

  it('answers null when no import names a package it knows', () => {
    expect(
      rewriteImports(`import { useState } from 'react';\nimport * as all from '@mantine/core';`, barrels),
    ).toBeNull();
  });
});
