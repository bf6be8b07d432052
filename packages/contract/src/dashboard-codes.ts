/*
 * The dashboard's plain numbers, apart from its schemas (dashboard.ts builds zod schemas at load): the
 * dashboard's first paint and My properties' filters read them without loading zod (decision 066).
 */

/**
 * Issue 50: the windows of the dashboard's "to do" block, in Europe/Brussels calendar days. Plain
 * numbers, so the screen's sentences, My properties' `offline=soon` and the server's counts say the
 * same period.
 */
export const DASHBOARD_TODO_DAYS = {
  /** Contacts of the last 7 days (today included) against the 7 before. */
  contacts: 7,
  /** Listings going offline from today to today + 7. */
  offline: 7,
  /** Products ending from today to today + 30. */
  productsEnding: 30,
} as const;
