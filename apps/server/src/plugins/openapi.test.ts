import { CSRF_HEADER, CSRF_HEADER_VALUE, endpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const openApiPath = (path: string) => `/{lang}/api/core/${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

describe('OpenAPI', () => {
  it('lists every endpoint of the contract with its method', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    const all = Object.values(endpoints);
    expect(all.length).toBeGreaterThan(0);
    for (const endpoint of all) {
      const path = document.paths[openApiPath(endpoint.path)];
      expect(path, endpoint.path).toBeDefined();
      expect(path![endpoint.method.toLowerCase()], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
    // Pages and static files are not API.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/{lang}/api/core/'))).toBe(true);
  });

  it('serves the browsable page', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // "Try it out" sends the CSRF header, so state-changing calls work from the page.
    const script = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(script.body).toContain(`request.headers["${CSRF_HEADER}"] = "${CSRF_HEADER_VALUE}"`);
  });
});
