import { brusselsToday, MARKET } from '@app/contract';
import { z } from 'zod';
import { computeMarket } from '../modules/market/market.service';
import { defineJob } from './job';

/**
 * Every night at MARKET.jobHour (Brussels): each public listing measured against its similar listings
 * (decision 086). The whole table is replaced, so a run made twice, or late, gives the same figures.
 */
export const marketJob = defineJob({
  name: 'market',
  payload: z.object({}),
  cron: `30 ${MARKET.jobHour} * * *`,
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 600,
  async run({ db, log, now }) {
    const measured = await computeMarket(db, brusselsToday(now()));
    log.info({ measured }, 'listings measured against their market');
  },
});
