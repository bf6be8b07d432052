import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll as standIn } from '../src/lib/remove-scroll-class-names';
import { takesStandIn } from './scroll-bar-class-names';

const components = join(
  resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm'),
  'components',
);
const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
/** The AppShell's modules that import react-remove-scroll. */
const importers = (readdirSync(join(components, 'AppShell'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => join(components, 'AppShell', file))
  .filter((file) => readFileSync(file, 'utf8').includes(IMPORT));

describe("react-remove-scroll's class names for the AppShell's bars", () => {
  it('are the class names the package itself gives', () => {
    expect(standIn.classNames).toEqual(RemoveScroll.classNames);
  });

  it("are all the AppShell's modules use of the package", () => {
    expect(importers.map((file) => file.split(/[\\/]/).pop()).sort()).toEqual([
      'AppShellAside.mjs',
      'AppShellFooter.mjs',
      'AppShellHeader.mjs',
    ]);
    for (const file of importers) {
      expect(readFileSync(file, 'utf8').match(/RemoveScroll\.\w+/g)).toEqual(['RemoveScroll.classNames']);
    }
  });

  it("serve the AppShell's imports of the package, and no one else's", () => {
    for (const file of importers) expect(takesStandIn('react-remove-scroll', file)).toBe(true);
    expect(takesStandIn('react-remove-scroll', join(components, 'ModalBase/ModalBase.mjs'))).toBe(false);
    expect(takesStandIn('react', importers[0])).toBe(false);
    expect(takesStandIn('react-remove-scroll', undefined)).toBe(false);
  });
});
