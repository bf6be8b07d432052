import { PassThrough } from 'node:stream';
import { DEMO_PASSWORD } from './db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/app';
import { createTestApp } from './test/app';

/**
 * The logs of a request carry its id (also in the response) and the user's id, never the user's
 * e-mail address, name, phone or password (issue 13).
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({ logStream: stream, config: { logLevel: 'info' } });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('name the request and the user by id, and nothing personal', async () => {
    const cookie = await t.login('private@example.be');
    const update = await t.app.inject({
      method: 'PUT',
      url: '/nl/api/core/my-profile/user',
      // Any current version (If-Match: *): this test is about the log lines (decision 055).
      headers: { ...t.csrfHeaders, cookie, 'x-request-id': 'lb-7f3a9c', 'if-match': '*' },
      payload: {
        firstName: 'Sofie',
        lastName: 'Peeterswaalkens',
        language: 'nl',
        phone: '+32 16 99 88 77',
        mobile: null,
        address: { street: 'Bondgenotenlaan', number: '45', box: null, postcode: '3000', city: 'Leuven' },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.headers['x-request-id']).toBe('lb-7f3a9c');
    const ours = lines.filter((line) => line.includes('"reqId":"lb-7f3a9c"'));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((line) => /"userId":\d+/.test(line))).toBe(true);

    // A request id that is no plain token is replaced, not logged.
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\n{"fake":1}' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const all = lines.join('\n');
    for (const personal of [
      'private@example.be',
      'Peeterswaalkens',
      '99 88 77',
      DEMO_PASSWORD,
      'Bondgenotenlaan',
    ]) {
      expect(all).not.toContain(personal);
    }
  });
});
