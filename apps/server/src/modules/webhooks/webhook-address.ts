import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (issue 50): in production only a public https address, checked when it is
 * registered and again, after DNS resolution, before every attempt, so that no agency can make the
 * server call its own network (loopback, private, link-local and cloud metadata addresses). The
 * setting WEBHOOK_ALLOW_LOCAL lifts this for development and tests.
 */

/** Answers every address a host name resolves to (dns.lookup, as a connection would). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** A public unicast address: no loopback, private, link-local, shared, reserved or multicast range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

export class RefusedAddress extends Error {
  override readonly name = 'RefusedAddress';
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** An address a connection may go to, as node's lookup answers it. */
export interface WebhookTarget {
  address: string;
  family: 4 | 6;
}

/**
 * Checks an endpoint's address and answers the IP addresses to connect to (every one the name
 * resolved to, in its order, all of them checked), so that the connection goes where the check
 * looked. Throws RefusedAddress for an address it may not reach.
 */
export async function resolveWebhookTarget(
  url: URL,
  options: { allowLocal: boolean; resolve: Resolver },
): Promise<WebhookTarget[]> {
  if (url.protocol !== 'https:' && !(options.allowLocal && url.protocol === 'http:'))
    throw new RefusedAddress('not an https address');
  if (url.username || url.password) throw new RefusedAddress('credentials in the address');
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new RefusedAddress(`${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new RefusedAddress(`${host} does not resolve`);
  if (!options.allowLocal) {
    const refused = addresses.find((address) => !isPublicAddress(address));
    if (refused !== undefined)
      throw new RefusedAddress(`${host} resolves to ${refused}, not a public address`);
  }
  return addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
}
