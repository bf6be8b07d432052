export type { DemoAccount } from './data/accounts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';
export { seedDemo } from './demo';
