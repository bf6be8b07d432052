import { VALUATION_UPDATE } from '@app/contract';
import { z } from 'zod';
import { runQuarterlyUpdate } from '../modules/valuations/valuations.service';
import { defineJob } from './job';

/**
 * The first day of each quarter, early morning (Brussels): every valuation is estimated again, and
 * owners whose value moved by more than 5 % are mailed (decision 025).
 */
export const valuationUpdateJob = defineJob({
  name: 'valuation-update',
  payload: z.object({}),
  cron: `0 ${VALUATION_UPDATE.hour} 1 1,4,7,10 *`,
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 600,
  async run({ db, config, log, now }) {
    const report = await runQuarterlyUpdate({ db, publicUrl: config.publicUrl }, now());
    log.info(report, 'valuations updated');
  },
});
