import { once } from 'node:events';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the next request: answer a status, or hold it past any timeout. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> } | 'hang';

/**
 * An agency's webhook receiver on 127.0.0.1 (issue 50's tests): it records every POST and answers
 * from a queue of answers (then its usual one, 200 unless set). It can go down and come back on its port.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  const hanging = new Set<() => void>();
  let usual = 200;
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const answer = answers.shift() ?? { status: usual };
        if (answer === 'hang') {
          hanging.add(() => response.destroy());
          return;
        }
        response.writeHead(answer.status, answer.headers).end('ok');
      });
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  };
  await listen();

  return {
    received,
    /** Answers for the next requests, in order. */
    answer: (...next: ReceiverAnswer[]) => answers.push(...next),
    /** The status it answers when no answer is queued (200 unless set). */
    answerAlways(status: number) {
      usual = status;
    },
    /** Forgets what it received and the answers left, and answers 200 again. */
    reset() {
      received.length = 0;
      answers.length = 0;
      usual = 200;
    },
    url: (path = '/hooks/leads') => `http://127.0.0.1:${port}${path}`,
    /** Stops listening: a delivery now finds the port closed. */
    async down() {
      for (const end of hanging) end();
      hanging.clear();
      const stopping = server;
      server = null;
      if (stopping) {
        stopping.closeAllConnections();
        await new Promise<void>((resolve) => stopping.close(() => resolve()));
      }
    },
    /** Listens again on the same port. */
    up: listen,
    close() {
      return this.down();
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
