import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Resolver, WebhookTarget } from './webhook-address';
import { RefusedAddress, resolveWebhookTarget } from './webhook-address';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface WebhookResponse {
  /** The receiver's status; null when none came (refused address, connection error, timeout). */
  statusCode: number | null;
  error: string | null;
}

export interface SenderOptions {
  allowLocal: boolean;
  resolve: Resolver;
  timeoutMs: number;
}

/** A receiver's answer body is not read: a few bytes are enough to let the connection finish. */
const ANSWER_BYTES_READ = 4_096;

/**
 * POSTs one webhook. Redirects are not followed (a 3xx is a failed attempt), the whole exchange has
 * `timeoutMs`, and the connection goes to the addresses resolveWebhookTarget checked: no second DNS
 * answer can point it elsewhere. Never throws: what went wrong is in `error`.
 */
export async function postWebhook(request: WebhookRequest, options: SenderOptions): Promise<WebhookResponse> {
  const url = new URL(request.url);
  let targets: WebhookTarget[];
  try {
    targets = await resolveWebhookTarget(url, options);
  } catch (error) {
    if (error instanceof RefusedAddress)
      return { statusCode: null, error: `address refused: ${error.message}` };
    throw error;
  }
  // Every checked address, so that node tries each in turn (autoSelectFamily, on by default since
  // node 20): `localhost` answers ::1 first, where a receiver on 127.0.0.1 alone refuses.
  const [first] = targets as [WebhookTarget, ...WebhookTarget[]];
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, targets);
    else callback(null, first.address, first.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResponse>((resolve) => {
    const outgoing = client.request(url, {
      method: 'POST',
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(request.body),
        'user-agent': 'account-area-webhooks/1',
      },
      lookup: pinned,
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    outgoing.on('response', (answer) => {
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) answer.destroy();
      });
      const done = () => resolve({ statusCode: answer.statusCode ?? null, error: null });
      answer.on('end', done);
      answer.on('close', done);
      answer.on('error', done);
    });
    outgoing.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        statusCode: null,
        error: timedOut ? `no answer within ${options.timeoutMs} ms` : error.message.slice(0, 500),
      });
    });
    outgoing.end(request.body);
  });
}
