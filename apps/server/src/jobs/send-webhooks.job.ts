import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobQueue } from './runner';
import { defineJob } from './job';
import { deliverWebhooks, systemResolver } from '../modules/webhooks/webhooks.service';

/**
 * Sends the agencies' webhooks (issue 50): every minute, and at once when a lead or a test event
 * queued one. Each message at least once, each endpoint's in order.
 */
export const sendWebhooksJob = defineJob({
  name: 'send-webhooks',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run({ db, config, log, now }) {
    const report = await deliverWebhooks({
      db,
      log,
      now,
      allowLocal: config.webhooks.allowLocal,
      resolve: systemResolver,
      publicUrl: config.publicUrl,
    });
    if (report.delivered + report.retrying + report.disabled > 0) log.info(report, 'webhooks delivered');
  },
});

/**
 * After a commit that queued webhooks: asks for a run now rather than at the next minute. Never fails
 * the caller: the minute's run sends them anyway.
 */
export const webhooksSoon = (jobs: JobQueue, log: FastifyBaseLogger) => async (): Promise<void> => {
  try {
    await jobs.request(sendWebhooksJob, {});
  } catch (error) {
    log.warn({ err: error }, 'webhook delivery not requested; the next scheduled run sends it');
  }
};
