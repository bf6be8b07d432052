import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@app/contract';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  legacyRedirect,
  matchRoute,
  routePath,
} from '@app/contract';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionTokenOf } from './auth';
import { isApiPath } from './errors';
import {
  apiFetch,
  fillTemplate,
  isPhone,
  LATE,
  loadRenderer,
  markSignedOut,
  sendRendered,
  withinBudget,
} from './web-render';

export interface WebPluginOptions {
  webDist: string;
  /** The web app's server renderer (web-render.ts); not there: every page renders in the browser. */
  renderer: string;
  /** A page not rendered within this goes out plain; the browser renders it. */
  renderBudgetMs: number;
}

const hidden = { schema: { hide: true } };

function splitUrl(url: string): { path: string; search: string } {
  const index = url.indexOf('?');
  return index === -1 ? { path: url, search: '' } : { path: url.slice(0, index), search: url.slice(index) };
}

/** matchRoute and legacyRedirect decode parameters; a malformed escape is simply an unknown path. */
function safely<T>(compute: () => T, fallback: T): T {
  try {
    return compute();
  } catch {
    return fallback;
  }
}

function preferredLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/**
 * Serves the built SPA (apps/web/dist) and answers every other page URL: legacy paths redirect,
 * `/` goes to the profile in the remembered language, and known routes get index.html with 200,
 * unknown ones with 404 (the SPA renders its own not-found page in both cases). A signed-in user's
 * page that the renderer draws (the dashboard) comes with its markup and data in index.html.
 */
/** Files other sites may embed: the demo listing photos, which alert e-mails show. */
const PUBLIC_IMAGES = /[/\\]demo-photos[/\\][^/\\]+\.(?:jpe?g|png|webp)$/;

export const webPlugin = fp<WebPluginOptions>(
  async (app: FastifyInstance, { webDist, renderer: rendererPath, renderBudgetMs }) => {
    const built = existsSync(join(webDist, 'index.html'));
    const template = built ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
    const signedOutPage = markSignedOut(template);
    const renderPage = built ? await loadRenderer(rendererPath) : null;
    if (built) {
      const assets = join(webDist, 'assets');
      if (existsSync(assets)) {
        // Vite puts a content hash in every asset name: a file never changes, so it can be cached for good.
        await app.register(fastifyStatic, {
          root: assets,
          prefix: '/assets/',
          decorateReply: false,
          maxAge: '365d',
          immutable: true,
          // vite build writes a .br and a .gz beside each file; the browser gets the one it accepts.
          preCompressed: true,
          index: false,
          schemaHide: true,
        });
      }
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        globIgnore: ['assets/**'],
        cacheControl: false,
        preCompressed: true,
        schemaHide: true,
        setHeaders: (response, path) => {
          response.setHeader('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
          // Photos shown in e-mails: webmail loads them from its own origin (decision 061).
          if (PUBLIC_IMAGES.test(path)) response.setHeader('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    // The page differs with and without a session cookie: a cache must tell them apart.
    const sendIndex = (reply: FastifyReply, status: number, signedOut: boolean) =>
      signedOut
        ? reply
            .code(status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('vary', 'accept-encoding, cookie')
            .send(signedOutPage)
        : reply
            .code(status)
            .header('cache-control', 'no-cache')
            .header('vary', 'accept-encoding, cookie')
            .sendFile('index.html', { cacheControl: false });

    app.get('/', hidden, async (request, reply) => {
      const { search } = splitUrl(request.url);
      return reply.redirect(`${routePath('profile', preferredLanguage(request))}${search}`, 302);
    });

    app.get('/*', hidden, async (request, reply) => {
      const { path, search } = splitUrl(request.url);
      if (isApiPath(path) || path.startsWith('/assets/')) return reply.callNotFound();

      const legacyTarget = safely(() => legacyRedirect(path), null);
      if (legacyTarget) return reply.redirect(`${legacyTarget}${search}`, 301);
      const bareLanguage = /^\/([a-z]{2})\/?$/.exec(path)?.[1];
      if (isLanguage(bareLanguage))
        return reply.redirect(`${routePath('profile', bareLanguage)}${search}`, 302);

      if (!built) {
        return reply.code(503).type('text/plain; charset=utf-8').send('web app not built: run npm run build');
      }
      const known = safely(() => matchRoute(path), null) !== null;
      const hasSession = Boolean(sessionTokenOf(request));
      if (known && renderPage && hasSession) {
        // A page that fails to render here, or is slow to (a database under load), still goes out
        // plain, as it would without a renderer: the browser renders it and its own calls show what
        // failed. Failures are logged, a late one too.
        const rendering = renderPage({
          url: request.url,
          fetch: apiFetch(app, request, reply),
          phone: isPhone(request),
        });
        try {
          const page = await withinBudget(rendering, renderBudgetMs);
          if (page === LATE) {
            request.log.warn(
              { budgetMs: renderBudgetMs },
              'server rendering too slow: the page goes out plain',
            );
            rendering.catch((error: unknown) => request.log.error({ err: error }, 'server rendering failed'));
          } else if (page) return await sendRendered(reply, fillTemplate(template, page));
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed');
        }
      }
      return sendIndex(reply, known ? 200 : 404, !hasSession);
    });
  },
  { name: 'web', dependencies: ['@fastify/cookie'] },
);
