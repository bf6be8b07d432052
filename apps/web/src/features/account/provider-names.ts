import type { Provider } from '@app/contract';

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<Provider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  belfius: 'Belfius',
};
