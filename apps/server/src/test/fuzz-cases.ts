import { pick, prng } from '../db/seed/random';

/**
 * Request cases derived from an OpenAPI document, for the fuzzing test: for each operation a few
 * plausible requests (from the schemas) and many broken ones (a value swapped for a hostile one, a
 * required field dropped, an unknown one added, hostile path ids and query values). Seeded, so a
 * failure names a case that runs again the same way.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `/{lang}/api/core/my-properties/{id}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  queryParams: Record<string, JsonSchema>;
  body: JsonSchema | null;
  /** Takes a multipart form: the contract has no body schema for it, its summary says `multipart`. */
  upload: boolean;
  /** A conditional write (decision 055): it documents the If-Match header it requires. */
  conditional: boolean;
}

export interface FuzzCase {
  method: string;
  url: string;
  body: unknown;
  /** Request headers of the case: `If-Match: *` for a conditional write, so it reaches its handler. */
  headers: Record<string, string>;
  label: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const HOSTILE_VALUES: unknown[] = [
  null,
  '',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  'x'.repeat(20_000),
  -1,
  0,
  2_147_483_648,
  2 ** 53 + 2,
  1.5,
  -0.0001,
  1e308,
  true,
  [],
  {},
  [null],
  { nested: { deeper: [null, {}] } },
  '2026-02-30',
  '../../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '😀\u202e\uFEFF',
  '\uD800',
  'NaN',
  '1e309',
];
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  'abc',
  '\u0000',
  '1.5',
  '1e3',
  ' 1',
  '😀',
  'x'.repeat(300),
  '../1',
];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const params = operation.parameters ?? [];
      const of = (where: string) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        upload: /\(multipart\b/.test(operation.summary ?? ''),
        conditional: params.some((p) => p.in === 'header' && p.name === 'if-match'),
      });
    }
  }
  return operations;
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return document.components?.schemas?.[name] ?? {};
}

/** A value the schema accepts, as far as a JSON schema can say (zod refinements are not in it). */
export function sample(schema: JsonSchema, document: OpenApiDocument, rnd: () => number, depth = 0): unknown {
  const s = resolve(schema, document);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return pick(rnd, s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return sample(pick(rnd, variants), document, rnd, depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0]!, document, rnd, depth + 1);
  const type = Array.isArray(s.type) ? pick(rnd, s.type) : s.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rnd() < 0.5;
    case 'integer':
    case 'number': {
      const low = s.minimum ?? 1;
      const high = s.maximum ?? low + 100;
      const value = low + rnd() * (high - low);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'string': {
      if (s.format === 'email') return 'fuzz@example.be';
      if (s.format === 'date') return '2026-03-01';
      if (s.format === 'date-time') return '2026-03-01T10:00:00.000Z';
      const length = Math.max(s.minLength ?? 1, Math.min(s.maxLength ?? 12, 12));
      return 'abcdefghijkl'.repeat(Math.ceil(length / 12)).slice(0, length);
    }
    case 'array': {
      if (depth > 4) return [];
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sample(s.items ?? {}, document, rnd, depth + 1));
    }
    case 'object':
      if (depth > 5) return {};
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([name]) => (s.required ?? []).includes(name) || rnd() < 0.5)
          .map(([name, property]) => [name, sample(property, document, rnd, depth + 1)]),
      );
    default:
      // An input the document cannot describe (a zod preprocess): any JSON value.
      return pick(rnd, ['fuzz', 1, true, null, '2026-03-01']);
  }
}

/** The body with one value somewhere inside replaced (or removed, or an unknown one added). */
function mutate(body: unknown, rnd: () => number): unknown {
  if (body === null || typeof body !== 'object' || rnd() < 0.15) return pick(rnd, HOSTILE_VALUES);
  const copy: unknown = structuredClone(body);
  const containers: (Record<string, unknown> | unknown[])[] = [];
  const walk = (value: unknown) => {
    if (value && typeof value === 'object') {
      containers.push(value as Record<string, unknown>);
      for (const inner of Object.values(value)) walk(inner);
    }
  };
  walk(copy);
  const target = pick(rnd, containers);
  const keys = Object.keys(target);
  const roll = rnd();
  if (Array.isArray(target)) {
    if (keys.length === 0 || roll < 0.3) target.push(pick(rnd, HOSTILE_VALUES));
    else target[Number(pick(rnd, keys))] = pick(rnd, HOSTILE_VALUES);
  } else if (keys.length === 0 || roll < 0.15) {
    target[`unknown${Math.floor(rnd() * 100)}`] = pick(rnd, HOSTILE_VALUES);
  } else if (roll < 0.3) {
    delete target[pick(rnd, keys)];
  } else {
    target[pick(rnd, keys)] = pick(rnd, HOSTILE_VALUES);
  }
  return copy;
}

const segment = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** `count` cases for one operation; the first is the plausible request, unchanged. */
export function casesOf(
  operation: Operation,
  document: OpenApiDocument,
  options: { seed: number; count: number; ids: readonly string[] },
): FuzzCase[] {
  const rnd = prng(options.seed);
  const cases: FuzzCase[] = [];
  for (let index = 0; index < options.count; index++) {
    const hostile = index > 0;
    const params = Object.fromEntries(
      Object.entries(operation.pathParams).map(([name, schema]) => {
        if (name === 'lang') return [name, hostile && rnd() < 0.05 ? 'xx' : 'nl'];
        const valid = schema.enum?.length ? String(pick(rnd, schema.enum)) : pick(rnd, options.ids);
        return [name, hostile && rnd() < 0.5 ? pick(rnd, HOSTILE_SEGMENTS) : valid];
      }),
    );
    const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => segment(params[name]));
    const query = new URLSearchParams();
    for (const [name, schema] of Object.entries(operation.queryParams)) {
      const value = hostile && rnd() < 0.4 ? pick(rnd, HOSTILE_VALUES) : sample(schema, document, rnd);
      if (value === undefined || (value === null && rnd() < 0.5)) continue;
      query.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    let body: unknown = undefined;
    if (operation.body) {
      const valid = sample(operation.body, document, rnd);
      body = hostile ? mutate(valid, rnd) : valid;
    }
    const search = query.toString();
    cases.push({
      method: operation.method,
      url: search ? `${url}?${search}` : url,
      body,
      headers: operation.conditional ? { 'if-match': '*' } : {},
      label: `${operation.method} ${operation.path} #${index} (seed ${options.seed})`,
    });
  }
  return cases;
}
