import type { MarketVerdict } from '@app/contract';

/**
 * The colour of a market verdict's words: dark enough for small text on white and on a striped row
 * (axe's 4.5:1; Mantine's orange.9 and green.9 measure about 4.3).
 */
export const MARKET_VERDICT_COLORS: Record<MarketVerdict, string | undefined> = {
  behind: 'red.9',
  ahead: 'teal.9',
  inLine: undefined,
  unknown: undefined,
};
