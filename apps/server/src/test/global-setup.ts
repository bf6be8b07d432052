import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { seedDemo } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of dumped PGlite data folders: migrated, and migrated + demo data. Empty on PostgreSQL. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
  }
}

/**
 * Builds the embedded database once per run and lets every test app load a copy: initdb, the
 * migrations and the seed (argon2 hashes, 2,757 cities) cost seconds, loading a dump a fraction.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'pglite-templates-'));
  const database = openPglite(null);
  try {
    await database.migrate();
    const migrated = join(dir, 'migrated.tar');
    await writeFile(migrated, Buffer.from(await (await database.dump()).arrayBuffer()));
    await seedDemo(database.db);
    const seeded = join(dir, 'seeded.tar');
    await writeFile(seeded, Buffer.from(await (await database.dump()).arrayBuffer()));
    project.provide('pgliteTemplates', { migrated, seeded });
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
