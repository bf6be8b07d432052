import type { DataRouter, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';

/**
 * React Router's `createBrowserRouter` without its last step: the router is made (its routes ranked
 * and their paths compiled) but not started, so that `initialize()` (matching the address, starting
 * the first screen's loaders and code) runs in a task of its own. Landing on a screen, both steps
 * made one task of 120 to 140 ms as Lighthouse counts a phone (issue 49). The options are those
 * `createBrowserRouter` passes, from the exports React Router marks unsafe (internal, may change in a
 * minor release: this module's test fails then); the app has no hydration data of React Router's own.
 */
export function createBrowserRouterToStart(
  routes: RouteObject[],
  { patchRoutesOnNavigation }: { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction } = {},
): DataRouter {
  return createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
  });
}
