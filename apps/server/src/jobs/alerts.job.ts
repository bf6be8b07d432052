import { z } from 'zod';
import { runAlerts } from '../modules/saved-searches/saved-searches.service';
import { defineJob } from './job';

/**
 * Every five minutes: new listings matched to saved searches, real-time e-mails (at most one an hour
 * per search), push messages, and price drops of saved properties. Mails go to the mail outbox and
 * push messages to the push outbox; the send-mail and send-push jobs deliver them within a minute.
 */
export const alertsJob = defineJob({
  name: 'alerts',
  payload: z.object({}),
  cron: '*/5 * * * *',
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run({ db, config, log, now }) {
    const report = await runAlerts({ db, publicUrl: config.publicUrl }, now());
    if (Object.values(report).some((count) => count > 0)) log.info(report, 'alerts sent');
  },
});
