import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueuedSearchParams } from './use-queued-search-params';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/list?page=3']}>{children}</MemoryRouter>;
}

function useProbe() {
  const [params, update] = useQueuedSearchParams();
  return { params, update, location: useLocation() };
}

const withParam = (name: string, value: string) => (latest: URLSearchParams) => {
  const next = new URLSearchParams(latest);
  next.set(name, value);
  next.delete('page');
  return next;
};

describe('useQueuedSearchParams', () => {
  it('keeps both of two changes made before the first one renders', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => {
      result.current.update(withParam('sort', 'price'));
      result.current.update(withParam('dir', 'asc'));
    });
    expect(result.current.params.toString()).toBe('sort=price&dir=asc');
    expect(result.current.location.search).toBe('?sort=price&dir=asc');
  });

  it('starts from the rendered parameters once the last change has rendered', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => result.current.update(withParam('sort', 'price')));
    act(() => result.current.update(() => new URLSearchParams('dir=desc')));
    act(() => result.current.update(withParam('sort', 'date')));
    expect(result.current.params.toString()).toBe('dir=desc&sort=date');
  });
});
