/** Keyed by user: another user logging in on the same page never sees these. */
export const statisticsKey = (userId: number) => ['statistics', userId] as const;
