import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderPage } from '@app/contract';
import { FIRST_CALL_PRELOAD, RENDERED_STATE_ID, SIGNED_OUT_META } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app's server renderer (decision 039), or null when it is not built: every page is then
 * rendered in the browser. A renderer that is there but does not load is an error at start-up.
 */
export async function loadRenderer(path: string): Promise<RenderPage | null> {
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${path} exports no renderPage`);
  return module.renderPage as RenderPage;
}

export const LATE = Symbol('late');

/** The work's outcome, or LATE once `ms` have passed without one. */
export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const headerValues = (value: string | string[] | number | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [String(value)];

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;
const forwardedHeaders = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(
    FORWARDED.flatMap((name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );

/**
 * The API as the browser would reach it with this request's cookies, answered in-process: the same
 * routes, sessions, ownership checks and rate limit (counted against the caller's address). A cookie
 * the API sets (a renewed session) goes to `reply`, as it would have reached the browser.
 */
export function apiFetch(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      // From the same peer with the same forwarded headers: the API sees the address and the scheme
      // (the `__Host-` session cookie over https) that the page's request was trusted with.
      headers: { ...headers, ...forwardedHeaders(request), cookie: request.headers.cookie ?? '' },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.socket.remoteAddress ?? request.ip,
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of headerValues(value)) {
        if (name === 'set-cookie') reply.header('set-cookie', item);
        else answer.append(name, item);
      }
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || !response.rawPayload.length;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answer,
    });
  };
}

/**
 * Whether the browser is a phone: its client hint where it sends one (Chromium), else its user agent.
 * The page is drawn for the screen it will most likely have, so the browser has nothing to redraw.
 */
export function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod|Android/i.test(request.headers['user-agent'] ?? '');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const FIRST_CALL_PRELOADS = new RegExp(`<link [^>]*\\b${FIRST_CALL_PRELOAD}\\b[^>]*>\\s*`, 'g');

/**
 * index.html with the rendered page in it: its language, title, markup, and its data as JSON that
 * no `</script>` in a user's text can end early (`<` is written `\u003c`). The page is drawn without
 * the app's code: the entry script and its preloads move to start-app.js (apps/web/public), which
 * loads them once the page has been painted. The preloads of what the first call needs go: taking
 * the page over makes no call.
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const withoutCode = entry
    ? template
        .replace(FIRST_CALL_PRELOADS, '')
        .replace(ENTRY_SCRIPT, '')
        .replace(MODULE_PRELOAD, '')
        .replace(
          '</head>',
          `<script defer src="/start-app.js" data-entry="${escapeHtml(entry)}" ` +
            `data-preload="${escapeHtml(preloads.join(' '))}"></script></head>`,
        )
    : template;
  return withoutCode
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${RENDERED_STATE_ID}">${state}</script>`,
    );
}

/** index.html for a request without a session cookie: marked, so the app asks for the login first. */
export const markSignedOut = (template: string): string =>
  template.replace('</head>', `<meta name="${SIGNED_OUT_META}"></head>`);

/**
 * Sends a rendered page: personal, so never stored by a cache; compressed by the compression plugin
 * (compression.ts), as every answer.
 */
export function sendRendered(reply: FastifyReply, html: string) {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding, cookie')
    .send(html);
}
