/**
 * Every table, one file per feature. Files inside schema/ import each other directly, never this
 * index: going through it would make an import cycle.
 */
export type { ListingTexts } from '../columns';
export * from './account';
export * from './auth';
export * from './bookmarks';
export * from './contacts';
export * from './delegates';
export * from './feed';
export * from './files';
export * from './idempotency';
export * from './listings';
export * from './lookups';
export * from './mail';
export * from './orders';
export * from './products';
export * from './saved-searches';
export * from './profile';
export * from './profile-images';
export * from './projects';
export * from './statistics';
export * from './territories';
export * from './users';
export * from './valuations';
export * from './webhooks';
export * from './seller-reports';
export * from './market';
