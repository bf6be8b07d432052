import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { postWebhook } from './webhook-sender';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** The receiver's address under a name, as a CRM in development is reached (`localhost`). */
const byName = () => {
  const url = new URL(receiver.url());
  url.hostname = 'crm.localhost';
  return url.toString();
};

describe('postWebhook', () => {
  it('tries each address the name resolves to: ::1 first refuses, 127.0.0.1 answers', async () => {
    receiver.reset();
    const answer = await postWebhook(
      { url: byName(), body: '{"a":1}', headers: {} },
      { allowLocal: true, resolve: () => Promise.resolve(['::1', '127.0.0.1']), timeoutMs: 5_000 },
    );
    expect(answer).toEqual({ statusCode: 200, error: null });
    expect(receiver.received).toHaveLength(1);
  });

  it('connects to no address the check did not see', async () => {
    receiver.reset();
    const answer = await postWebhook(
      { url: byName(), body: '{}', headers: {} },
      { allowLocal: false, resolve: () => Promise.resolve(['::1', '127.0.0.1']), timeoutMs: 5_000 },
    );
    expect(answer.statusCode).toBeNull();
    expect(answer.error).toMatch(/^address refused/);
    expect(receiver.received).toHaveLength(0);
  });
});
