import { describe, expect, it } from 'vitest';
import { entityTag, ifMatches, parseIfMatch } from './conditional-requests';

describe('If-Match (RFC 9110 13.1.1)', () => {
  const current = entityTag({ phone: '+32 9 222 33 44' });

  it('a strong tag of the JSON: quoted, the same for the same value, another for another', () => {
    expect(current).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(entityTag({ phone: '+32 9 222 33 44' })).toBe(current);
    expect(entityTag({ phone: '+32 9 222 33 45' })).not.toBe(current);
  });

  it.each([
    ['*', true],
    [` ${current} `, true],
    [`"a", ${current}`, true],
    [`"a",,  ${current},`, true],
    ['"a"', false],
    // Weak tags never match under the strong comparison If-Match uses.
    [`W/${current}`, false],
    [`W/${current}, "b"`, false],
  ])('%s matches: %s', (field, expected) => {
    const condition = parseIfMatch(field);
    expect(condition).not.toBeNull();
    expect(ifMatches(condition!, current)).toBe(expected);
  });

  it.each([
    current.slice(1, -1),
    `${current} x`,
    '"a"b"',
    `*, ${current}`,
    '"a',
    'W/',
    '"a" "b"',
    '"a\u0001"',
  ])('is malformed: %s', (field) => {
    expect(parseIfMatch(field)).toBeNull();
  });
});
