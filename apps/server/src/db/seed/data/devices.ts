import { DEVICE_CLIENTS } from '@app/contract';

export interface DemoDevice {
  email: string;
  clientId: string;
  clientName: string;
  device: string;
  brand: string;
  manufacturer: string;
  model: string;
  status: 'connected' | 'disconnected';
  createdDaysAgo: number;
  modifiedDaysAgo: number;
}

const app = DEVICE_CLIENTS.app;
const bank = DEVICE_CLIENTS.bank;

/** App devices of the demo users: the agency on two phones and the bank app, the private user twice. */
export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    email: 'agency@example.be',
    clientId: 'immo-app-ios',
    clientName: app,
    device: 'iPhone',
    brand: 'Apple',
    manufacturer: 'Apple',
    model: 'iPhone16,1',
    status: 'connected',
    createdDaysAgo: 160,
    modifiedDaysAgo: 2,
  },
  {
    email: 'agency@example.be',
    clientId: 'immo-app-android',
    clientName: app,
    device: 'Android',
    brand: 'Samsung',
    manufacturer: 'Samsung',
    model: 'SM-S921B',
    status: 'connected',
    createdDaysAgo: 95,
    modifiedDaysAgo: 11,
  },
  {
    email: 'agency@example.be',
    clientId: 'belfius-mobile',
    clientName: bank,
    device: 'iPhone',
    brand: 'Apple',
    manufacturer: 'Apple',
    model: 'iPhone15,2',
    status: 'connected',
    createdDaysAgo: 60,
    modifiedDaysAgo: 6,
  },
  {
    email: 'private@example.be',
    clientId: 'immo-app-android',
    clientName: app,
    device: 'Android',
    brand: 'Google',
    manufacturer: 'Google',
    model: 'Pixel 8',
    status: 'connected',
    createdDaysAgo: 130,
    modifiedDaysAgo: 4,
  },
  {
    email: 'private@example.be',
    clientId: 'immo-app-ios',
    clientName: app,
    device: 'iPad',
    brand: 'Apple',
    manufacturer: 'Apple',
    model: 'iPad13,18',
    status: 'disconnected',
    createdDaysAgo: 240,
    modifiedDaysAgo: 75,
  },
];
