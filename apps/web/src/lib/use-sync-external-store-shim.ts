/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts alias): react-i18next imports that shim
 * for React 17, whose code would come with every page. React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
