/** Euro cents as stored to the euro amount the API speaks; null (price on request) stays null. */
export const euroOrNull = (cents: number | null): number | null => (cents === null ? null : cents / 100);
