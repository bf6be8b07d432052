import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { endpoint } from './endpoint';
import { PropertyCounters } from './properties';
import { SPANS, statisticsRangeProblem } from './statistics-range';

/**
 * Issue 5: statistics (spec sections 2 "Statistics", 3 "Statistics request", 7 Statistics).
 * Days are Europe/Brussels calendar days, weeks are ISO weeks (Monday first), months are calendar
 * months; a range outside the data answers zeros, never gaps.
 */

export const Span = z.enum(SPANS);
export type Span = z.infer<typeof Span>;

/** A range reversed or longer than STATISTICS_RANGE_MAX_DAYS: its message on its last day. */
const refineRange = (value: { filterStart: string; filterEnd: string }, context: z.RefinementCtx) => {
  const problem = statisticsRangeProblem(value.filterStart, value.filterEnd);
  if (problem) context.addIssue({ code: 'custom', path: ['filterEnd'], message: problem });
};

/** The Statistics request (spec section 3): filterStart and filterEnd inclusive, and the span. */
export const StatisticsQuery = z
  .object({
    filterStart: z.iso.date(),
    filterEnd: z.iso.date(),
    span: Span.default('day'),
  })
  .superRefine(refineRange);
export type StatisticsQuery = z.output<typeof StatisticsQuery>;
export type StatisticsQueryInput = z.input<typeof StatisticsQuery>;

/** One period of a series: the four counters of spec section 3 plus the contacts received. */
export const StatisticsPoint = PropertyCounters.extend({
  /** `2026-11-21`, `2026-W47` or `2026-11`. */
  period: z.string(),
  /** First and last day of the period inside the requested range. */
  start: z.iso.date(),
  end: z.iso.date(),
  contacts: z.number().int().min(0),
});
export type StatisticsPoint = z.infer<typeof StatisticsPoint>;

export const StatisticsTotals = PropertyCounters.extend({ contacts: z.number().int().min(0) });
export type StatisticsTotals = z.infer<typeof StatisticsTotals>;

export const StatisticsSeries = z.object({
  filterStart: z.iso.date(),
  filterEnd: z.iso.date(),
  span: Span,
  series: z.array(StatisticsPoint),
  totals: StatisticsTotals,
});
export type StatisticsSeries = z.infer<typeof StatisticsSeries>;

export const getMyStatistics = endpoint({
  method: 'GET',
  path: 'my-statistics',
  access: 'active',
  tag: 'statistics',
  summary: "General statistics: the caller's listings' counters and contacts summed per day, week or month.",
  query: StatisticsQuery,
  response: dataOf(StatisticsSeries),
});

/** Professional statistics: the general series plus each listing's totals over the range. */
export const ListingStatistics = StatisticsTotals.extend({
  listingId: z.number().int(),
  vlancode: z.string(),
  yourReference: z.string().nullable(),
  projectReference: z.string().nullable(),
});
export type ListingStatistics = z.infer<typeof ListingStatistics>;

export const PRO_STATISTICS_LISTINGS_MAX = 50;

export const ProStatistics = StatisticsSeries.extend({
  /** The PRO_STATISTICS_LISTINGS_MAX listings with the most detail views in the range, most first. */
  listings: z.array(ListingStatistics).max(PRO_STATISTICS_LISTINGS_MAX),
  /** Listed listings (not drafts, not deleted) during the range. */
  listingCount: z.number().int().min(0),
});
export type ProStatistics = z.infer<typeof ProStatistics>;

export const getMyProStatistics = endpoint({
  method: 'GET',
  path: 'my-statistics/pro',
  access: 'pro',
  tag: 'statistics',
  summary: 'Professional statistics: the general series plus the best-performing listings over the range.',
  query: StatisticsQuery,
  response: dataOf(ProStatistics),
});

export const AnnouncementStatisticsParams = IdParams.extend({ span: Span });
export const AnnouncementStatisticsQuery = z
  .object({ filterStart: z.iso.date(), filterEnd: z.iso.date() })
  .superRefine(refineRange);

export const getAnnouncementStatistics = endpoint({
  method: 'GET',
  path: 'my-statistics/announcement/:id/span/:span',
  access: 'active',
  tag: 'statistics',
  summary: "One of the caller's listings' statistics per day, week or month; someone else's answers 404.",
  params: AnnouncementStatisticsParams,
  query: AnnouncementStatisticsQuery,
  response: dataOf(StatisticsSeries.extend({ listingId: z.number().int(), vlancode: z.string() })),
});

/** Binary: the .xlsx of a series as the screen shows it (one row per period, a totals row). */
export const StatisticsExportQuery = z
  .object({
    filterStart: z.iso.date(),
    filterEnd: z.iso.date(),
    span: Span.default('day'),
    /** One listing's statistics instead of all the caller's. */
    vlancode: z.string().trim().max(20).optional(),
  })
  .superRefine(refineRange);
export type StatisticsExportQuery = z.output<typeof StatisticsExportQuery>;

export const exportMyStatistics = endpoint({
  method: 'GET',
  path: 'my-statistics/export',
  access: 'active',
  tag: 'statistics',
  summary: 'The statistics of a range as an Excel workbook, as the screen shows them.',
  query: StatisticsExportQuery,
  response: z.unknown(),
});

/** GET my-statistics/contact: contacts received for the dashboard. */
export const ContactStatistics = z.object({
  /** The last CONTACT_STATISTICS_DAYS Europe/Brussels days, oldest first, zeros included. */
  days: z.array(z.object({ day: z.iso.date(), contacts: z.number().int().min(0) })),
  total: z.number().int().min(0),
  /** The same number of days just before, to compare with. */
  previousTotal: z.number().int().min(0),
});
export type ContactStatistics = z.infer<typeof ContactStatistics>;

export const getContactStatistics = endpoint({
  method: 'GET',
  path: 'my-statistics/contact',
  access: 'active',
  tag: 'statistics',
  summary: 'Contacts received over the last 30 days per day, and the total of the 30 days before.',
  response: dataOf(ContactStatistics),
});

/** GET my-statistics/facebook: shares and boosts (spec "Facebook boost" prices in prices.ts). */
export const FacebookBoost = z.object({
  orderId: z.number().int(),
  listingId: z.number().int(),
  vlancode: z.string(),
  yourReference: z.string().nullable(),
  package: z.string(),
  orderedAt: z.iso.datetime({ offset: true }),
  viewsBought: z.number().int().min(0),
  viewsDelivered: z.number().int().min(0),
  clicks: z.number().int().min(0),
});
export type FacebookBoost = z.infer<typeof FacebookBoost>;

export const FacebookStatistics = z.object({
  /** Shares of the caller's listings on Facebook over the last 12 months. */
  shares: z.number().int().min(0),
  boosts: z.array(FacebookBoost),
});
export type FacebookStatistics = z.infer<typeof FacebookStatistics>;

export const getFacebookStatistics = endpoint({
  method: 'GET',
  path: 'my-statistics/facebook',
  access: 'active',
  tag: 'statistics',
  summary: "Facebook shares of the caller's listings and the figures of their Facebook boosts.",
  response: dataOf(FacebookStatistics),
});
