import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('agency@example.be');
});
afterAll(() => t.close());

// A year by day: 365 points, tens of kilobytes of JSON.
const YEAR_BY_DAY = '/nl/api/core/my-statistics?filterStart=2025-01-01&filterEnd=2025-12-31&span=day';
const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('sends brotli, else gzip, to a client that accepts it: the same JSON, a fraction of its size', async () => {
    const plain = await get(YEAR_BY_DAY);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ data: { series: unknown[] } }>().data.series).toHaveLength(365);

    const brotli = await get(YEAR_BY_DAY, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get(YEAR_BY_DAY, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a short answer as it is', async () => {
    const user = await get('/nl/api/core/my-profile/user', 'br');
    expect(user.statusCode).toBe(200);
    expect(user.rawPayload.length).toBeLessThan(1024);
    expect(user.headers['content-encoding']).toBeUndefined();
  });
});
