/**
 * The JSON Schema a response writer is compiled from, rewritten so that fast-json-stringify needs no
 * schema validator while it writes (decision 037, "Choosing a branch").
 *
 * fast-json-stringify writes an `anyOf` by validating the value against each branch with ajv until
 * one matches: every nullable date, bounded integer or enum of every row (zod writes those as
 * `anyOf: [X, {type: 'null'}]`), and the whole page of a contacts answer (a union of two pages) was
 * checked field by field, date patterns included, and a failed branch allocates ajv's error objects.
 * The writer checks nothing else (checking is zod's, outside production), so a branch only has to be
 * chosen, and the shapes zod makes can be chosen without a validator:
 *
 * - `X` or null: the type list `[X.type, 'null']`, chosen by `typeof` in the written code;
 * - constants of one scalar type (a union of literals): that type, written as it is;
 * - objects told apart by a required property holding a different constant in each: `if`/`then`/
 *   `else` on that property alone.
 *
 * Any other `anyOf` stays as it is, and is still written correctly, by validation.
 */

type Schema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
/** Keywords that change how a value is written; the rest (bounds, patterns, enums, notes) do not. */
const WRITTEN = new Set([
  'type',
  'format',
  'properties',
  'items',
  'additionalProperties',
  'required',
  'const',
]);

const isNull = (schema: Schema) => schema.type === 'null' && Object.keys(schema).length === 1;

/** `X` or null, for an `X` of one type: the type list. */
function nullable(branches: Schema[]): Schema | null {
  if (branches.length !== 2) return null;
  const other = branches.find((branch) => !isNull(branch));
  if (!other || !branches.some(isNull) || typeof other.type !== 'string') return null;
  // A constant is written whatever the value, null included.
  if (other.const !== undefined || other.anyOf || other.oneOf || other.if) return null;
  return { ...other, type: [other.type, 'null'] };
}

/** Constants or scalars of one type, written alike: that type (and its format). */
function sameScalar(branches: Schema[]): Schema | null {
  const [first] = branches;
  if (!first || typeof first.type !== 'string' || !SCALARS.has(first.type)) return null;
  if (!branches.every((branch) => branch.type === first.type && branch.format === first.format)) return null;
  return first.format === undefined ? { type: first.type } : { type: first.type, format: first.format };
}

/** The constant a branch's property holds when the branch requires it, else undefined. */
function constantOf(branch: Schema, key: string): unknown {
  const properties = branch.properties;
  const required = branch.required;
  if (!isSchema(properties) || !Array.isArray(required) || !required.includes(key)) return undefined;
  const property = properties[key];
  return isSchema(property) ? property.const : undefined;
}

/** Objects told apart by one required constant: tested on that property alone, in the branches' order. */
function discriminated(branches: Schema[]): Schema | null {
  const [first] = branches;
  if (branches.length < 2 || !first || !isSchema(first.properties)) return null;
  if (!branches.every((branch) => branch.type === 'object')) return null;
  const key = Object.keys(first.properties).find((candidate) => {
    const constants = branches.map((branch) => constantOf(branch, candidate));
    return (
      constants.every((constant) => constant !== undefined && typeof constant !== 'object') &&
      new Set(constants).size === constants.length
    );
  });
  if (key === undefined) return null;
  return branches.slice(0, -1).reduceRight<Schema>(
    (otherwise, branch) => ({
      if: { type: 'object', properties: { [key]: { const: constantOf(branch, key) } }, required: [key] },
      then: branch,
      else: otherwise,
    }),
    branches.at(-1)!,
  );
}

/** A copy of `schema` in which every `anyOf` zod makes is chosen without a validator. */
/* eslint-disable local/no-self-recursion -- walks our own response schemas, at start-up: not input */
export function writerSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(writerSchema) as T;
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    // `const` and `enum` are values, not schemas.
    copy[keyword] = keyword === 'const' || keyword === 'enum' ? value : writerSchema(value);
  }
  const { anyOf: branches, ...beside } = copy;
  if (!Array.isArray(branches) || !branches.every(isSchema)) return copy as T;
  if (Object.keys(beside).some((keyword) => WRITTEN.has(keyword))) return copy as T;
  const chosen = nullable(branches) ?? sameScalar(branches) ?? discriminated(branches);
  return (chosen ? { ...beside, ...chosen } : copy) as T;
}
/* eslint-enable local/no-self-recursion */
