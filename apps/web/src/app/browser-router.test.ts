import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouterToStart } from './browser-router';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('createBrowserRouterToStart', () => {
  it('makes the router without matching the address, and matches it and loads its screen once started', async () => {
    window.history.replaceState(null, '', '/nl/screen?page=2');
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const loader = vi.fn(() => null);
    const router = createBrowserRouterToStart([
      { id: 'root', children: [{ id: 'screen', path: '/nl/screen', lazy, loader }] },
    ]);
    expect(lazy).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);

    router.initialize();
    expect(lazy).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(loader).toHaveBeenCalledOnce();
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'screen']);
    expect(router.state.location.search).toBe('?page=2');
    // A lazy route's screen is made into an element as createBrowserRouter does (mapRouteProperties).
    expect(router.routes[0]?.children?.[0]).toHaveProperty('element');
    router.dispose();
  });

  it('asks the patch function for a path the routes do not hold', async () => {
    window.history.replaceState(null, '', '/fr/ecran');
    const patchRoutesOnNavigation = vi.fn(
      ({ patch }: { patch: (id: string | null, routes: object[]) => void }) =>
        patch('root', [{ id: 'ecran', path: '/fr/ecran', Component: () => null }]),
    );
    const router = createBrowserRouterToStart(
      [{ id: 'root', children: [{ id: 'screen', path: '/nl/screen', Component: () => null }] }],
      { patchRoutesOnNavigation },
    );
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(patchRoutesOnNavigation).toHaveBeenCalled();
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'ecran']);
    router.dispose();
  });
});
