/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts alias): recharts' selector hook imports
 * that shim for React 17, whose code would come with the charts. React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
