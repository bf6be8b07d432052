import { listingMonthlyStats, listingRecentStats, listingYearlyStats, userDailyStats } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/**
 * The statistics module's part of the account deletion: the user's daily sums (decision 032) and
 * their listings' months, years and recent totals (decisions 034, 036 and 044) go with the account, after the listings
 * whose days they sum. Nothing of it is personal beyond the listings' own statistics, so the export
 * has no section for it.
 */
export const statisticsPersonalData: PersonalData = {
  userTables: [
    { table: userDailyStats, userId: userDailyStats.userId },
    { table: listingMonthlyStats, userId: listingMonthlyStats.userId },
    { table: listingYearlyStats, userId: listingYearlyStats.userId },
    { table: listingRecentStats, userId: listingRecentStats.userId },
  ],
};
