import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SearchParamsUpdate = (latest: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose updates build on each other. React Router's setter starts from the parameters of
 * the last render, so a second change made before the first one has rendered (a slow phone, a navigation
 * held in a transition) would drop the first: picking a sort and then a direction kept only the direction.
 * Each update here starts from the last parameters asked for until the page has rendered them.
 */
export function useQueuedSearchParams(): [URLSearchParams, (update: SearchParamsUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  const rendered = params.toString();
  useEffect(() => {
    pending.current = null;
  }, [rendered]);
  const update = useCallback(
    (change: SearchParamsUpdate) => {
      const next = change(pending.current ?? params);
      pending.current = next;
      // A new history entry per change, so the back button returns to the previous view.
      setParams(next);
    },
    [params, setParams],
  );
  return [params, update];
}
