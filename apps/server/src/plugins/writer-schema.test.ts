import { endpoints } from '@app/contract';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writerJsonSchema } from './response-writer';
import { writerSchema } from './writer-schema';

/** Where a schema still asks the writer to validate while it writes. */
function validated(schema: unknown, at = '#'): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => validated(item, `${at}/${index}`));
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([keyword, value]) => [
    ...(keyword === 'anyOf' || keyword === 'oneOf' ? [`${at}/${keyword}`] : []),
    ...(keyword === 'const' || keyword === 'enum' || keyword === 'if'
      ? []
      : validated(value, `${at}/${keyword}`)),
  ]);
}

const writer = (schema: z.ZodType) =>
  fastJson(writerJsonSchema(schema) as AnySchema) as (data: unknown) => string;

const Row = z.object({
  day: z.iso.date().nullable(),
  at: z.iso.datetime({ offset: true }).nullable(),
  rooms: z.number().int().nullable(),
  price: z.number().min(0).nullable(),
  kind: z.enum(['house', 'flat']).nullable(),
  step: z.union([z.literal(0), z.literal(1), z.literal(4)]),
  owner: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  tags: z.array(z.string()).nullable(),
});
const Page = z.union([
  z.object({ view: z.literal('rows'), data: z.array(Row) }),
  z.object({
    view: z.literal('counts'),
    data: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
  }),
]);

describe('the writer schema', () => {
  it("leaves no endpoint's answer to be validated while it is written", () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(validated(writerJsonSchema(endpoint.response as z.ZodType)), name).toEqual([]);
    }
  });

  it('writes nullable fields, literals and nullable objects as JSON.stringify does, null or not', () => {
    const full = {
      day: '2026-11-30',
      at: '2026-11-30T09:15:00.000+01:00',
      rooms: 3,
      price: 249_500.5,
      kind: 'flat',
      step: 4,
      owner: { id: 7, name: 'Sofie' },
      tags: ['garden'],
    };
    const empty = {
      day: null,
      at: null,
      rooms: null,
      price: null,
      kind: null,
      step: 0,
      owner: null,
      tags: null,
    };
    for (const row of [full, empty, { ...full, owner: { id: 8, name: null } }]) {
      expect(writer(Row)(row)).toBe(JSON.stringify(row));
    }
  });

  it('chooses a union of pages by the constant that tells them apart', () => {
    const rows = {
      view: 'rows',
      data: [{ day: null, at: null, rooms: 1, price: null, kind: null, step: 1, owner: null, tags: [] }],
    };
    const counts = { view: 'counts', data: [{ day: '2026-11-30', count: 12 }] };
    expect(writer(Page)(rows)).toBe(JSON.stringify(rows));
    expect(writer(Page)(counts)).toBe(JSON.stringify(counts));
    // Only the declared properties of the chosen page are written.
    expect(writer(Page)({ ...counts, secret: 1, data: [{ day: '2026-11-30', count: 12, owner: 3 }] })).toBe(
      JSON.stringify(counts),
    );
  });

  it('keeps a union it cannot choose by type, which the writer still writes by validating', () => {
    const Mixed = z.object({
      value: z.union([z.string().min(1), z.number()]),
      either: z.union([z.string().min(3), z.null(), z.number()]),
    });
    expect(validated(writerJsonSchema(Mixed))).toEqual([
      '#/properties/value/anyOf',
      '#/properties/either/anyOf',
    ]);
    expect(writer(Mixed)({ value: 5, either: null })).toBe('{"value":5,"either":null}');
    expect(writer(Mixed)({ value: 'five', either: 'abc' })).toBe('{"value":"five","either":"abc"}');
  });

  it('copies the schema it is given', () => {
    const schema = { type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } } };
    const before = structuredClone(schema);
    expect(writerSchema(schema)).toEqual({ type: 'object', properties: { a: { type: ['string', 'null'] } } });
    expect(schema).toEqual(before);
  });
});
