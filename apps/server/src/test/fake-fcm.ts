import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';
import { verify } from 'node:crypto';

/** An answer of the fake's messages:send: a status, FCM's error body, headers (Retry-After). */
export interface FcmAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const fcmError = (status: number, code: string, errorCode: string, fieldViolation?: string) => ({
  status,
  body: {
    error: {
      code: status,
      message: `${errorCode} from the fake`,
      status: code,
      details: [
        { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode },
        ...(fieldViolation
          ? [
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [{ field: fieldViolation }],
              },
            ]
          : []),
      ],
    },
  },
});

/**
 * A local stand-in for Google's OAuth token endpoint and FCM's HTTP v1 API that speaks their protocol:
 * the JWT bearer assertion is checked against the service account's public key (RS256, aud, scope),
 * an access token is issued, and messages:send wants it as `Authorization: Bearer`. Answers queued
 * in `answers` are given in turn (404 UNREGISTERED, 500, 429 with Retry-After), then 200.
 */
export async function startFakeFcm(options: {
  publicKey: KeyObject;
  clientEmail: string;
  projectId: string;
}) {
  const issued = new Set<string>();
  const state = {
    tokenRequests: 0,
    sent: [] as { token: string; notification: Record<string, string>; data: Record<string, string> }[],
    answers: [] as FcmAnswer[],
    /** The Authorization header of every messages:send call. */
    authorizations: [] as string[],
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body);
        const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
        const valid =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          verify(
            'RSA-SHA256',
            Buffer.from(`${header}.${claims}`),
            options.publicKey,
            Buffer.from(signature, 'base64url'),
          );
        const decoded = valid ? JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) : null;
        const alg = valid ? JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg : null;
        if (
          !decoded ||
          alg !== 'RS256' ||
          decoded.iss !== options.clientEmail ||
          decoded.aud !== `${url}/token` ||
          decoded.scope !== 'https://www.googleapis.com/auth/firebase.messaging' ||
          !(decoded.exp > Date.now() / 1000)
        ) {
          reply(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
          return;
        }
        state.tokenRequests += 1;
        const token = `ya29.fake-${state.tokenRequests}`;
        issued.add(token);
        reply(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
        return;
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${options.projectId}/messages:send`) {
        const authorization = request.headers.authorization ?? '';
        state.authorizations.push(authorization);
        if (!authorization.startsWith('Bearer ') || !issued.has(authorization.slice(7))) {
          reply(401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'bad token' } });
          return;
        }
        const answer = state.answers.shift();
        if (answer && answer.status !== 200) {
          reply(answer.status, answer.body ?? {}, answer.headers);
          return;
        }
        const { message } = JSON.parse(body);
        state.sent.push({ token: message.token, notification: message.notification, data: message.data });
        reply(200, { name: `projects/${options.projectId}/messages/${state.sent.length}` });
        return;
      }
      reply(404, { error: { code: 404, status: 'NOT_FOUND', message: request.url } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
