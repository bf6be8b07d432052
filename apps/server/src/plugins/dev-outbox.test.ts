import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('development outbox', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    [off, on] = await Promise.all([createTestApp(), createTestApp({ config: { devOutbox: true } })]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  it('does not exist unless DEV_OUTBOX is set', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });

  it('lists the e-mails stored for an address, newest first', async () => {
    const cookie = await on.login('inactive@example.be');
    const sent = await on.app.inject({
      method: 'PUT',
      url: '/fr/api/core/my-profile/init-confirm-email',
      headers: { cookie, ...on.csrfHeaders },
    });
    expect(sent.statusCode).toBe(200);
    const response = await on.app.inject({ method: 'GET', url: '/api/dev/outbox?to=INACTIVE@example.be' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { to: string; text: string }[] }>();
    expect(data).toHaveLength(1);
    expect(data[0]?.to).toBe('inactive@example.be');
    expect(data[0]?.text).toMatch(/token=/);
    const other = await on.app.inject({ method: 'GET', url: '/api/dev/outbox?to=agency@example.be' });
    expect(other.json<{ data: unknown[] }>().data).toEqual([]);
  });
});
