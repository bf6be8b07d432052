import { SELLER_REPORT_LIMITS } from '@app/contract';
import { z } from 'zod';
import { sendWeeklyReports } from '../modules/seller-reports/seller-reports.service';
import { defineJob } from './job';

/**
 * Mondays at SELLER_REPORT_LIMITS.weeklyMailHour (Brussels): each seller's report link with an
 * address gets its weekly e-mail, once per ISO week however often this runs (decision 085).
 */
export const sellerReportMailJob = defineJob({
  name: 'seller-report-mail',
  payload: z.object({}),
  cron: `0 ${SELLER_REPORT_LIMITS.weeklyMailHour} * * 1`,
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 600,
  async run({ db, config, log, now }) {
    const report = await sendWeeklyReports(
      { db, log, publicUrl: config.publicUrl, secret: config.loginSecret },
      now(),
    );
    log.info(report, 'seller report e-mails queued');
  },
});
