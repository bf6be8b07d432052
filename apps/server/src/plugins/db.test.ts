import { Writable } from 'node:stream';
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

  // A role PostgreSQL lets open two connections only; its grants go with the database.
  const role = `${name}_limited`;

  beforeAll(() => admin(`create database "${name}" template "${templates!.migrated}"`));
  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
    await admin(`drop role if exists ${role}`);
  });

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

  it('starts with the connections it got when PostgreSQL refuses some, and says so in the log', async () => {
    await admin(`create role ${role} login connection limit 2`);
    // The migrations' bookkeeping, which the plugin reads at every start.
    await admin(`grant all on database "${name}" to ${role}`);
    const owner = new pg.Client({ connectionString: url.toString() });
    await owner.connect();
    await owner.query(
      `grant all on schema drizzle to ${role}; grant all on all tables in schema drizzle to ${role}`,
    );
    await owner.end();
    const limited = new URL(url);
    limited.username = role;
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    const base = testConfig().postgres;
    await app.register(dbPlugin, {
      // The hang probe, which connects as the same role, waits beyond the test.
      config: testConfig({
        databaseUrl: limited.toString(),
        postgres: { poolMax: 5, timeouts: { ...base.timeouts, hangMs: 60_000 } },
      }),
      fillPool: true,
    });
    try {
      await app.ready();
      expect(app.dbPoolStats!()).toMatchObject({ total: 2, idle: 2, waiting: 0 });
      expect(lines.join('')).toContain('could not open every database connection');
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
