import { routePath, routePattern } from '@app/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { useCurrentRoute } from '../../lib/language';
import { mockApi, renderWithProviders } from '../../test/render';
import { agency } from '../../test/users';
import { RouteOutlet } from './pending-route';

function Frame() {
  return (
    <main>
      <RouteOutlet current={useCurrentRoute()} />
    </main>
  );
}

let screenRenders = 0;
/** The first screen, as a route's `Component` reading the router's hooks, as the app's screens do. */
function Overview() {
  screenRenders += 1;
  useParams();
  return <h1>Overzicht</h1>;
}

/** Two screens under a frame as the shell's; the second's loader waits until released. */
function start() {
  let release = () => {};
  const router = createMemoryRouter(
    [
      {
        Component: Frame,
        children: [
          {
            path: routePattern('profile', 'nl'),
            handle: { name: 'profile', lang: 'nl' },
            Component: Overview,
          },
          {
            path: routePattern('savedsearches', 'nl'),
            handle: { name: 'savedsearches', lang: 'nl' },
            loader: () =>
              new Promise((resolve) => {
                release = () => resolve(null);
              }),
            element: <h1>Loaded</h1>,
          },
        ],
      },
    ],
    { initialEntries: [routePath('profile', 'nl')] },
  );
  // React DOM's flushSync, as the app's RouterProvider (react-router/dom) passes it.
  const flush = (fn: () => unknown) => void flushSync(fn);
  renderWithProviders(<RouterProvider router={router} flushSync={flush} />, mockApi(agency));
  return { router, release: () => act(async () => release()) };
}

describe('RouteOutlet', () => {
  it('shows the screen being opened at once, by its title, until its code and catalogs are in', async () => {
    const { router, release } = start();
    expect(await screen.findByRole('heading', { name: 'Overzicht' })).toBeInTheDocument();
    void router.navigate(routePath('savedsearches', 'nl'));
    const pending = await screen.findByTestId('route-pending');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bewaarde zoekacties');
    // The page being left is hidden, not yet taken down.
    expect(screen.getByText('Overzicht')).not.toBeVisible();
    await release();
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-pending')).toBeNull();
  });

  it('draws the title in the click that starts the navigation without drawing the page being left again', async () => {
    const { router } = start();
    await screen.findByRole('heading', { name: 'Overzicht' });
    const before = screenRenders;
    act(() => {
      // As a menu entry's click does (lib/link.tsx): the navigation's start is drawn at once.
      void router.navigate(routePath('savedsearches', 'nl'), { flushSync: true });
      expect(screen.getByTestId('route-pending')).toHaveTextContent('Bewaarde zoekacties');
      // The router gave the page a new element; drawing it is left for when the browser is idle.
      expect(screenRenders).toBe(before);
    });
    expect(screen.getByText('Overzicht')).not.toBeVisible();
  });

  it('shows the page being left again when the user goes back to it before the next one is in', async () => {
    const { router } = start();
    await screen.findByRole('heading', { name: 'Overzicht' });
    void router.navigate(routePath('savedsearches', 'nl'));
    await screen.findByTestId('route-pending');
    expect(screen.getByText('Overzicht')).not.toBeVisible();
    await act(() => router.navigate(routePath('profile', 'nl')));
    expect(screen.queryByTestId('route-pending')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Overzicht' })).toBeVisible();
  });

  it('keeps the page for a change of its own address (a filter, a page)', async () => {
    const { router, release } = start();
    void router.navigate(routePath('savedsearches', 'nl'));
    await release();
    await screen.findByRole('heading', { name: 'Loaded' });
    void router.navigate(`${routePath('savedsearches', 'nl')}?page=2`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('route-pending')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
  });
});
