import { routePath, WEBHOOK_LIMITS } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { queueMail } from '../../mail/mailer';
import { webhookDisabledMail } from '../../mail/templates/webhook-disabled';
import type { Resolver } from './webhook-address';
import type { ClaimedMessage } from './webhook-delivery.repository';
import {
  claimNextMessage,
  giveUpAndDisable,
  markDelivered,
  ownerOf,
  recordAttempt,
  scheduleRetry,
} from './webhook-delivery.repository';
import { postWebhook } from './webhook-sender';
import { signWebhook } from './webhook-signature';

/** The wait before attempt n + 1 (Standard Webhooks' suggested schedule); then every 10 hours. */
const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
export const retryDelayMs = (attempts: number): number =>
  RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;

/** How many endpoints are sent to at once: one slow receiver does not hold the others. */
const PARALLEL_DELIVERIES = 4;

export interface WebhookDeliveryDeps {
  db: Database;
  log: FastifyBaseLogger;
  now(): Date;
  allowLocal: boolean;
  resolve: Resolver;
  timeoutMs?: number;
  publicUrl: string;
  /** Asks the mail job to send what this run queued (a disabled endpoint's notice). */
  mailSoon?: () => Promise<void>;
}

export interface WebhookDeliveryReport {
  delivered: number;
  retrying: number;
  disabled: number;
}

/**
 * Sends every due message (the send-webhooks job): each endpoint's messages in order, several
 * endpoints at once. A message is retried with backoff until WEBHOOK_LIMITS.retryDays after it was
 * queued; then it is given up and its endpoint switched off, and the agency is told by e-mail.
 */
export async function deliverWebhooks(deps: WebhookDeliveryDeps): Promise<WebhookDeliveryReport> {
  const report: WebhookDeliveryReport = { delivered: 0, retrying: 0, disabled: 0 };
  const worker = async () => {
    for (;;) {
      const message = await claimNextMessage(deps.db, deps.now());
      if (!message) return;
      report[await attempt(deps, message)] += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DELIVERIES }, worker));
  if (report.disabled > 0) await deps.mailSoon?.();
  return report;
}

const secretsOf = (message: ClaimedMessage, now: Date): string[] =>
  message.previous_secret && message.previous_secret_until && message.previous_secret_until > now
    ? [message.secret, message.previous_secret]
    : [message.secret];

async function attempt(
  deps: WebhookDeliveryDeps,
  message: ClaimedMessage,
): Promise<keyof WebhookDeliveryReport> {
  const at = deps.now();
  const started = performance.now();
  const answer = await postWebhook(
    {
      url: message.url,
      body: message.body,
      headers: { ...signWebhook(message.webhook_id, at, message.body, secretsOf(message, at)) },
    },
    {
      allowLocal: deps.allowLocal,
      resolve: deps.resolve,
      timeoutMs: deps.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs,
    },
  );
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const error = ok
    ? null
    : (answer.error ?? (answer.statusCode !== null ? `answered ${answer.statusCode}` : 'no answer'));
  return deps.db.transaction(async (tx) => {
    await recordAttempt(tx, {
      endpointId: message.endpoint_id,
      messageId: message.id,
      at,
      statusCode: answer.statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    });
    if (ok) {
      await markDelivered(tx, message.id, at);
      return 'delivered';
    }
    if (at >= message.deadline_at) {
      const owner = await giveUpAndDisable(tx, message, at);
      if (owner) await tellOwner(tx, deps, owner);
      deps.log.warn(
        { endpointId: message.endpoint_id, error },
        'webhook endpoint switched off after its retries',
      );
      return 'disabled';
    }
    const next = Math.min(at.getTime() + retryDelayMs(message.attempts), message.deadline_at.getTime());
    await scheduleRetry(tx, message.id, new Date(next));
    return 'retrying';
  });
}

async function tellOwner(tx: Database, deps: WebhookDeliveryDeps, owner: { userId: number; url: string }) {
  const to = await ownerOf(tx, owner.userId);
  if (!to) return;
  await queueMail(
    tx,
    webhookDisabledMail({
      to: to.email,
      lang: to.language,
      name: to.name,
      url: owner.url,
      link: `${deps.publicUrl}${routePath('data', to.language)}?tab=integrations`,
    }),
  );
}
