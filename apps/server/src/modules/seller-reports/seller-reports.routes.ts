import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE, endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PDF_TYPE } from '../../documents/attachment';
import { translator } from '../../i18n';
import { escapeHtml } from '../../mail/html';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import type { ReportFileDeps } from './seller-reports.service';
import {
  createLink,
  LinkGone,
  listLinks,
  publicLogo,
  publicPdf,
  publicReport,
  revoke,
  UNSUBSCRIBE_PATH,
  unsubscribe,
  unsubscribeOwner,
} from './seller-reports.service';

/** A small page for people, not API: the unsubscribe steps and a PDF link that no longer works. */
function page(
  reply: FastifyReply,
  status: number,
  lang: Language,
  title: string,
  body: string,
): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
        `<h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/** Every public answer of a report: kept by no cache, indexed by no engine, its URL sent to no other site. */
async function privateAnswers(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer');
  });
}

/** The agency's report links of a listing (pro), and the public report, PDF and logo by token (issue 50). */
export async function sellerReportsRoutes(app: FastifyInstance): Promise<void> {
  const links = { publicUrl: app.config.publicUrl, secret: app.config.loginSecret };

  route(app, endpoints.listSellerReportLinks, async (request) => ({
    data: await listLinks(app.db, userOf(request).id, request.params.id, new Date()),
  }));
  route(app, endpoints.createSellerReportLink, async (request) => ({
    data: await createLink(
      { db: app.db, ...links },
      userOf(request).id,
      request.params.id,
      request.body,
      new Date(),
    ),
  }));
  route(app, endpoints.revokeSellerReportLink, async (request) => ({
    data: await revoke(app.db, userOf(request).id, request.params.id, request.params.linkId, new Date()),
  }));

  await app.register(async (open) => {
    await privateAnswers(open);
    const deps = (request: FastifyRequest): ReportFileDeps => ({
      db: app.db,
      storage: app.storage,
      log: request.log,
    });
    route(open, endpoints.getSellerReport, async (request) => ({
      data: await publicReport(deps(request), request.params.token, new Date()),
    }));
    route(open, endpoints.getSellerReportLogo, async (request, reply) =>
      reply.type('image/png').send(await publicLogo(deps(request), request.params.token, new Date())),
    );
    // Opened from the e-mail or the page straight in a browser: a link that no longer works says so in a page.
    route(open, endpoints.getSellerReportPdf, async (request, reply) => {
      try {
        const pdf = await publicPdf(deps(request), request.params.token, new Date());
        return reply
          .header('content-disposition', `inline; filename="${pdf.fileName}"`)
          .type(PDF_TYPE)
          .send(pdf.data);
      } catch (error) {
        if (!(error instanceof LinkGone)) throw error;
        const lang = error.language;
        const t = translator(lang);
        return page(
          reply,
          410,
          lang,
          t('sellerReport:goneTitle'),
          `<p>${escapeHtml(t('sellerReport:gone'))}</p>`,
        );
      }
    });
    await open.register(unsubscribeRoutes);
  });
}

const Query = z.object({ token: z.string().max(200).default('') });

/** The token in the URL is the credential, not a cookie: nothing a cross-site page could borrow. */
const byToken = { schema: { hide: true }, config: { csrf: false } };

/**
 * The weekly e-mail's unsubscribe link, as the alerts' (saved-searches/unsubscribe.routes.ts): no
 * login, no CSRF header (a mail client's one-click POST of RFC 8058 has neither). GET asks (link
 * scanners must not unsubscribe anyone), POST does it. Kept out of the OpenAPI document.
 */
async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  const invalid = (reply: FastifyReply) => {
    const t = translator(DEFAULT_LANGUAGE);
    return page(
      reply,
      404,
      DEFAULT_LANGUAGE,
      t('sellerReport:unsubscribe.title'),
      `<p>${escapeHtml(t('sellerReport:unsubscribe.invalid'))}</p>`,
    );
  };
  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { token } = Query.parse(request.query);
    const lang = await unsubscribeOwner(app.db, token);
    if (!lang) return invalid(reply);
    const t = translator(lang);
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
    return page(
      reply,
      200,
      lang,
      t('sellerReport:unsubscribe.title'),
      `<p>${escapeHtml(t('sellerReport:unsubscribe.question'))}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${escapeHtml(t('sellerReport:unsubscribe.button'))}</button></form>`,
    );
  });
  app.post(UNSUBSCRIBE_PATH, byToken, async (request, reply) => {
    const { token } = Query.parse(request.query);
    const lang = await unsubscribe(app.db, token, new Date());
    if (!lang) return invalid(reply);
    const t = translator(lang);
    return page(
      reply,
      200,
      lang,
      t('sellerReport:unsubscribe.title'),
      `<p role="status">${escapeHtml(t('sellerReport:unsubscribe.done'))}</p>`,
    );
  });
}
