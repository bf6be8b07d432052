import { MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/app';
import { createTestApp } from './test/app';

/**
 * A NUL or another control character in any string answers 400 with the translated message: before,
 * it answered 500, and an export started a download and cut it off (issue 13's fuzzing run).
 */
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('agency@example.be');
});
afterAll(() => t.close());

describe('control characters', () => {
  it('are refused in a body, a query and a path, with the field named', async () => {
    const body = await t.app.inject({
      method: 'PUT',
      url: '/nl/api/core/my-profile/user',
      headers: { ...t.csrfHeaders, cookie },
      payload: {
        firstName: 'Jan\u0000',
        lastName: 'Claes',
        language: 'nl',
        phone: null,
        mobile: null,
        address: { street: 'Kouter', number: '1', box: null, postcode: '9000', city: 'Gent' },
      },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { firstName: MSG.invalid },
    });

    const exported = await t.app.inject({
      url: '/nl/api/core/my-contacts/export?vlancode=%00',
      headers: { cookie },
    });
    expect(exported.statusCode).toBe(400);
    expect(exported.headers['content-type']).toContain('application/json');
    expect(exported.json()).toMatchObject({ fields: { vlancode: MSG.invalid } });

    const search = await t.app.inject({
      url: '/nl/api/core/my-products/profirst/cities/ge%01nt',
      headers: { cookie },
    });
    expect(search.statusCode).toBe(400);
    // Tabs and line breaks are text, not control: a message keeps its lines.
    const tabs = await t.app.inject({
      url: '/nl/api/core/my-products/profirst/cities/ge%09nt',
      headers: { cookie },
    });
    expect(tabs.statusCode).toBe(200);
  });

  it('keep personal answers out of caches, and HSTS off plain http', async () => {
    const profile = await t.app.inject({ url: '/nl/api/core/my-profile/user/details', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers['strict-transport-security']).toBeUndefined();
  });
});
