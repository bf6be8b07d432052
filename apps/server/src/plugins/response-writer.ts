import { isDeepStrictEqual } from 'node:util';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writerSchema } from './writer-schema';

type Writer = (data: unknown) => string;

// One writer per schema for the whole process: tests build many apps, and compiling every
// endpoint's writer costs about 1.6 ms each.
const writers = new WeakMap<z.ZodType, Writer>();

/** The JSON Schema a contract schema's writer is compiled from: its output side, unions chosen by type. */
export const writerJsonSchema = (schema: z.ZodType): unknown =>
  writerSchema(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));

/**
 * The JSON writer of a contract schema: fast-json-stringify compiled from the schema's output side
 * as JSON Schema, its unions chosen without a validator (writer-schema.ts). Like zod's encoding it
 * writes only the declared properties; unlike it, it does not check the values (decision 037).
 */
export function responseWriter(schema: z.ZodType): Writer {
  let writer = writers.get(schema);
  if (!writer) {
    writer = fastJson(writerJsonSchema(schema) as AnySchema) as Writer;
    writers.set(schema, writer);
  }
  return writer;
}

/**
 * Fastify's serializer compiler for the contract's response schemas. Every response is written by
 * `responseWriter`. With `check` (everywhere but production), the response is also encoded by zod,
 * as before, and the two must agree: a response the contract refuses, or one the writer writes
 * differently, is a 500 in every test that reaches it.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: a response schema must be zod`);
    return (data) => {
      if (!check) return responseWriter(schema)(data);
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const text = responseWriter(schema)(data);
      const expected = JSON.stringify(encoded.data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the response writer wrote ${text}, zod encodes ${expected}`);
      }
      return text;
    };
  };
}
