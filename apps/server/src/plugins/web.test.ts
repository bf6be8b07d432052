import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SESSION_COOKIE, SIGNED_OUT_META } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

const INDEX =
  '<!doctype html><html><head><title>Account</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

const APP = 'console.log("app")';

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), APP);
    // What vite build writes beside each file (vite-plugin-compression2).
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(APP));
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(APP));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(dist, 'demo-photos'));
    writeFileSync(join(dist, 'demo-photos', 'house-1.jpg'), 'jpeg');
    t = await createTestApp({ seed: false, config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('redirects / to the profile in the default language, or in the language cookie', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/nl/mijn-profiel');
    const french = await t.app.inject({ url: '/', headers: { cookie: 'lang=fr' } });
    expect(french.headers.location).toBe('/fr/mon-profil');
    const bogus = await t.app.inject({ url: '/', headers: { cookie: 'lang=de' } });
    expect(bogus.headers.location).toBe('/nl/mijn-profiel');
  });

  it('redirects legacy nl paths permanently, keeping the query string', async () => {
    const response = await t.app.inject({ url: '/nl/mijn-gegevens' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/nl/mijn-profiel/mijn-gegevens');
    const withQuery = await t.app.inject({ url: '/nl/profiel/wachtwoord?x=1' });
    expect(withQuery.headers.location).toBe('/nl/mijn-profiel/wachtwoord?x=1');
  });

  it('serves index.html with 200 for a known route and 404 for an unknown path', async () => {
    for (const url of [
      '/nl/mijn-profiel',
      '/fr/mon-profil/mes-donnees?tab=1',
      '/en/my-profile/statistics/ABC123',
    ]) {
      const known = await t.app.inject({ url, headers: { cookie: `${SESSION_COOKIE}=abc` } });
      expect(known.statusCode, url).toBe(200);
      expect(known.headers['content-type']).toContain('text/html');
      expect(known.headers['cache-control']).toBe('no-cache');
      expect(known.headers.vary).toContain('cookie');
      expect(known.body).toBe(INDEX);
    }
    const unknown = await t.app.inject({
      url: '/nl/mijn-profiel/bestaat-niet',
      headers: { cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toBe(INDEX);
    const malformed = await t.app.inject({ url: '/nl/mijn-profiel/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'bad_request', messageKey: 'errors:notFound' });
  });

  it('marks the page sent without a session cookie, so the app asks for the login before a call that would answer 401', async () => {
    const mark = `<meta name="${SIGNED_OUT_META}">`;
    for (const [url, status] of [
      ['/nl/mijn-profiel', 200],
      ['/nl/mijn-profiel/bestaat-niet', 404],
    ] as const) {
      const signedOut = await t.app.inject({ url });
      expect(signedOut.statusCode, url).toBe(status);
      expect(signedOut.headers['content-type']).toContain('text/html');
      expect(signedOut.headers['cache-control']).toBe('no-cache');
      expect(signedOut.headers.vary).toContain('cookie');
      expect(signedOut.body).toBe(INDEX.replace('</head>', `${mark}</head>`));
    }
    const signedIn = await t.app.inject({
      url: '/nl/mijn-profiel',
      headers: { cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(signedIn.body).not.toContain(SIGNED_OUT_META);
  });

  it('sends a content security policy with the page', async () => {
    const response = await t.app.inject({ url: '/nl/mijn-profiel' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets other sites (webmail) load the demo photos that e-mails show, and nothing else', async () => {
    const photo = await t.app.inject({ method: 'GET', url: '/demo-photos/house-1.jpg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves hashed assets with a long cache and other files with a short one', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/app-1a2b.js';
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP);
    expect(brotli.headers['cache-control']).toContain('immutable');
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP);
    const page = await t.app.inject({
      url: '/nl/mijn-profiel',
      headers: { 'accept-encoding': 'br', cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });
});

describe('web app not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { webDist: '/nonexistent/web-dist' } });
  });
  afterAll(() => t.close());

  it('answers pages with 503 and says how to build, but still redirects', async () => {
    const page = await t.app.inject({ url: '/nl/mijn-profiel' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe('web app not built: run npm run build');
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(302);
    expect((await t.app.inject({ url: '/nl/api/core/types' })).statusCode).toBe(200);
  });
});
