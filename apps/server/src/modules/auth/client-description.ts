import type { DeviceType, UserSession } from '@app/contract';
import { isIPv4, isIPv6 } from 'node:net';
import { UAParser } from 'ua-parser-js';

const joined = (...parts: (string | undefined)[]): string | null =>
  parts.filter((part): part is string => Boolean(part)).join(' ') || null;

const DEVICE_TYPES: Partial<Record<string, DeviceType>> = {
  mobile: 'mobile',
  wearable: 'mobile',
  tablet: 'tablet',
};

/** What a User-Agent says of the device: "Chrome 131" on "Android 14", a phone. */
export function deviceOf(userAgent: string | null): Pick<UserSession, 'browser' | 'os' | 'deviceType'> {
  const { browser, os, device } = new UAParser(userAgent ?? '').getResult();
  return {
    browser: joined(browser.name, browser.major),
    os: joined(os.name, os.version),
    deviceType: DEVICE_TYPES[device.type ?? ''] ?? 'desktop',
  };
}

/** The eight groups of an IPv6 address, written out ("2a02:1810::1" → 2a02 1810 0 0 0 0 0 1). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * The network a session signed in from, its host hidden: an IPv4 address without its last byte
 * ("81.82.83.x"), an IPv6 one by its /64 prefix, the part a provider gives a household.
 */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(address) && !address.includes('.')) {
    return `${ipv6Groups(address.toLowerCase().split('%')[0]!)
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}:x`;
  }
  return null;
}

/** A client as the user's lists and notices describe it: its device and its network. */
export const clientOf = (client: { userAgent: string | null; ip: string | null }) => ({
  ...deviceOf(client.userAgent),
  network: networkOf(client.ip),
});
