/** Leaves the app for another site (the provider's authorization page). A seam for tests. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
