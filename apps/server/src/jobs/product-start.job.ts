import { z } from 'zod';
import { mailStartedProducts } from '../modules/products/products.service';
import { defineJob } from './job';

/**
 * Every day at 07:00 (Brussels): the owners of products the back office activated from a later day
 * are told that they work, on their first day (decision 062). The state itself needs no job: a
 * product shows pending activation until its start and expired after its end (activationOn).
 */
export const productStartJob = defineJob({
  name: 'product-start',
  payload: z.object({}),
  cron: '0 7 * * *',
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 600,
  async run({ db, log, config, now }) {
    const report = await mailStartedProducts(db, config.publicUrl, now());
    log.info(report, 'started products mailed');
  },
});
