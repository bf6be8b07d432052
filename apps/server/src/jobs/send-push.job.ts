import { z } from 'zod';
import { pushProvidersOf } from '../push/providers';
import { deliverPendingPushes } from '../push/outbox';
import { defineJob } from './job';

/**
 * Delivers the push outbox (the alerts job fills it every five minutes) through FCM and Web Push.
 * Without either provider set, the messages wait in the outbox as before.
 */
export const sendPushJob = defineJob({
  name: 'send-push',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run({ db, config, log, now }) {
    const report = await deliverPendingPushes({ db, providers: pushProvidersOf(config), log, now: now() });
    if (report.sent + report.retrying + report.failed + report.interrupted > 0)
      log.info(report, 'push outbox delivered');
  },
});
