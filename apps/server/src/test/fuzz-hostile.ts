import { prng } from '../db/seed/random';
import type { OpenApiDocument, Operation } from './fuzz-cases';
import { sample } from './fuzz-cases';

/**
 * Issue 44's classes of hostile requests, for every operation they apply to: nesting 10,000 deep as
 * the body and as a query value, a lone or reversed surrogate in each string leaf (and a key) of a
 * plausible body, charsets other than UTF-8, a Content-Encoding, and broken multipart on each upload.
 * Each is refused at the door, so each must be answered quickly: the test bounds the slowest.
 */
export interface HostileCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  label: string;
  /** The statuses the case may get; null: any but a 5xx. */
  expected: readonly number[] | null;
  /** The field a 400 must name (a surrogate case). */
  field?: string;
}

const DEPTH = 10_000;
const DEEP = {
  arrays: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  objects: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
};
/** Lone high, lone low, and a pair in the wrong order (JSON.stringify writes them as \u escapes). */
const SURROGATES = { high: 'a\ud800', low: '\udc00b', reversed: '\ude00\ud83d' };
const CHARSETS = ['ebcdic', 'utf-16'];
const ENCODINGS = ['gzip', 'deflate, identity'];
const JSON_TYPE = 'application/json';
const BOUNDARY = 'fuzz-boundary';

/** Each string leaf of a JSON value with its path, walked with a stack (a test helper all the same). */
function stringLeaves(value: unknown): string[][] {
  const leaves: string[][] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value === 'string') leaves.push(next.path);
    else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, inner] of Object.entries(next.value))
        stack.push({ value: inner, path: [...next.path, key] });
    }
  }
  return leaves;
}

function replaced(body: unknown, path: string[], text: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = text;
  return copy;
}

const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const MULTIPART = {
  'no boundary': { type: 'multipart/form-data', payload: part('target', 'all') + `--${BOUNDARY}--\r\n` },
  truncated: {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    payload:
      part('target', 'all') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n',
  },
  'too many parts': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    payload:
      Array.from({ length: 50 }, (_, index) => part(`field${index}`, 'x')).join('') + `--${BOUNDARY}--\r\n`,
  },
};

/** The hostile cases of one operation; `url` is its plausible URL (real ids, no query). */
export function hostileCasesOf(
  operation: Operation,
  document: OpenApiDocument,
  options: { url: string; seed: number },
): HostileCase[] {
  const { url } = options;
  const label = (what: string) => `${operation.method} ${operation.path} ${what}`;
  const reads = operation.method !== 'GET';
  const cases: HostileCase[] = [];
  const add = (what: string, rest: Omit<HostileCase, 'method' | 'url' | 'label'> & { url?: string }) =>
    cases.push({ method: operation.method, url, label: label(what), ...rest });

  for (const encoding of ENCODINGS) {
    add(`content-encoding ${encoding}`, {
      headers: { 'content-encoding': encoding, ...(reads ? { 'content-type': JSON_TYPE } : {}) },
      ...(reads ? { payload: '{}' } : {}),
      expected: [415],
    });
  }
  // Fastify does not read the body of a GET: the classes below need one.
  if (reads) {
    for (const [shape, payload] of Object.entries(DEEP)) {
      add(`body of ${DEPTH} nested ${shape}`, {
        headers: { 'content-type': JSON_TYPE },
        payload,
        expected: [400],
      });
    }
    for (const charset of CHARSETS) {
      add(`charset ${charset}`, {
        headers: { 'content-type': `${JSON_TYPE}; charset=${charset}` },
        payload: '{}',
        expected: [415],
      });
    }
  }
  const [queryName] = Object.keys(operation.queryParams);
  if (queryName !== undefined) {
    for (const [shape, value] of Object.entries(DEEP)) {
      add(`query ${queryName} of ${DEPTH} nested ${shape}`, {
        url: `${url}?${new URLSearchParams({ [queryName]: value })}`,
        headers: {},
        expected: null,
      });
    }
  }
  if (operation.body) {
    const body = sample(operation.body, document, prng(options.seed));
    const json = { 'content-type': JSON_TYPE };
    // One kind per leaf, in turn (from a seeded start): every leaf is checked, every kind is sent.
    const kinds = Object.entries(SURROGATES);
    for (const [index, path] of stringLeaves(body).entries()) {
      const [kind, text] = kinds[(index + options.seed) % kinds.length]!;
      add(`${kind} surrogate in ${path.join('.')}`, {
        headers: json,
        payload: JSON.stringify(replaced(body, path, text)),
        expected: [400],
        field: path.join('.'),
      });
    }
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      add('surrogate in a key', {
        headers: json,
        payload: JSON.stringify({ ...body, [SURROGATES.high]: 1 }),
        expected: [400],
        field: SURROGATES.high,
      });
    }
  }
  if (operation.upload) {
    for (const [what, form] of Object.entries(MULTIPART)) {
      add(`multipart ${what}`, {
        headers: { 'content-type': form.type },
        payload: form.payload,
        expected: [400, 413],
      });
    }
  }
  return cases;
}
