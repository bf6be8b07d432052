import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../test/app';
import { dbPlugin } from './db';

const serverUrl = process.env.TEST_DATABASE_URL;
const templates = inject('postgresTemplates');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl || !templates)('the database plugin on PostgreSQL', () => {
  const name = `${templates?.testPrefix ?? 'test_'}db_plugin_${Date.now()}`;
  const url = new URL(serverUrl ?? 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const config = (poolMax: number) =>
    testConfig({
      databaseUrl: url.toString(),
      postgres: { ...testConfig().postgres, poolMax },
    });

  beforeAll(() => admin(`create database "${name}" template "${templates!.migrated}"`));
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  it("opens all the pool's connections before the app is ready, when asked to (a web instance)", async () => {
    const app = Fastify();
    await app.register(dbPlugin, { config: config(5), fillPool: true });
    try {
      await app.ready();
      expect(app.dbPoolStats!()).toMatchObject({ total: 5, idle: 5 });
    } finally {
      await app.close();
    }
  });

  it('opens connections only as they are needed otherwise (the worker)', async () => {
    const app = Fastify();
    await app.register(dbPlugin, { config: config(5) });
    try {
      await app.ready();
      // The one that ran the migrations.
      expect(app.dbPoolStats!()).toMatchObject({ total: 1 });
    } finally {
      await app.close();
    }
  });
});
