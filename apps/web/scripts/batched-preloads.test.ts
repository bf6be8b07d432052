import { describe, expect, it, vi } from 'vitest';
import { batchedPreloads } from './batched-preloads';

const HELPER_ID = '\0vite/preload-helper.js';
const transform = (code: string, id: string, error = vi.fn()) =>
  (batchedPreloads().transform as (this: unknown, code: string, id: string) => { code: string } | null).call(
    { error },
    code,
    id,
  );

describe("the app's preload helper in place of Vite's", () => {
  it("replaces Vite's helper, called as this Vite calls it, and nothing else", () => {
    const vite =
      'const seen = {};export const __vitePreload = function preload(baseModule, deps, importerUrl) {}';
    expect(transform(vite, HELPER_ID)?.code).toMatch(
      /^export \{ vitePreload as __vitePreload \} from ".*[\\/]src[\\/]lib[\\/]preload-helper\.ts";$/,
    );
    expect(transform('export const x = 1;', '/app/src/main.tsx')).toBeNull();
  });

  it('fails the build when a Vite release calls its helper differently', () => {
    const error = vi.fn();
    transform('export const __vitePreload = function preload(load, files, options) {}', HELPER_ID, error);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not recognise'));
  });
});
