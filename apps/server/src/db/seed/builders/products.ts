import type { DemoAccount } from '../data/accounts';

/** Start and end days relative to today: the products stay current whenever the seed runs. */
function isoDate(daysFromToday: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

export const productRows = (userId: number, products: DemoAccount['products']) =>
  products.map(({ startInDays, endInDays, ...product }) => ({
    ...product,
    userId,
    startDate: isoDate(startInDays),
    endDate: endInDays === null ? null : isoDate(endInDays),
  }));
