import type { JobDefinition } from './job';
import { alertDigestJob } from './alert-digest.job';
import { alertsJob } from './alerts.job';
import { productStartJob } from './product-start.job';
import { recentStatsJob } from './recent-stats.job';
import { retentionJob } from './retention.job';
import { sendMailJob } from './send-mail.job';
import { sendPushJob } from './send-push.job';
import { sendWebhooksJob } from './send-webhooks.job';
import { slotAutopickJob } from './slot-autopick.job';
import { valuationUpdateJob } from './valuation-update.job';
import { sellerReportMailJob } from './seller-report-mail.job';
import { marketJob } from './market.job';

/** Every job the runner works and schedules. */
export const JOBS: readonly JobDefinition[] = [
  sendMailJob,
  sendPushJob,
  sendWebhooksJob,
  alertsJob,
  alertDigestJob,
  slotAutopickJob,
  productStartJob,
  valuationUpdateJob,
  retentionJob,
  recentStatsJob,
  sellerReportMailJob,
  marketJob,
];
