import type { Endpoint } from '@app/contract';
import { apiPrefix, DB_ID_MAX, endpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/app';
import { createTestApp } from './test/app';

/**
 * Ids past the integer columns' range (found by a fuzzing run: 74 answers of 500 over about twenty
 * paths and body fields) name no row: a path answers 404, a body 400, and the database is never asked.
 */
const withIds = Object.entries(endpoints as unknown as Record<string, Endpoint>)
  .map(([name, endpoint]) => ({ name, ...endpoint }))
  .filter((endpoint) => /:(id|[a-z]+Id)\b/.test(endpoint.path) && endpoint.access !== 'service');

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('agency@example.be');
});
afterAll(() => t.close());

const TOO_BIG = String(DB_ID_MAX + 1);

describe('ids out of range', () => {
  it('answer 404 in every path that takes one', async () => {
    expect(withIds.length).toBeGreaterThan(20);
    for (const endpoint of withIds) {
      for (const bad of [TOO_BIG, '0', 'abc']) {
        const path = endpoint.path.replace(/:(id|[a-z]+Id)\b/g, bad).replace(/:[A-Za-z]+\??/g, 'x');
        const response = await t.app.inject({
          method: endpoint.method,
          url: `${apiPrefix('nl')}${path}`,
          headers: { ...t.csrfHeaders, cookie },
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${endpoint.method} ${path}`).toBe(404);
      }
    }
  });

  it('answer 400 in a body', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${apiPrefix('nl')}${url}`,
        headers: { ...t.csrfHeaders, cookie },
        payload,
      });
    const order = await post('my-products/order', {
      type: 'prolongation',
      package: 'prolong-3m',
      listingId: DB_ID_MAX + 1,
      termsAccepted: true,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ fields: { listingId: expect.any(String) } });
    const usage = await post('my-properties/products', { ids: [DB_ID_MAX + 1] });
    expect(usage.statusCode).toBe(400);
    const valuation = await post('my-valuations/order', {
      valuationId: DB_ID_MAX + 1,
      package: 'valuation-expert',
      termsAccepted: true,
    });
    expect(valuation.statusCode).toBe(400);
  });
});
