import { ERR } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { rateLimitPerMinute: 3, photoOrigins: ['https://photos.example.be'] },
  });
});
afterAll(() => t.close());

describe('security headers and the global rate limit', () => {
  it('sends the CSP and the other helmet headers on API answers too', async () => {
    const response = await t.app.inject({ url: '/nl/api/core/types', remoteAddress: '10.9.0.1' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    // Listing photos come from the portal's image server.
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://photos.example.be",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const call = () => t.app.inject({ url: '/nl/api/core/types', remoteAddress: '10.9.0.2' });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', messageKey: ERR.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.inject({ url: '/nl/api/core/types', remoteAddress: '10.9.0.3' })).statusCode).toBe(
      200,
    );
  });
});
