import { z } from 'zod';
import { runDigest } from '../modules/saved-searches/saved-searches.service';
import { defineJob } from './job';

/** Every morning at 7 (Brussels): the daily digest, one e-mail per user, none without a new match. */
export const alertDigestJob = defineJob({
  name: 'alert-digest',
  payload: z.object({}),
  cron: '0 7 * * *',
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 300,
  async run({ db, config, log, now }) {
    const report = await runDigest({ db, publicUrl: config.publicUrl }, now());
    log.info(report, 'alert digest sent');
  },
});
