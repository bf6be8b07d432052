import { rm } from 'node:fs/promises';
import { ERR } from '@app/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';
import { HttpError } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Routes that exist only in this test, to provoke each kind of failure.
  t.app.get('/test/boom', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  t.app.get('/test/conflict', async () => {
    throw new HttpError(409, 'conflict', ERR.conflict);
  });
  t.app.get(
    '/test/bad-response',
    { schema: { response: { 200: z.object({ data: z.object({ id: z.number() }) }) } } },
    async () => ({ data: { id: 'not a number', secret: 'x' } }),
  );
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/nl/api/core/does-not-exist'],
      ['GET', '/api/nothing-here'],
      ['DELETE', '/fr/api/core/types'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: t.csrfHeaders });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
  });

  it('answers an unknown language in an API path with 404', async () => {
    const response = await t.app.inject({ url: '/de/api/core/types' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
  });

  it('does not leak an internal error', async () => {
    const response = await t.app.inject({ url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', messageKey: ERR.generic });
    expect(response.body).not.toContain('secret');
  });

  it('does not leak a response that fails its schema', async () => {
    const response = await t.app.inject({ url: '/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', messageKey: ERR.generic });
  });

  it('sends an HttpError as { error, messageKey }', async () => {
    const response = await t.app.inject({ url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'conflict', messageKey: ERR.conflict });
  });

  it('answers malformed JSON with 400 and an unsupported body type with 415', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/auth/login',
      headers: { ...t.csrfHeaders, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation', messageKey: 'validation:invalid' });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/auth/login',
      headers: { ...t.csrfHeaders, 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'unsupported_media_type', messageKey: ERR.unsupportedMediaType });
  });
});

describe('database unavailable', () => {
  it('answers 503 with the generic message', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    const response = await broken.app.inject({ url: '/nl/api/core/profile/cities' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'unavailable', messageKey: ERR.generic });
    // Its database is closed already, which close() would do again: the rest by hand.
    await broken.app.close();
    await rm(broken.filesDir, { recursive: true, force: true });
  });
});
