import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { translator } from '../../i18n';
import { escapeHtml } from '../../mail/html';
import { unsubscribe, unsubscribeOwner } from './unsubscribe';

const Query = z.object({ token: z.string().max(200).default('') });

function page(reply: FastifyReply, status: number, lang: Language, body: string): FastifyReply {
  const t = translator(lang);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(t('mail:alert.unsubscribeTitle'))}</title></head>` +
        `<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
        `<h1>${escapeHtml(t('mail:alert.unsubscribeTitle'))}</h1>${body}</body></html>`,
    );
}

/** An unknown link (a typo, a deleted search): nothing changes, the account is the way. */
const invalidLink = (reply: FastifyReply) =>
  page(
    reply,
    404,
    DEFAULT_LANGUAGE,
    `<p>${escapeHtml(translator(DEFAULT_LANGUAGE)('mail:alert.unsubscribeInvalid'))}</p>`,
  );

/** The token in the URL is the credential, not a cookie: nothing a cross-site page could borrow. */
const byToken = { schema: { hide: true }, config: { csrf: false } };

/**
 * The unsubscribe link of every recurring e-mail (alerts, digest, price drops, valuation updates), outside the account area: no login, no CSRF header (a mail
 * client's one-click POST of RFC 8058 has neither). GET asks (link scanners must not unsubscribe
 * anyone), POST does it.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  // The one-click POST sends "List-Unsubscribe=One-Click" as a form; the token in the URL is all that counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  // A page for people reading e-mail, not API: kept out of the OpenAPI document.
  app.get('/api/alerts/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    const { token } = Query.parse(request.query);
    const lang = await unsubscribeOwner(app.db, token);
    if (!lang) return invalidLink(reply);
    const t = translator(lang);
    const action = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    return page(
      reply,
      200,
      lang,
      `<p>${escapeHtml(t('mail:alert.unsubscribeQuestion'))}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${escapeHtml(t('mail:alert.unsubscribeButton'))}</button></form>`,
    );
  });
  app.post('/api/alerts/unsubscribe', byToken, async (request, reply) => {
    const { token } = Query.parse(request.query);
    const lang = await unsubscribe(app.db, token);
    if (!lang) return invalidLink(reply);
    return page(
      reply,
      200,
      lang,
      `<p role="status">${escapeHtml(translator(lang)('mail:alert.unsubscribeDone'))}</p>`,
    );
  });
}
