import type { Plugin } from 'vite';

/** zod's classic schemas, which every schema of the contract is made from. */
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
/** The two imports this replaces: what turns a schema into JSON Schema. */
const PROCESSORS = 'import * as processors from "../core/json-schema-processors.js";';
const TO_JSON_SCHEMA =
  'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";';

export const JSON_SCHEMA_UNAVAILABLE = 'JSON Schema is made by the server (OpenAPI), not in the browser';

/**
 * What the browser's build has instead: every JSON Schema method, and every processor, throws. On
 * one line, in place of the import it replaces, so that the file's lines do not move.
 */
const STUBS =
  `const jsonSchemaUnavailable = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_UNAVAILABLE)}); }; ` +
  'const processors = new Proxy({}, { get: () => jsonSchemaUnavailable }); ' +
  'const createStandardJSONSchemaMethod = () => jsonSchemaUnavailable; ' +
  'const createToJSONSchemaMethod = () => jsonSchemaUnavailable;';

/**
 * Since zod 4.2 every schema carries the means to write itself as JSON Schema (a processor per type,
 * `toJSONSchema()` and Standard Schema's `jsonSchema`), so a bundler keeps that code whatever the
 * app uses: 17 KB of the 147 KB of minified zod and contract that a screen drawn in the browser
 * loads and evaluates. The browser only validates; the server writes the OpenAPI document from the
 * same schemas with zod whole. The browser's build leaves JSON Schema out (issue 49).
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    transform(code, id) {
      if (!CLASSIC_SCHEMAS.test(id)) return null;
      // A zod release written differently: better a failed build than a stub that hides less or more.
      if (!code.includes(PROCESSORS) || !code.includes(TO_JSON_SCHEMA))
        this.error(`zod-without-json-schema does not recognise ${id}; check it`);
      return { code: code.replace(PROCESSORS, STUBS).replace(TO_JSON_SCHEMA, ''), map: null };
    },
  };
}
