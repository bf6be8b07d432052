import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, useId as useReactId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { STABLE_USE_ID, stableMantineIds } from './stable-mantine-ids';

const hooks = dirname(dirname(createRequire(import.meta.url).resolve('@mantine/hooks')));
const USE_ID = join(hooks, 'esm/use-id/use-id.mjs');

type Transform = (code: string, id: string) => { code: string } | null;
const transformWith = (error = vi.fn()) => {
  const plugin = stableMantineIds();
  const transform = plugin.transform as unknown as (this: unknown, code: string, id: string) => unknown;
  return ((code, id) => transform.call({ error }, code, id)) as Transform;
};

describe('stable Mantine ids', () => {
  it("replaces Mantine's useId, which makes the id random once mounted, and nothing else", () => {
    const original = readFileSync(USE_ID, 'utf8');
    expect(original).toContain('setUuid(randomId())');
    const transform = transformWith();
    expect(transform(original, USE_ID)?.code).toBe(STABLE_USE_ID);
    expect(
      transform('export const x = 1;', join(hooks, 'esm/use-uncontrolled/use-uncontrolled.mjs')),
    ).toBeNull();
  });

  it('fails the build when a Mantine release writes useId differently', () => {
    const error = vi.fn();
    transformWith(error)('export function useId() { return "x"; }', USE_ID);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not recognise'));
  });

  it("answers React's id, the same on every render, or the id it is given", () => {
    // The module, with React's useId given where it imports it.
    expect(STABLE_USE_ID).toMatch(/^import \{ useId as useReactId \} from "react";\n/);
    const body = STABLE_USE_ID.replace(/^import .*\n/, '').replace('export function', 'return function');
    const useId = new Function('useReactId', body)(useReactId) as (staticId?: string) => string;
    const Ids = () => createElement('p', { title: [useId(), useId(), useId('given')].join(' ') });
    const ids = () => /title="([^"]*)"/.exec(renderToString(createElement(Ids)))?.[1] ?? '';
    const once = ids();
    expect(once).toMatch(/^mantine-\S+ mantine-\S+ given$/);
    expect(new Set(once.split(' ')).size).toBe(3);
    expect(ids()).toBe(once);
  });
});
