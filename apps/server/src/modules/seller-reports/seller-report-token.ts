import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A report link's token (decision 085): HMAC-SHA256 of the link's random nonce under a key derived
 * from LOGIN_SECRET, 43 base64url characters. The database keeps the nonce and the token's SHA-256,
 * never the token: a copy of the table opens no report, and the weekly e-mail can still carry the
 * link the agency handed out (the server derives it again and checks it against the hash).
 */
const keys = new Map<string, Buffer>();
const keyOf = (secret: string): Buffer => {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'seller-report-link', 32));
    keys.set(secret, key);
  }
  return key;
};

export const newNonce = (): string => randomBytes(16).toString('base64url');

export const tokenOf = (secret: string, nonce: string): string =>
  createHmac('sha256', keyOf(secret)).update(nonce).digest('base64url');

/** What the table keeps and looks a token up by. */
export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The weekly e-mail's one-click unsubscribe secret: it stops that e-mail and nothing else. */
export const newUnsubscribeToken = (): string => randomBytes(24).toString('base64url');
