import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as endpoints from './endpoints';
import { FEED_EVENTS_MAX } from './feed';
import { JSON_DEPTH_MAX, JSON_VALUES_MAX, jsonWithinBounds } from './json-bounds';

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
}

/** How many levels of objects and arrays a value of this JSON schema can have (references count as deep). */
function schemaDepth(root: SchemaNode): number {
  let deepest = 0;
  const stack: { node: SchemaNode; depth: number }[] = [{ node: root, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, depth } = next;
    if (node.$ref) return Infinity;
    for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      stack.push({ node: variant, depth });
    }
    const types = [node.type ?? []].flat();
    if (!types.includes('object') && !types.includes('array')) continue;
    deepest = Math.max(deepest, depth + 1);
    const children = [...Object.values(node.properties ?? {}), node.items, node.additionalProperties];
    for (const child of children) if (child && child !== true) stack.push({ node: child, depth: depth + 1 });
  }
  return deepest;
}

describe('jsonWithinBounds', () => {
  // How long these scans take is measured in bench/hostile-input.ts, not here.
  it('refuses nesting 10,000 deep, of arrays and of objects', () => {
    const arrays = '['.repeat(10_000) + ']'.repeat(10_000);
    const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    for (const text of [arrays, objects]) expect(jsonWithinBounds(text)).toBe(false);
    expect(jsonWithinBounds('['.repeat(JSON_DEPTH_MAX) + ']'.repeat(JSON_DEPTH_MAX))).toBe(true);
    expect(jsonWithinBounds('['.repeat(JSON_DEPTH_MAX + 1) + ']'.repeat(JSON_DEPTH_MAX + 1))).toBe(false);
  });

  it('refuses too many values, and scans a whole megabyte', () => {
    const flat = (count: number) => `[${Array.from({ length: count }, () => '1').join(',')}]`;
    expect(jsonWithinBounds(flat(JSON_VALUES_MAX - 1))).toBe(true);
    expect(jsonWithinBounds(flat(JSON_VALUES_MAX + 1))).toBe(false);
    const megabyte = JSON.stringify({ text: 'x[{,'.repeat(262_000) });
    expect(jsonWithinBounds(megabyte)).toBe(true);
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    const tight = (text: string) => jsonWithinBounds(text, 2, 4);
    expect(tight(JSON.stringify({ a: '[[[[{{{{,,,,,,', b: ['x'] }))).toBe(true);
    expect(tight(JSON.stringify({ a: '"[[[[', b: '\\', c: ['\\"]]]]'] }))).toBe(true);
    // An escaped backslash does not escape the quote after it: the bracket that follows is outside.
    expect(tight('["\\\\",[[1]]]')).toBe(false);
    expect(tight('["\\\\",[1]]')).toBe(true);
    // Not JSON: bounded all the same, the parser refuses it next.
    expect(tight('["unterminated [[[[[')).toBe(true);
  });

  it('leaves room for the largest and deepest bodies the contract takes', () => {
    const event = { id: 'e', vlancode: 'V1', kind: 'detailView', occurredAt: '2026-03-01T10:00:00Z' };
    const batch = JSON.stringify({ events: Array.from({ length: FEED_EVENTS_MAX }, () => event) });
    expect(jsonWithinBounds(batch, JSON_DEPTH_MAX, JSON_VALUES_MAX / 1.9)).toBe(true);

    const depths = Object.values(endpoints).flatMap((endpoint) =>
      endpoint.body
        ? [schemaDepth(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as SchemaNode)]
        : [],
    );
    expect(depths.length).toBeGreaterThan(50);
    expect(Math.max(...depths)).toBeLessThanOrEqual(JSON_DEPTH_MAX / 4);
  });
});
