import { z } from 'zod';
import { deliverPendingMail } from '../mail/outbox';
import { defineJob } from './job';

/**
 * Delivers the mail outbox. Requested after each commit that queues mail, and every minute as a
 * safety net (a request lost with a crash, a retry that falls due).
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run({ db, mailTransport, config, log, now }) {
    const report = await deliverPendingMail({
      db,
      transport: mailTransport,
      from: config.mailFrom,
      log,
      now: now(),
    });
    if (report.sent + report.retrying + report.failed + report.interrupted > 0)
      log.info(report, 'mail outbox delivered');
  },
});
