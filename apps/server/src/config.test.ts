import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: resolve('./data'),
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      seedDemo: true,
      trustProxy: false,
      workers: true,
      checkResponses: true,
      logLevel: 'info',
      photoOrigins: [],
      salesDeskEmail: 'sales@immoportaal.example.be',
      oidc: { facebook: null, google: null, belfius: null },
      postgres: {
        poolMax: 10,
        timeouts: { connectMs: 1_500, statementMs: 30_000, idleInTransactionMs: 10_000, hangMs: 1_000 },
      },
    });
  });

  it('checks answers against the contract except in production, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_RESPONSES: 'true' }).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: 'no' }).checkResponses).toBe(false);
    expect(() => loadConfig({ CHECK_RESPONSES: 'sometimes' })).toThrow(
      /CHECK_RESPONSES must be true or false/,
    );
  });

  it('reads and bounds the database timeouts', () => {
    const config = loadConfig({
      DB_POOL_MAX: '25',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
      DB_HANG_TIMEOUT_MS: '800',
    });
    expect(config.postgres).toEqual({
      poolMax: 25,
      timeouts: { connectMs: 2_000, statementMs: 60_000, idleInTransactionMs: 5_000, hangMs: 800 },
    });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', DB_HANG_TIMEOUT_MS: 'soon' })).toThrow(
      'DB_STATEMENT_TIMEOUT_MS must be milliseconds from 100 to 3600000; DB_HANG_TIMEOUT_MS must be milliseconds from 100 to 60000.',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://user:pw@db:5432/app',
      PUBLIC_URL: 'https://portal.example.be/',
      SMTP_URL: 'smtp://mail:25',
      SEED_DEMO: 'false',
      TRUST_PROXY: '10.0.0.0/8, 192.0.2.7',
      WORKERS: 'false',
      PHOTO_ORIGINS: 'https://photos.example.be, https://cdn.example.be/',
      ADVISOR_URL: 'https://advisor.example.be/start',
      ADVISOR_TOKEN_SECRET: 's'.repeat(40),
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://user:pw@db:5432/app',
      publicUrl: 'https://portal.example.be',
      smtpUrl: 'smtp://mail:25',
      seedDemo: false,
      trustProxy: ['10.0.0.0/8', '192.0.2.7'],
      workers: false,
      photoOrigins: ['https://photos.example.be', 'https://cdn.example.be'],
      advisor: { url: 'https://advisor.example.be/start', tokenSecret: 's'.repeat(40) },
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // Trusting every client would let anyone choose the address the limits count.
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example.be']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(
        'TRUST_PROXY must be false, the proxies’ addresses and CIDRs',
      );
    }
    // Unset, each process signs with a secret of its own.
    expect(loadConfig({}).advisor.tokenSecret).not.toBe(loadConfig({}).advisor.tokenSecret);
    expect(() => loadConfig({ ADVISOR_TOKEN_SECRET: 'short' })).toThrow(
      'ADVISOR_TOKEN_SECRET must be at least 32 characters.',
    );
    expect(config.oidc.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('accepts a hop count only with a listen address that only the load balancer reaches', () => {
    // Loopback and private networks (RFC 1918, ULA, link-local): assumed the load balancer's only.
    for (const host of [
      '127.0.0.1',
      'localhost',
      '::1',
      '10.1.2.3',
      '172.20.0.4',
      '192.168.1.10',
      'fd00::5',
      'fe80::1',
    ])
      expect(loadConfig({ TRUST_PROXY: '1', HOST: host }).trustProxy).toBe(1);
    // Anyone who reaches a wildcard or public address could forge X-Forwarded-For.
    for (const host of ['0.0.0.0', '::', '203.0.113.5', '2001:db8::1', '172.32.0.1', 'portal.example.be'])
      expect(() => loadConfig({ TRUST_PROXY: '2', HOST: host })).toThrow(
        `TRUST_PROXY=2 (a hop count) trusts whoever connects to name the client's address, and HOST=${host} can be reached without the load balancer`,
      );
    expect(() => loadConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toThrow(
      /Set TRUST_PROXY to the load balancers’ addresses or CIDRs/,
    );
    // The proxies' addresses are fine on any listen address.
    expect(loadConfig({ TRUST_PROXY: '172.30.0.0/24', HOST: '0.0.0.0' }).trustProxy).toEqual([
      '172.30.0.0/24',
    ]);
  });

  it('wants LOGIN_SECRET with a shared database in production', () => {
    const shared = { DATABASE_URL: 'postgres://user:pw@db:5432/app', NODE_ENV: 'production' };
    expect(() => loadConfig(shared)).toThrow('LOGIN_SECRET must be set with DATABASE_URL in production');
    expect(loadConfig({ ...shared, LOGIN_SECRET: 'l'.repeat(40) })).toMatchObject({
      loginSecret: 'l'.repeat(40),
      loginSecretSet: true,
    });
    expect(() => loadConfig({ LOGIN_SECRET: 'short' })).toThrow(
      'LOGIN_SECRET must be at least 32 characters.',
    );
    // Unset elsewhere: one of this process (server.ts keeps the embedded database's in its folder).
    expect(loadConfig({}).loginSecretSet).toBe(false);
    expect(loadConfig({}).loginSecret).not.toBe(loadConfig({}).loginSecret);
  });

  it('reads the FCM service account inline or from its file, and the VAPID keys together', async () => {
    const account = {
      type: 'service_account',
      project_id: 'portal-push',
      client_email: 'push@portal-push.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nMII…\n-----END PRIVATE KEY-----\n',
      token_uri: 'https://oauth2.googleapis.com/token',
    };
    const fcm = {
      projectId: 'portal-push',
      clientEmail: 'push@portal-push.iam.gserviceaccount.com',
      privateKey: account.private_key,
      tokenUri: 'https://oauth2.googleapis.com/token',
      baseUrl: 'https://fcm.googleapis.com',
    };
    expect(loadConfig({}).fcm).toBeNull();
    expect(loadConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify(account) }).fcm).toEqual(fcm);
    const folder = await mkdtemp(join(tmpdir(), 'fcm-config-'));
    try {
      const file = join(folder, 'service-account.json');
      await writeFile(file, JSON.stringify(account));
      expect(
        loadConfig({ FCM_SERVICE_ACCOUNT_FILE: file, FCM_BASE_URL: 'http://127.0.0.1:9999/' }).fcm,
      ).toEqual({ ...fcm, baseUrl: 'http://127.0.0.1:9999' });
      expect(() =>
        loadConfig({ FCM_SERVICE_ACCOUNT_FILE: file, FCM_SERVICE_ACCOUNT: JSON.stringify(account) }),
      ).toThrow(/set one of them, not both/);
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_FILE: join(folder, 'missing.json') })).toThrow(
        /FCM_SERVICE_ACCOUNT_FILE could not be read/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: '{"project_id":"x"}' })).toThrow(
      /FCM_SERVICE_ACCOUNT must be a Google service-account key/,
    );

    const keys = webpush.generateVAPIDKeys();
    expect(loadConfig({}).vapid).toBeNull();
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@example.be');
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://portal.example.be/contact',
      }),
    ).toMatchObject({ vapid: keys, vapidSubject: 'https://portal.example.be/contact' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/must be set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('names every invalid variable, without echoing values', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://secret@db', SEED_DEMO: 'maybe' })).toThrow(
      'Invalid configuration: PORT must be an integer between 0 and 65535; DATABASE_URL must be a postgres:// URL; SEED_DEMO must be true or false.',
    );
    expect(() => loadConfig({ WORKERS: 'sometimes' })).toThrow('WORKERS must be true or false.');
    expect(() => loadConfig({ SALES_DESK_EMAIL: 'sales' })).toThrow(
      'SALES_DESK_EMAIL must be an e-mail address.',
    );
    for (const origins of ['http://photos.example.be', 'https://photos.example.be/listings', 'photos'])
      expect(() => loadConfig({ PHOTO_ORIGINS: origins })).toThrow(
        /PHOTO_ORIGINS must be https:\/\/ origins/,
      );
    expect(() => loadConfig({ BELFIUS_CLIENT_ID: 'x' })).toThrow(
      /BELFIUS_ISSUER, BELFIUS_CLIENT_ID and BELFIUS_CLIENT_SECRET/,
    );
  });
});
