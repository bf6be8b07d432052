import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software for the server's tests (issue 51): it answers WebAuthn
 * ceremonies as a browser's platform authenticator does, with an ES256 key, the "none" attestation
 * and a signature counter, so the server's checks run on real responses. Browser tests use
 * Chromium's own virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<number, Cbor> | { [key: string]: Cbor };

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: ints, strings, bytes, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries: [Cbor, Cbor][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

export interface SoftwareCredential {
  id: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export function softwareAuthenticator(options: { origin: string; rpId: string; synced?: boolean }) {
  const backup = options.synced ? FLAGS.backupEligible | FLAGS.backedUp : 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: options.origin, crossOrigin: false }));

  return {
    /** navigator.credentials.create() with the server's creation options, as JSON. */
    create(creation: { challenge: string; user: { id: string } }) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const credentialId = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attested | backup]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cbor(coseKey),
      ]);
      const credential: SoftwareCredential = {
        id: b64url(credentialId),
        userHandle: creation.user.id,
        privateKey,
        counter: 0,
      };
      const response = {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', creation.challenge)),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
      return { credential, response };
    },
    /** navigator.credentials.get() with a credential it holds, for the server's request options. */
    get(credential: SoftwareCredential, request: { challenge: string }, overrides: { rpId?: string } = {}) {
      credential.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([
        sha256(overrides.rpId ?? options.rpId),
        Buffer.from([FLAGS.userPresent | FLAGS.userVerified | backup]),
        counter,
      ]);
      const clientDataJSON = clientData('webauthn.get', request.challenge);
      const signer = createSign('sha256');
      signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signer.sign(credential.privateKey)),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}
