import type { Endpoint } from '@app/contract';
import type * as Schemas from '@app/contract/schemas';

/** The contract's schema modules, as `loadSchemas` answers them. */
export type ContractSchemas = typeof Schemas;
type ContractEndpoints = ContractSchemas['endpoints'];
export type EndpointName = keyof ContractEndpoints;

/**
 * The contract's endpoints and error body, zod and every schema with them (about a quarter of the first
 * page's code): they load with the first call that needs them, not before the first paint; a page the
 * server drew makes no call at all as the app takes it over (decision 040).
 */
export const loadSchemas = (): Promise<typeof Schemas> => import('@app/contract/schemas');

/** An endpoint that loads when it is first called: `call` and `upload` take one as they take an endpoint. */
export type LazyEndpoint<E extends Endpoint = Endpoint> = () => Promise<E>;

export const lazyEndpoint =
  <N extends EndpointName>(name: N): LazyEndpoint<ContractEndpoints[N]> =>
  async () =>
    (await loadSchemas()).endpoints[name];
