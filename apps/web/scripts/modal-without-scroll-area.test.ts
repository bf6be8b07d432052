import { ScrollArea } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BY_NAME, modalWithoutScrollArea } from './modal-without-scroll-area';

const core = dirname(dirname(createRequire(import.meta.url).resolve('@mantine/core')));
const ROOTS = ['Modal', 'Drawer'].map((name) => join(core, `esm/components/${name}/${name}Root.mjs`));

type Transform = (code: string, id: string) => { code: string } | null;
const transformWith = (error = vi.fn()) => {
  const transform = modalWithoutScrollArea().transform as unknown as (
    this: unknown,
    code: string,
    id: string,
  ) => unknown;
  return ((code, id) => transform.call({ error }, code, id)) as Transform;
};

describe('Modal and Drawer without ScrollArea', () => {
  it.each(ROOTS)('no longer imports ScrollArea in %s, and asks by name instead', (root) => {
    const original = readFileSync(root, 'utf8');
    expect(original).toContain('scrollAreaComponent === ScrollArea.Autosize');
    const code = transformWith()(original, root)!.code;
    expect(code).not.toContain('ScrollArea.mjs');
    expect(code).not.toMatch(/\bScrollArea\./);
    expect(code).toContain(BY_NAME);
  });

  it('leaves every other module alone, and fails the build on a root written differently', () => {
    expect(transformWith()('export const x = 1;', join(core, 'esm/components/Modal/Modal.mjs'))).toBeNull();
    const error = vi.fn();
    transformWith(error)('export function ModalRoot() {}', ROOTS[0]!);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not recognise'));
  });

  it('answers as the comparison did: ScrollArea.Autosize, and nothing else', () => {
    const byName = new Function('scrollAreaComponent', `return ${BY_NAME};`) as (
      component: unknown,
    ) => boolean;
    expect(byName(ScrollArea.Autosize)).toBe(true);
    expect(byName(ScrollArea)).toBe(false);
    expect(byName(undefined)).toBe(false);
    expect(byName(() => null)).toBe(false);
  });
});
