import { describe, expect, it } from 'vitest';
import { forbiddenTextPath } from './request-text';

/** A value nested `depth` levels deep around `leaf`, built without recursion. */
function nested(depth: number, leaf: unknown, as: 'array' | 'object'): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = as === 'array' ? [value] : { a: value };
  return value;
}

describe('forbiddenTextPath', () => {
  // 100,000 levels overflow any recursive walk's stack; the time it takes is in bench/hostile-input.ts.
  it('walks 100,000 levels of arrays and of objects without recursion', () => {
    for (const as of ['array', 'object'] as const) {
      const [fine, bad] = [nested(100_000, 'fine', as), nested(100_000, '\u0000', as)];
      expect(forbiddenTextPath(fine)).toBeNull();
      expect(forbiddenTextPath(bad)?.split('.')).toHaveLength(100_000);
    }
  });

  it('refuses lone high, lone low and reversed surrogates, and control characters, naming the field', () => {
    for (const bad of [
      '\ud800',
      'a\udbffb',
      '\udc00',
      'x\udfff',
      '\ude00\ud83d',
      'nul\u0000',
      '\u001b[31m',
    ]) {
      expect(forbiddenTextPath({ name: 'ok', address: { lines: ['ok', bad] } })).toBe('address.lines.1');
    }
    expect(forbiddenTextPath('\ud800')).toBe('value');
  });

  it('refuses them in object keys too', () => {
    expect(forbiddenTextPath({ a: { '\ud800': 1 } })).toBe('a.\ud800');
    expect(forbiddenTextPath({ a: { 'x\u0000': 'fine' } })).toBe('a.x\u0000');
  });

  it('names the first offending field in document order', () => {
    expect(forbiddenTextPath({ first: { deep: ['\ud800'] }, second: '\u0000' })).toBe('first.deep.0');
  });

  it('accepts well-formed text: emoji (surrogate pairs), accents, tabs and line breaks', () => {
    expect(forbiddenTextPath({ note: '😀 café 👨‍👩‍👧\tline\r\nnext', list: ['𝄞', 'ok'], '😀': 1 })).toBeNull();
    expect(forbiddenTextPath({ bytes: new Uint8Array([0, 0xd8]), count: 1, none: null })).toBeNull();
  });
});
