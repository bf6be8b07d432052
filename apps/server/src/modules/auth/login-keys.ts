import { createHmac, hkdfSync } from 'node:crypto';
import type { DeviceCookies } from './device-cookie';
import { deviceCookies } from './device-cookie';

/** What LOGIN_SECRET keys: one key per use, derived with HKDF, so neither can stand in for the other. */
export interface LoginKeys {
  devices: DeviceCookies;
  /** HMAC-SHA256 (hex) of the lower-cased address: how login_attempts names an account. */
  emailHash(email: string): string;
  /**
   * The WebAuthn user handle of an account (issue 51): opaque, stable, and no personal data, as the
   * specification asks; a passkey's sign-in must come back with its own user's.
   */
  passkeyUserHandle(userId: number): Uint8Array<ArrayBuffer>;
}

const derive = (secret: string, use: string) => Buffer.from(hkdfSync('sha256', secret, '', use, 32));

const made = new Map<string, LoginKeys>();

/** The keys of a secret, derived once per process. */
export function loginKeys(secret: string): LoginKeys {
  let keys = made.get(secret);
  if (!keys) {
    const emailKey = derive(secret, 'login-attempt-email');
    const handleKey = derive(secret, 'passkey-user-handle');
    keys = {
      devices: deviceCookies(derive(secret, 'device-cookie')),
      emailHash: (email) => createHmac('sha256', emailKey).update(email.toLowerCase()).digest('hex'),
      passkeyUserHandle: (userId) => {
        const digest = createHmac('sha256', handleKey).update(String(userId)).digest();
        return new Uint8Array(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength));
      },
    };
    made.set(secret, keys);
  }
  return keys;
}
