import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoint } from '@app/contract';
import { changesState, ERR, endpoints, fillPath } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { routeUrl } from './contract';

/**
 * Issue 44: the CSRF check matched the raw URL while the router decodes it, so `cor%65` reached the
 * handler unchecked. Every state-changing operation of the contract, under many spellings of its path,
 * from a foreign origin without the header: none may reach a handler, and the database stays as it was.
 */
let t: TestApp;
let webDist = '';
const cookies = { agency: '', private: '' };
/** The route pattern the router matched, per walked request (x-walk header), read after the answer. */
const matched = new Map<string, string | undefined>();

beforeAll(async () => {
  // A built web app (its index.html only), as in production: a GET the API does not match is the
  // web app's 404 page, not the test setup's 503.
  webDist = await mkdtemp(join(tmpdir(), 'csrf-spellings-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ config: { webDist, rateLimitPerMinute: 1_000_000 } });
  t.app.addHook('onResponse', async (request) => {
    const id = request.headers['x-walk'];
    if (typeof id === 'string') matched.set(id, request.routeOptions.url);
  });
  cookies.agency = await t.login('agency@example.be');
  cookies.private = await t.login('private@example.be');
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const CSRF_BODY = { error: 'csrf', messageKey: ERR.csrf };
const FOREIGN = { origin: 'https://evil.example' };

const hex = (char: string, lower: boolean) => {
  const code = `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return lower ? code : code.toUpperCase();
};
const encodeAt = (text: string, index: number, lower = false) =>
  `${text.slice(0, index)}${hex(text[index]!, lower)}${text.slice(index + 1)}`;

/** A value each path parameter accepts: an enum's first member, else 1. */
function filledPath(endpoint: Endpoint): string {
  const shape = endpoint.params instanceof z.ZodObject ? endpoint.params.shape : {};
  const values = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema instanceof z.ZodEnum ? schema.options[0] : 1]),
  );
  return fillPath(endpoint.path, values);
}

interface Spelling {
  kind: string;
  url: string;
}

/**
 * The spellings of `/en/api/core/<path>` walked for the k-th operation. Single characters are
 * percent-encoded at positions that rotate with k (a letter of 'api', of 'core', of the first and of
 * the last segment, and one anywhere), so over the walk each position class gets its turns; one
 * spelling encodes every character at once.
 */
function spellingsOf(path: string, k: number): Spelling[] {
  const rest = `api/core/${path}`;
  const segments = path.split('/');
  const first = segments[0]!;
  const last = segments.at(-1)!;
  const firstStart = 'api/core/'.length;
  const lastStart = rest.length - last.length;
  const positions = new Set([
    k % 3,
    4 + (k % 4),
    firstStart + (k % first.length),
    lastStart + ((k * 3) % last.length),
    (k * 7) % rest.length,
  ]);
  const encoded: Spelling[] = [...positions]
    .filter((index) => rest[index] !== '/')
    .map((index) => ({ kind: 'encoded', url: `/en/${encodeAt(rest, index, index % 2 === 0)}` }));
  const slashes = [...rest].flatMap((char, index) => (char === '/' ? [index] : []));
  const innerSlash = slashes.at(-1)!;
  return [
    ...encoded,
    { kind: 'encoded', url: `/en/${[...rest].map((c) => (c === '/' ? c : hex(c, false))).join('')}` },
    { kind: 'encoded', url: `/${encodeAt('en', k % 2)}/${rest}` },
    { kind: 'upper case', url: `/en/${rest.toUpperCase()}` },
    { kind: 'upper case', url: `/en/api/CORE/${path}` },
    { kind: 'doubled slash', url: `/en/api//core/${path}` },
    { kind: 'doubled slash', url: `/en/${rest.slice(0, innerSlash)}//${rest.slice(innerSlash + 1)}` },
    { kind: 'trailing slash', url: `/en/${rest}/` },
    { kind: 'semicolon', url: `/en/api/core/${first};x${path.slice(first.length)}` },
    { kind: 'semicolon', url: `/en/${rest};x` },
    { kind: 'encoded slash', url: `/en/api/core%2F${path}` },
    { kind: 'encoded slash', url: `/en/${rest.slice(0, innerSlash)}%2F${rest.slice(innerSlash + 1)}` },
  ];
}

/**
 * Every table of every schema: its row count and the newest transaction id among its rows. Each row
 * an insert or an update writes carries its transaction's id, newer than any before, and a delete
 * lowers the count: any write shows. One statement, a fraction of a checksum's time.
 */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await queryRows(
    t.db,
    z.object({ schema: z.string(), name: z.string() }),
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const perTable = tables.map(
    ({ schema, name }) =>
      sql`select ${`${schema}.${name}`} as name, count(*)::int as rows,
          coalesce(max(xmin::text::bigint), 0)::text as newest
          from ${sql.identifier(schema)}.${sql.identifier(name)}`,
  );
  const rows = await queryRows(
    t.db,
    z.object({ name: z.string(), rows: z.number(), newest: z.string() }),
    sql.join(perTable, sql` union all `),
  );
  expect(rows.length).toBeGreaterThan(30);
  return Object.fromEntries(rows.map(({ name, rows: count, newest }) => [name, `${count} ${newest}`]));
}

const stillSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/en/api/core/my-profile/user', headers: { cookie } })).statusCode;

describe('CSRF on every spelling of a state-changing path', () => {
  it('stops every state-changing operation from a foreign origin, whatever the spelling', async () => {
    const operations = Object.values(endpoints).filter(
      (endpoint: Endpoint) => endpoint.access !== 'service' && changesState(endpoint),
    );
    // Every POST/PUT/PATCH/DELETE a browser can send, and the one GET that changes state.
    const unsafe = Object.values(endpoints).filter(
      (e: Endpoint) => e.method !== 'GET' && e.access !== 'service',
    );
    expect(new Set(operations)).toEqual(new Set([...unsafe, endpoints.signOut]));
    const before = await databaseState();

    const answers = { sent: 0, csrf: 0, notFound: 0, reachedRoute: 0 };
    const kinds = new Set<string>();
    for (const [k, endpoint] of operations.entries()) {
      const path = filledPath(endpoint);
      const cookie = endpoint.access === 'pro' ? cookies.agency : cookies.private;
      // A GET that changes state is reachable by HEAD too (Fastify adds a HEAD route to each GET).
      const methods = endpoint.method === 'GET' ? (['GET', 'HEAD'] as const) : [endpoint.method];
      const requests = methods.flatMap((method) =>
        spellingsOf(path, k).map((spelling, index) => ({
          ...spelling,
          method,
          id: `${k}.${method}.${index}`,
        })),
      );
      const responses = await Promise.all(
        requests.map(({ method, url, id }) =>
          t.app.inject({
            method,
            url,
            headers: { ...FOREIGN, cookie, 'x-walk': id },
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
          }),
        ),
      );
      for (const [index, response] of responses.entries()) {
        const { method, url, kind, id } = requests[index]!;
        const label = `${method} ${url}`;
        kinds.add(kind);
        answers.sent += 1;
        expect([403, 404], label).toContain(response.statusCode);
        if (response.statusCode === 403) {
          answers.csrf += 1;
          if (method !== 'HEAD') expect(response.json(), label).toEqual(CSRF_BODY);
        } else answers.notFound += 1;
        const route = matched.get(id);
        if (route === routeUrl(endpoint)) {
          answers.reachedRoute += 1;
          expect(response.statusCode, label).toBe(403);
        }
        // A percent-encoded letter is the issue's hole: the router decodes it and matches the route.
        if (kind === 'encoded') expect(route, label).toBe(routeUrl(endpoint));
      }
    }

    process.stdout.write(
      `CSRF walk: ${operations.length} operations, ${answers.sent} requests: ${answers.csrf} answered 403, ` +
        `${answers.notFound} 404; ${answers.reachedRoute} matched the operation's route\n`,
    );
    expect(kinds.size).toBeGreaterThanOrEqual(6);
    expect(answers.csrf + answers.notFound).toBe(answers.sent);
    expect(await databaseState()).toEqual(before);
    expect(await stillSignedIn(cookies.private)).toBe(200);
    expect(await stillSignedIn(cookies.agency)).toBe(200);
  });
});

describe("the issue's reproductions", () => {
  const firstName = async () => {
    const [row] = await queryRows(
      t.db,
      z.object({ name: z.string().nullable() }),
      sql`select first_name as name from users where email = 'private@example.be'`,
    );
    return row!.name;
  };
  const profileUpdate = {
    firstName: 'Mallory',
    lastName: 'Evil',
    language: 'en',
    phone: null,
    mobile: null,
    address: { street: 'Kouter', number: '1', box: null, postcode: '9000', city: 'Gent' },
  };

  it('refuses a percent-encoded profile update and leaves the name as it was', async () => {
    const name = await firstName();
    const before = await databaseState();
    for (const url of [
      '/en/api/cor%65/my-profile/user',
      '/en/api/c%6Fre/my-profile/user',
      '/en/%61pi/core/my-profile/user',
      '/en/api/core/my-profil%65/user',
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: { ...FOREIGN, cookie: cookies.private },
        payload: profileUpdate,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(CSRF_BODY);
    }
    expect(await firstName()).toBe(name);
    expect(await databaseState()).toEqual(before);
    // The same body from the app itself does change it: the refusal above was the CSRF check's.
    const own = await t.app.inject({
      method: 'PUT',
      url: '/en/api/core/my-profile/user',
      // If-Match: * names any current version (decision 055): the CSRF check is what is tested here.
      headers: { ...t.csrfHeaders, cookie: cookies.private, 'if-match': '*' },
      payload: profileUpdate,
    });
    expect(own.statusCode).toBe(200);
    expect(await firstName()).toBe('Mallory');
    // And the walk's measure of the database sees that write.
    expect(await databaseState()).not.toEqual(before);
  });

  it('refuses a percent-encoded sign-out, by GET or HEAD, and the session still works', async () => {
    for (const [method, url] of [
      ['GET', '/en/api/core/my-profile/user/signou%74'],
      ['GET', '/en/api/core/my-profile/user/signout'],
      ['HEAD', '/en/api/core/my-profile/user/signout'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: cookies.private } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stillSignedIn(cookies.private)).toBe(200);
  });
});

describe('decided by the route, outside the contract too', () => {
  it('fails closed: an unsafe method is checked where no route opts out, a 404 too', async () => {
    for (const url of ['/en/api/core/nothing-here', '/api/dev/outbox', '/nl/mijn-profiel']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...FOREIGN }, payload: {} });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(CSRF_BODY);
    }
  });

  it('keeps every API answer out of caches, whatever the spelling, a 404 too', async () => {
    for (const url of [
      '/en/api/cor%65/my-profile/user',
      '/en/api/core/my-profile/user',
      '/en/api/core/nothing',
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: cookies.private } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The web app's own files keep their policy.
    const page = await t.app.inject({ url: '/en/nothing-here' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
