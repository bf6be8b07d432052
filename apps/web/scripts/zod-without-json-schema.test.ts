import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { JSON_SCHEMA_UNAVAILABLE, zodWithoutJsonSchema } from './zod-without-json-schema';

const CLASSIC_SCHEMAS = join(createRequire(import.meta.url).resolve('zod'), '../v4/classic/schemas.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transformWith = (error = vi.fn()) => {
  const transform = zodWithoutJsonSchema().transform as unknown as (
    this: unknown,
    code: string,
    id: string,
  ) => unknown;
  return ((code, id) => transform.call({ error }, code, id)) as Transform;
};

/** A browser bundle of a module that uses zod, built with the plugin, and its exports. */
async function bundled(source: string) {
  const entry = '\0entry.js';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry.js' ? entry : null),
        load: (id) => (id === entry ? source : null),
      },
      zodWithoutJsonSchema(),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'entry.js', preserveEntrySignatures: 'strict' },
    },
  })) as Rollup.RollupOutput;
  const code = output.output.find((file) => file.type === 'chunk')!.code;
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    unknown
  >;
  return { code, module };
}

describe('zod without JSON Schema in the browser', () => {
  it("replaces only the classic schemas' two JSON Schema imports, keeping every line where it was", () => {
    const original = readFileSync(CLASSIC_SCHEMAS, 'utf8');
    const code = transformWith()(original, CLASSIC_SCHEMAS)!.code;
    expect(code).not.toMatch(/json-schema-processors|to-json-schema/);
    expect(code.split('\n')).toHaveLength(original.split('\n').length);
    expect(transformWith()('export const x = 1;', join(CLASSIC_SCHEMAS, '../checks.js'))).toBeNull();
  });

  it('fails the build when a zod release imports them differently', () => {
    const error = vi.fn();
    transformWith(error)('export const ZodType = {};', CLASSIC_SCHEMAS);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not recognise'));
  });

  it('builds schemas that validate as before, without the JSON Schema code', async () => {
    const { code, module } = await bundled(`import { z } from 'zod';
      const Body = z.object({ name: z.string().min(2), rooms: z.number().int().optional() });
      export const good = Body.safeParse({ name: 'Gent', rooms: 3 });
      export const bad = Body.safeParse({ name: 'G', rooms: 1.5 });
      export const standard = Body['~standard'].validate({ name: 'Gent' });
      export const toJson = () => Body.toJSONSchema();`);
    expect(code).not.toContain('json-schema-processors');
    expect(code).not.toContain('https://json-schema.org/draft');
    expect(module.good).toEqual({ success: true, data: { name: 'Gent', rooms: 3 } });
    const bad = module.bad as { success: boolean; error: { issues: { path: string[]; code: string }[] } };
    expect(bad.success).toBe(false);
    expect(bad.error.issues.map(({ path }) => path.join('.'))).toEqual(['name', 'rooms']);
    expect(bad.error.issues.map(({ code }) => code)).toEqual(['too_small', 'invalid_type']);
    expect(module.standard).toEqual({ value: { name: 'Gent' } });
    expect(module.toJson).toThrow(JSON_SCHEMA_UNAVAILABLE);
  });
});
