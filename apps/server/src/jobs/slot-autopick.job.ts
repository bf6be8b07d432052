import { AUTO_PICK_HOUR } from '@app/contract';
import { z } from 'zod';
import { runAutoPick } from '../modules/products/slots.service';
import { defineJob } from './job';

/**
 * Every Sunday at 03:00 (Brussels): Best Of and Colour products on AUTO get their slots drawn again
 * at random among their holders' published listings (spec section 9), once per product and week.
 */
export const slotAutopickJob = defineJob({
  name: 'slot-autopick',
  payload: z.object({}),
  cron: `0 ${AUTO_PICK_HOUR} * * 0`,
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 600,
  async run({ db, log, now }) {
    const report = await runAutoPick(db, now());
    log.info(report, 'best of and colour slots picked');
  },
});
