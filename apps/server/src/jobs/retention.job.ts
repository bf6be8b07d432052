import { RETENTION } from '@app/contract';
import { z } from 'zod';
import { removeExpired } from '../db/retention';
import { defineJob } from './job';

/** Every night (Brussels): what is kept no longer goes (RETENTION, decision 015). */
export const retentionJob = defineJob({
  name: 'retention',
  payload: z.object({}),
  cron: `30 ${RETENTION.hour} * * *`,
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 600,
  async run({ db, log, now }) {
    log.info(await removeExpired(db, now()), 'expired rows removed');
  },
});
