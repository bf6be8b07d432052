import { QueryClient } from '@tanstack/react-query';
import { isCancelled } from './http';

/**
 * A cancelled call rejects with `CancelledRequest` (lib/http.ts). For a query that is no failure: a route
 * change or a duplicate cancelled it while the screen still wants the data, so the query client simply
 * asks again, at once, without showing an error. Mutations are not retried (but an order's, with its
 * Idempotency-Key, while the server still runs its first submission: lib/idempotency-key.ts); `settle`
 * (lib/settle.ts) keeps their cancellations silent.
 */
const MAX_CANCELLED_RETRIES = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isCancelled(error) && failureCount < MAX_CANCELLED_RETRIES,
        retryDelay: 0,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
