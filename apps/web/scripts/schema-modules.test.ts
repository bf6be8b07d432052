import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaModules } from './schema-modules';

const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = {
  'languages.ts':
    "import type { Language } from './language-schema';\nexport const LANGUAGES = ['nl', 'fr', 'en'] as const;",
  'labels.ts':
    "import type {\n  Property,\n} from './properties';\nexport const label = (p: Property) => '';",
  'uses.ts': "import {\n  type Property,\n  Property as Schema,\n} from './properties';",
  'language-schema.ts':
    "import { z } from 'zod';\nimport { LANGUAGES } from './languages';\nexport const Language = z.enum(LANGUAGES);",
  'properties.ts': "import { z } from 'zod';\nexport const Property = z.object({});",
  'client-endpoints.ts': "export { Property } from './properties';\nimport { x } from './nested/deeper';",
  'schemas.ts': "export * as endpoints from './client-endpoints';",
  'index.ts': "export * from './properties';\nexport * from './languages';",
  'mini.ts': "import * as z from 'zod/mini';",
  'properties.test.ts': "import { z } from 'zod';",
};
for (const [file, source] of Object.entries(files)) writeFileSync(path.join(dir, file), source);
const names = () => [...schemaModules(dir)].map((file) => path.basename(file)).sort();

describe("the contract's modules that build schemas", () => {
  it('holds the modules that import zod and those that gather them, not the constants nor the barrel', () => {
    expect(names()).toEqual(
      [
        'client-endpoints.ts',
        'language-schema.ts',
        'mini.ts',
        'properties.ts',
        'schemas.ts',
        'uses.ts',
      ].sort(),
    );
  });

  it('leaves out a module that imports only the types of schemas: they load no code', () => {
    expect(names()).not.toContain('languages.ts');
    expect(names()).not.toContain('labels.ts');
  });

  it('answers absolute paths, as the bundler names modules', () => {
    expect(schemaModules(dir).has(path.join(dir, 'properties.ts'))).toBe(true);
  });
});
