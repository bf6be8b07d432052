import { z } from 'zod';
import { moveRecentStatsWindow } from '../modules/statistics/statistics.service';
import { defineJob } from './job';

/**
 * Every night at 00:05 (Brussels): the professional statistics' "last 12 months" start on a new month
 * when one begins, and listing_recent_stats moves with them (decision 044). Nightly rather than monthly
 * so that a night the runner missed is made up the next; the other nights it only reads one row.
 */
export const recentStatsJob = defineJob({
  name: 'recent-stats',
  payload: z.object({}),
  cron: '5 0 * * *',
  policy: 'stately',
  retryLimit: 5,
  retryDelaySeconds: 300,
  async run({ db, log, now }) {
    const moved = await moveRecentStatsWindow(db, now());
    if (moved) log.info('recent statistics moved to a new month');
  },
});
