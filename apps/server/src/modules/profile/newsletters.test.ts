import type { Newsletter } from '@app/contract';
import { endpoints, ERR } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { call } from '../../test/call';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const set = (cookie: string, id: number, subscribed: boolean) =>
  call(t, cookie, endpoints.setNewsletter, { params: { id }, body: { subscribed } });
const subscribedIds = (response: { json: <T>() => T }) =>
  response
    .json<{ data: Newsletter[] }>()
    .data.filter((newsletter) => newsletter.subscribed)
    .map((newsletter) => newsletter.id);

describe('POST my-newsletters/:id', () => {
  it('subscribes and unsubscribes, and doing it twice changes nothing', async () => {
    const cookie = await t.login('private@example.be');
    expect(subscribedIds(await set(cookie, 3, true))).toEqual([2, 3]);
    expect(subscribedIds(await set(cookie, 3, true))).toEqual([2, 3]);
    expect(subscribedIds(await set(cookie, 2, false))).toEqual([3]);
    const again = await set(cookie, 2, false);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Newsletter[] }>().data.map((newsletter) => newsletter.code)).toEqual([
      'portalNews',
      'propertyTips',
      'partnerOffers',
    ]);
  });

  it('lets a professional manage the professional newsletter', async () => {
    const cookie = await t.login('agency@example.be');
    expect(subscribedIds(await set(cookie, 4, false))).toEqual([1]);
    expect(subscribedIds(await set(cookie, 4, true))).toEqual([1, 4]);
  });

  it('answers 404 for an unknown newsletter and for the professional one asked by a private user', async () => {
    const cookie = await t.login('private@example.be');
    for (const id of [4, 99]) {
      const response = await set(cookie, id, true);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
  });

  it('needs a boolean', async () => {
    const cookie = await t.login('private@example.be');
    const response = await call(t, cookie, endpoints.setNewsletter, { params: { id: 1 }, body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      subscribed: 'validation:required',
    });
  });
});
