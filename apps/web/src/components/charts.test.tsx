import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { LineChart } from './charts';

/** An IntersectionObserver the test drives: `enter()` tells every observer its element is near. */
function fakeObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    enter: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

const chart = () => (
  <LineChart h={120} data={[{ day: 'ma', views: 3 }]} dataKey="day" series={[{ name: 'views' }]} />
);

afterEach(() => vi.unstubAllGlobals());

describe('a lazy chart', () => {
  it('holds its place until its box comes near the screen, then draws', async () => {
    const observer = fakeObserver();
    const { container } = renderWithProviders(chart(), mockApi(null));
    const placeholder = container.querySelector('[data-chart-placeholder]');
    expect(placeholder).toHaveStyle({ height: '120px' });
    // Not drawn while away from the screen, however long it waits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();
    observer.enter();
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(container.querySelector('[data-chart-placeholder]')).toBeNull();
  });

  it('draws every chart when the page is printed', async () => {
    fakeObserver();
    const { container } = renderWithProviders(chart(), mockApi(null));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
  });
});
