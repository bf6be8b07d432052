import { QueryClient } from '@tanstack/react-query';
import type { Cancelled } from './http';

/**
 * The HTTP client resolves a cancelled call to `null` (an empty result). A query cannot keep "nothing"
 * as its data, so query functions turn that `null` into `CancelledRequestError`; the query client
 * then simply asks again (a route change cancelled it, the screen still wants it), without showing
 * an error. Mutations keep the `null`.
 */
export class CancelledRequestError extends Error {
  constructor() {
    super('request cancelled');
    this.name = 'CancelledRequestError';
  }
}

export async function unlessCancelled<T>(result: Promise<T | Cancelled>): Promise<T> {
  const value = await result;
  if (value === null) throw new CancelledRequestError();
  return value;
}

const MAX_CANCELLED_RETRIES = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          error instanceof CancelledRequestError && failureCount < MAX_CANCELLED_RETRIES,
        retryDelay: 0,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
