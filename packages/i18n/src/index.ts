export * from './format';
export * from './instance';
export * from './order-labels';
export * from './resources';
export * from './lazy-instance';
export * from './compile-messages';
export { warmUpFormatting } from './icu-format';
export { Messages, type Catalog, type MessageValues, type TFunction } from './messages';
export { startMessage, type StartKey } from './start-messages';
