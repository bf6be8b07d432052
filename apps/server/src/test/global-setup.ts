import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { seedDemo } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of dumped PGlite data folders: migrated, and migrated + demo data. Empty on PostgreSQL. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
    /** On PostgreSQL: the names of two template databases, migrated, and migrated + demo data. */
    postgresTemplates: { migrated: string; seeded: string } | null;
  }
}

/**
 * On PostgreSQL every test database is a copy (CREATE DATABASE … TEMPLATE) of one of two databases
 * built here once: copying takes a fraction of a second, migrating and seeding about ten.
 */
async function postgresTemplates(
  serverUrl: string,
): Promise<{ names: { migrated: string; seeded: string }; drop: () => Promise<void> }> {
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = { migrated: `tpl_migrated_${suffix}`, seeded: `tpl_seeded_${suffix}` };
  const admin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = () =>
    admin(Object.values(names).map((name) => `drop database if exists "${name}" with (force)`));
  for (const [kind, name] of Object.entries(names)) {
    await admin([`create database "${name}"`]);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    try {
      await database.migrate();
      if (kind === 'seeded') await seedDemo(database.db);
    } finally {
      await database.close();
    }
  }
  return { names, drop };
}

/**
 * Builds the embedded database once per run and lets every test app load a copy: initdb, the
 * migrations and the seed (argon2 hashes, 2,757 cities) cost seconds, loading a dump a fraction.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    const templates = await postgresTemplates(process.env.TEST_DATABASE_URL);
    project.provide('postgresTemplates', templates.names);
    return templates.drop;
  }
  project.provide('postgresTemplates', null);
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
