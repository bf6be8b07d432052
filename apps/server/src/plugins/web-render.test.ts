import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { RENDERED_STATE_ID, SESSION_COOKIE } from '@app/contract';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';
import {
  apiFetch,
  fillTemplate,
  isPhone,
  LATE,
  loadRenderer,
  markSignedOut,
  withinBudget,
} from './web-render';

/** As vite build writes it. */
const INDEX =
  '<!doctype html><html lang="nl"><head><title>Account</title>\n' +
  '    <script type="module" crossorigin src="/assets/app-1a2b.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-3c4d.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-5e6f.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/app-7a8b.css">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/schemas-9c0d.js" data-first-call>\n' +
  '  </head><body><div id="root"></div></body></html>';

/**
 * A renderer as `vite build --ssr` writes one: it asks the API for the current user with the page
 * request's cookies, and counts its calls (`globalThis.renders`).
 */
const RENDERER = `
export async function renderPage({ url, fetch, phone }) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 600));
  if (url.includes('fail')) throw new Error('render failed');
  const response = await fetch('/fr/api/core/my-profile/user', {
    headers: { accept: 'application/json', 'x-requested-with': 'account-area' },
  });
  if (response.status === 401) return null;
  const { data } = await response.json();
  return {
    lang: 'fr',
    title: 'Tableau <de> bord & co',
    html: '<h1>' + data.userInfo.email + '</h1>' + (phone ? '<p>phone</p>' : '') +
      (url.includes('long') ? '<ul>' + '<li>a row</li>'.repeat(300) + '</ul>' : ''),
    state: { note: '</script><script>alert(1)</script>' },
  };
}
`;

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dir: string;
  let session: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-render-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'renderer.mjs'), RENDERER);
    t = await createTestApp({
      config: { webDist: dir, webRenderer: join(dir, 'renderer.mjs'), webRenderBudgetMs: 300 },
    });
    session = await t.login('agency@example.be');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes the renderer's page into index.html for a signed-in user, never to be cached", async () => {
    const response = await t.app.inject({ url: '/fr/mon-profil', headers: { cookie: session } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<title>Tableau &lt;de&gt; bord &amp; co</title>');
    // The API answered with the request's session: the markup names the signed-in user.
    expect(response.body).toContain('<div id="root"><h1>agency@example.be</h1></div>');
    // The state cannot close its script element early.
    expect(response.body).toContain(
      `<script type="application/json" id="${RENDERED_STATE_ID}">` +
        '{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(response.body).not.toContain('<script>alert(1)');
    // The app's code loads once the page is painted; the stylesheet stays where it was.
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('modulepreload');
    // Taking the page over makes no call: the schemas a first call needs are not fetched.
    expect(response.body).not.toContain('schemas-9c0d.js');
    expect(response.body).toContain(
      '<script defer src="/start-app.js" data-entry="/assets/app-1a2b.js" ' +
        'data-preload="/assets/react-3c4d.js /assets/runtime-5e6f.js"></script></head>',
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-7a8b.css">');
  });

  it('tells the renderer whether the browser is a phone', async () => {
    const phone = await t.app.inject({
      url: '/nl/mijn-profiel',
      headers: { cookie: session, 'sec-ch-ua-mobile': '?1' },
    });
    expect(phone.body).toContain('<div id="root"><h1>agency@example.be</h1><p>phone</p></div>');
  });

  it('compresses the rendered page for a browser that accepts it', async () => {
    const response = await t.app.inject({
      url: '/nl/mijn-profiel?long',
      headers: { cookie: session, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>agency@example.be</h1>');
  });

  it('sends index.html as it is without a session (marked signed out), with an ended one, or when rendering fails', async () => {
    const before = renders();
    const anonymous = await t.app.inject({ url: '/nl/mijn-profiel' });
    expect(anonymous.statusCode).toBe(200);
    // A page the browser draws fetches the schemas its first call needs beside the entry.
    expect(anonymous.body).toBe(markSignedOut(INDEX));
    expect(anonymous.body).not.toBe(INDEX);
    expect(anonymous.body).toContain('schemas-9c0d.js');
    expect(renders()).toBe(before);

    const ended = await t.app.inject({
      url: '/nl/mijn-profiel',
      headers: { cookie: `${SESSION_COOKIE}=no-such-session` },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.headers['cache-control']).toBe('no-cache');
    expect(ended.body).toBe(INDEX);
    expect(renders()).toBe(before + 1);

    const failed = await t.app.inject({ url: '/nl/mijn-profiel?fail=1', headers: { cookie: session } });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX);
    expect(renders()).toBe(before + 2);
  });

  it('sends index.html as it is when rendering takes longer than its budget, and logs a late failure', async () => {
    const slow = await t.app.inject({ url: '/nl/mijn-profiel?slow=1', headers: { cookie: session } });
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toBe(INDEX);
    const slowFailure = await t.app.inject({
      url: '/nl/mijn-profiel?slow=1&fail=1',
      headers: { cookie: session },
    });
    expect(slowFailure.body).toBe(INDEX);
    // The late render ends (and its failure is logged, not left unhandled) before the app closes.
    await new Promise((resolve) => setTimeout(resolve, 700));
  });

  it('leaves unknown paths to the browser: 404 with index.html', async () => {
    const before = renders();
    const unknown = await t.app.inject({
      url: '/nl/mijn-profiel/bestaat-niet',
      headers: { cookie: session },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    expect(renders()).toBe(before);
  });
});

describe('loadRenderer', () => {
  it('has no renderer when none is built, and fails at start when the module has no renderPage', async () => {
    expect(await loadRenderer('/nonexistent/renderer.mjs')).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'web-render-'));
    try {
      writeFileSync(join(dir, 'empty.mjs'), 'export const other = 1;');
      await expect(loadRenderer(join(dir, 'empty.mjs'))).rejects.toThrow('exports no renderPage');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('apiFetch', () => {
  it("answers in-process with the page request's cookies and address, and passes a set cookie on", async () => {
    const app = Fastify();
    app.post('/echo', async (request, reply) => {
      reply.header('set-cookie', 'renewed=1; Path=/');
      return reply.code(201).send({
        cookie: request.headers.cookie,
        ip: request.ip,
        body: request.body,
        csrf: request.headers['x-requested-with'],
      });
    });
    app.get('/empty', async (_request, reply) => reply.code(204).send());
    app.get('/page', async (request, reply) => {
      const fetch = apiFetch(app, request, reply);
      const echo = await fetch('/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'account-area' },
        body: JSON.stringify({ a: 1 }),
      });
      const empty = await fetch('/empty');
      return { status: echo.status, echo: await echo.json(), empty: empty.status };
    });
    const response = await app.inject({
      url: '/page',
      headers: { cookie: 'session=abc' },
      remoteAddress: '10.1.2.3',
    });
    expect(response.json()).toEqual({
      status: 201,
      echo: { cookie: 'session=abc', ip: '10.1.2.3', body: { a: 1 }, csrf: 'account-area' },
      empty: 204,
    });
    expect(response.headers['set-cookie']).toBe('renewed=1; Path=/');
    await app.close();
  });
});

describe('withinBudget', () => {
  it('answers the outcome in time, else LATE', async () => {
    expect(await withinBudget(Promise.resolve(1), 50)).toBe(1);
    expect(await withinBudget(new Promise((resolve) => setTimeout(() => resolve(2), 200)), 20)).toBe(LATE);
    await expect(withinBudget(Promise.reject(new Error('x')), 50)).rejects.toThrow('x');
  });
});

describe('isPhone', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
  const ANDROID_PHONE =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

  it("believes the browser's client hint first, then its user agent", () => {
    expect(isPhone(request({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }))).toBe(true);
    expect(isPhone(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_PHONE }))).toBe(false);
    expect(isPhone(request({ 'user-agent': ANDROID_PHONE }))).toBe(true);
    expect(isPhone(request({ 'user-agent': IPHONE }))).toBe(true);
    expect(isPhone(request({ 'user-agent': DESKTOP }))).toBe(false);
    expect(isPhone(request({}))).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('leaves a template without an entry script its scripts', () => {
    const bare = '<html lang="nl"><head><title>A</title></head><body><div id="root"></div></body></html>';
    const page = fillTemplate(bare, { lang: 'nl', title: 'B', html: '', state: null });
    expect(page).not.toContain('start-app.js');
  });

  it('writes the language, the title, the markup and the state into the template', () => {
    const page = fillTemplate(INDEX, { lang: 'en', title: 'Overview', html: '<p>x</p>', state: [1] });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Overview</title>');
    expect(page).toContain(
      `<div id="root"><p>x</p></div><script type="application/json" id="${RENDERED_STATE_ID}">[1]</script>`,
    );
  });
});
