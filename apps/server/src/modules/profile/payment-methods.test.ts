import type { PaymentMethod, Profile } from '@app/contract';
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

const methodsOf = async (cookie: string) =>
  (await call(t, cookie, endpoints.getProfile)).json<{ data: Profile }>().data.paymentMethods;

describe('DELETE my-profile/payment-method/:id', () => {
  it('removes a saved method and returns the others', async () => {
    const cookie = await t.login('agency@example.be');
    const [visa, mastercard] = await methodsOf(cookie);
    const response = await call(t, cookie, endpoints.deletePaymentMethod, { params: { id: visa!.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: PaymentMethod[] }>().data).toEqual([mastercard]);
    expect(await methodsOf(cookie)).toEqual([mastercard]);
    const again = await call(t, cookie, endpoints.deletePaymentMethod, { params: { id: visa!.id } });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's method and leaves it in place", async () => {
    const owner = await t.login('private@example.be');
    const before = await methodsOf(owner);
    const response = await call(t, await t.login('notary@example.be'), endpoints.deletePaymentMethod, {
      params: { id: before[0]!.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    expect(await methodsOf(owner)).toEqual(before);
  });

  it('answers 404 for an id that does not exist, and for one that is not an id', async () => {
    const cookie = await t.login('private@example.be');
    expect(
      (await call(t, cookie, endpoints.deletePaymentMethod, { params: { id: 987_654 } })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, cookie, endpoints.deletePaymentMethod, { params: { id: 'visa' } })).statusCode,
    ).toBe(404);
  });
});
