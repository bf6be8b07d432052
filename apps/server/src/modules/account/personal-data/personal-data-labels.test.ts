import type { PersonalDataDump } from '@app/contract';
import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';

/**
 * The screen "What we keep about you" names every field of the export in the page's language
 * (`account:data.field.<key>`, GDPR art. 12: intelligible, in plain language). A field added to a
 * module's `*.personal-data.ts` without a label fails here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key of a section: its records' keys, and those of records nested in them, one level deep. */
function keysOf(section: unknown): Set<string> {
  const keys = new Set<string>();
  const top = Array.isArray(section) ? section : [section];
  for (const record of top) {
    if (!isRecord(record)) continue;
    for (const [key, value] of Object.entries(record)) {
      keys.add(key);
      const nested = Array.isArray(value) ? value : [value];
      for (const child of nested) {
        if (!isRecord(child)) continue;
        for (const childKey of Object.keys(child)) keys.add(childKey);
      }
    }
  }
  return keys;
}

const LANGUAGES = ['nl', 'fr', 'en'] as const;

function missingLabels(keys: Iterable<string>): string[] {
  const missing: string[] = [];
  for (const lang of LANGUAGES) {
    const fields = (resources[lang].account.data as { field?: Record<string, unknown> }).field ?? {};
    for (const key of keys) {
      if (typeof fields[key] !== 'string' || fields[key] === '') missing.push(`${lang}: ${key}`);
    }
  }
  return missing;
}

describe('the labels of the personal data export', () => {
  it.each(['agency@example.be', 'private@example.be'])(
    'name every field of the export of %s in nl, fr and en',
    async (email) => {
      const headers = { cookie: await t.login(email) };
      // An earlier export is a security event: the one measured holds that section too.
      await t.app.inject({ url: '/nl/api/core/my-profile/user/dump', headers });
      const response = await t.app.inject({ url: '/nl/api/core/my-profile/user/dump', headers });
      expect(response.statusCode).toBe(200);
      const dump = response.json<PersonalDataDump>();
      const keys = keysOf(dump.account);
      for (const section of Object.values(dump.sections)) for (const key of keysOf(section)) keys.add(key);
      expect(keys.size).toBeGreaterThan(10);
      expect(missingLabels(keys)).toEqual([]);
    },
  );
});
