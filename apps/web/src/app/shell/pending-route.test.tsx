import { routePath, routePattern } from '@app/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
            element: <h1>Overzicht</h1>,
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
  renderWithProviders(<RouterProvider router={router} />, mockApi(agency));
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
