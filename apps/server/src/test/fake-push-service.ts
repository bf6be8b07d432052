import type { ECDH } from 'node:crypto';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's side of a subscription, made in the test: its ECDH key pair and auth secret (RFC 8291). */
export interface TestBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

/** What the fake received and could read: the decrypted payload, the VAPID claims and the headers. */
export interface ReceivedPush {
  path: string;
  payload: unknown;
  ttl: string | undefined;
  encoding: string | undefined;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/**
 * A local push service (RFC 8030) for tests: each POST is checked as a browser vendor's service
 * checks it (`Authorization: vapid t=<JWT ES256>, k=<public key>`, the JWT's signature, audience and
 * expiry, a TTL) and decrypted (aes128gcm, RFC 8188/8291) with the subscribed browser's private key.
 * `gone` paths answer 410, as for a subscription the browser dropped.
 */
export async function startFakePushService() {
  const browsers = new Map<string, TestBrowser>();
  const state = { received: [] as ReceivedPush[], gone: new Set<string>(), refused: [] as string[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const refuse = (status: number, why: string) => {
        state.refused.push(why);
        response.writeHead(status).end(why);
      };
      if (state.gone.has(path)) return refuse(410, 'gone');
      const browser = browsers.get(path);
      if (!browser || request.method !== 'POST') return refuse(404, 'no such subscription');
      const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
      if (!match) return refuse(401, 'no vapid authorization');
      const [, jwt = '', k = ''] = match;
      const [header = '', claims = '', signature = ''] = jwt.split('.');
      const point = Buffer.from(k, 'base64url');
      const key = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33, 65).toString('base64url'),
        },
        format: 'jwk',
      });
      const signed = verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
      const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
      if (!signed || JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'ES256')
        return refuse(403, 'bad vapid signature');
      if (decoded.aud !== url || !(decoded.exp > Date.now() / 1000)) return refuse(403, 'bad vapid claims');
      if (!request.headers.ttl) return refuse(400, 'no TTL');
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      state.received.push({
        path,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: request.headers.ttl as string | undefined,
        encoding: request.headers['content-encoding'],
        vapid: { aud: decoded.aud, sub: decoded.sub, exp: decoded.exp, publicKey: k },
      });
      response.writeHead(201, { location: `${url}/message/${state.received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    /** A new browser subscribed to this service: its keys as PushSubscription.toJSON() gives them. */
    browser(name: string): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const browser = {
        endpoint: `${url}/push/${name}`,
        ecdh,
        auth,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
      browsers.set(`/push/${name}`, browser);
      return browser;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
