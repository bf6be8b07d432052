import type { Confidence, ValuationCondition } from '@app/contract';

/** Literal keys: the i18n check finds every key in the source. */
export const CONDITION_KEYS: Record<ValuationCondition, string> = {
  new: 'valuations:condition.new',
  good: 'valuations:condition.good',
  toRefresh: 'valuations:condition.toRefresh',
  toRenovate: 'valuations:condition.toRenovate',
};

export const CONFIDENCE_KEYS: Record<Confidence, string> = {
  high: 'valuations:confidence.high',
  medium: 'valuations:confidence.medium',
  low: 'valuations:confidence.low',
};

export const CONFIDENCE_COLORS: Record<Confidence, string> = {
  high: 'green',
  medium: 'yellow',
  low: 'orange',
};

export const addressOf = (valuation: { street: string; number: string; postcode: string; city: string }) =>
  `${valuation.street} ${valuation.number}, ${valuation.postcode} ${valuation.city}`;
