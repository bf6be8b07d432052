import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { resolve } from 'node:path';
import { SESSION_DEFAULTS } from '@app/contract';
import { z } from 'zod';
import type { PostgresOptions } from './db/client';
import { DEFAULT_POSTGRES_TIMEOUTS } from './db/postgres-pool';
import { DEFAULT_WEB_DIST, DEFAULT_WEB_RENDERER } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type OidcProviderName = 'facebook' | 'google' | 'belfius';
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Firebase Cloud Messaging's HTTP v1 API: a service account of the project, and where the API is. */
export interface FcmSettings {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  /** Where the signed JWT is exchanged for an access token (the service account's `token_uri`). */
  tokenUri: string;
  /** https://fcm.googleapis.com; a test's local fake. */
  baseUrl: string;
}

/** Web Push's application server keys (VAPID, RFC 8292): P-256, base64url, as `web-push` makes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface SessionLifetimes {
  idleDays: number;
  maxDays: number;
}

export interface Config {
  port: number;
  host: string;
  /** A postgres:// URL; null means the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** PostgreSQL only: the pool's size and the timeouts that keep a hung database from hanging requests. */
  postgres: PostgresOptions;
  dataDir: string;
  /** Where uploaded files live: a folder under `dataDir` (one machine) or the database (several instances). */
  fileStorage: 'local' | 'database';
  /** Origin the browser sees, without a trailing slash; links in e-mails start with it. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The portal's sales desk: product information requests go there. */
  salesDeskEmail: string;
  seedDemo: boolean;
  webDist: string;
  /** The module whose `renderPage` draws the pages rendered on the server; none there: none are. */
  webRenderer: string;
  /** How long the server may take to render a page before the browser gets it plain and renders it. */
  webRenderBudgetMs: number;
  logLevel: LogLevel;
  /**
   * Which peers may set X-Forwarded-*: none (false), the last `n` hops, or these addresses and CIDRs.
   * Never every peer: any client could then choose the address every limit counts. A hop count only
   * with a listen address that only the load balancer's network reaches (loopback or private).
   */
  trustProxy: false | number | string[];
  /**
   * Signs the device cookies and keys the hash of e-mail addresses in failed logins (decision 052).
   * Unset: the embedded database's data folder keeps one (server.ts), else one of this process;
   * unset with DATABASE_URL in production refuses to start.
   */
  loginSecret: string;
  /** Whether LOGIN_SECRET was set (not a secret of this process). */
  loginSecretSet: boolean;
  /** Requests per minute per IP address, all routes together. */
  rateLimitPerMinute: number;
  /** How long a session lives without a request, and at most since its sign-in (decision 081). */
  sessions: SessionLifetimes;
  /** Passkeys' relying party: its id (a domain) and the origins a ceremony may come from (issue 51). */
  webauthn: { rpId: string; origins: string[] };
  /**
   * Webhooks (issue 50): false (the default) sends only to public https addresses, checked again
   * after DNS resolution before each attempt; true also allows http and local or private addresses,
   * for development and tests. Never true in production: any agency could make the server call its network.
   */
  webhooks: { allowLocal: boolean };
  /** Development only: GET /api/dev/outbox lists stored e-mails. Never enable in production. */
  devOutbox: boolean;
  /**
   * Whether this process runs the job runner's workers and schedules (mail, alerts). False makes a
   * web-only instance; `node dist/worker.js` then runs the jobs (several-instance deployments).
   */
  workers: boolean;
  /** SIGTERM: /readyz answers 503 for `drainMs`, then in-flight work gets at most `timeoutMs`. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** The bearer token of GET /metrics (Prometheus); null: no metrics (404). */
  metricsToken: string | null;
  /** The bearer token of the portal's event feed (internal/*); null disables the feed (503). */
  feedServiceToken: string | null;
  /** The Property Advisor tool: its address, and the secret its access tokens are signed with. */
  advisor: { url: string; tokenSecret: string };
  /**
   * Origins of the portal's image server (listing photos): allowed in the pages' img-src, and the only
   * ones the feed accepts for a listing's photo. Empty: only this server's own paths (the demo data).
   */
  photoOrigins: string[];
  oidc: Record<OidcProviderName, OidcProviderConfig | null>;
  /** Push to the app's devices; null (unset): their messages wait in the push outbox. */
  fcm: FcmSettings | null;
  /**
   * Web Push to browsers. Unset: on the embedded database made at first start and kept in the data
   * folder (server.ts); with DATABASE_URL none, and browsers cannot subscribe.
   */
  vapid: VapidKeys | null;
  /** The contact a push service may write to about our messages (VAPID `sub`): mailto: or https:. */
  vapidSubject: string;
  /**
   * Whether zod checks every response against the contract before it is written (decision 037).
   * On by default, off when NODE_ENV is production: tests and development catch a wrong answer,
   * production does not pay for checking it again.
   */
  checkResponses: boolean;
}

const url = (...schemes: string[]) =>
  // eslint-disable-next-line no-restricted-syntax -- a field of the config schema, made once while the module loads
  z.string().refine((value) => URL.canParse(value) && schemes.includes(new URL(value).protocol.slice(0, -1)));
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const int = (min: number, max: number) =>
  // eslint-disable-next-line no-restricted-syntax -- a field of the config schema, made once while the module loads
  z.coerce.number().int().min(min).max(max);

/** An IPv4 or IPv6 address, with an optional prefix length: 10.0.0.1, 10.0.0.0/8, fd00::/8. */
const isAddressOrCidr = (value: string): boolean => {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};
const trustedProxies = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (['false', '0', 'no', ''].includes(text)) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isAddressOrCidr)) return list;
  context.addIssue({ code: 'custom', message: 'invalid' });
  return z.NEVER;
});
/**
 * Listen addresses a hop count may go with: only a machine on the same host or private network can
 * connect, which is assumed to be the load balancer's (RFC 1918, RFC 4193 ULA, link-local, loopback).
 */
const LOAD_BALANCER_ONLY = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  LOAD_BALANCER_ONLY.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOAD_BALANCER_ONLY.addSubnet(network, prefix, 'ipv6');

const reachableOnlyByLoadBalancer = (host: string): boolean => {
  if (host === 'localhost') return true;
  const address = host.replace(/^\[(.*)\]$/, '$1').replace(/^::ffff:(?=\d+\.)/i, '');
  const version = isIP(address);
  return version !== 0 && LOAD_BALANCER_ONLY.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

const text = z.string().min(1);
/** Scheme and host only: `https://photos.example.be`, with or without the final slash. */
const isHttpsOrigin = (value: string) =>
  URL.canParse(value) && value.startsWith('https://') && new URL(value).origin === value.replace(/\/$/, '');

/** A shorter shared secret could be guessed: 32 base64url characters of a random token are 192 bits. */
export const FEED_SERVICE_TOKEN_MIN_LENGTH = 32;

const EnvSchema = z.object({
  PORT: int(0, 65535).default(3000),
  HOST: text.default('127.0.0.1'),
  DATABASE_URL: url('postgres', 'postgresql').optional(),
  DATA_DIR: text.default('./data'),
  FILE_STORAGE: z.enum(['local', 'database']).default('local'),
  DB_POOL_MAX: int(1, 1_000).default(10),
  DB_CONNECT_TIMEOUT_MS: int(100, 60_000).default(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: int(100, 3_600_000).default(DEFAULT_POSTGRES_TIMEOUTS.statementMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(100, 3_600_000).default(
    DEFAULT_POSTGRES_TIMEOUTS.idleInTransactionMs,
  ),
  DB_HANG_TIMEOUT_MS: int(100, 60_000).default(DEFAULT_POSTGRES_TIMEOUTS.hangMs),
  PUBLIC_URL: url('http', 'https').optional(),
  SMTP_URL: url('smtp', 'smtps').optional(),
  MAIL_FROM: text.default('Account area <no-reply@example.be>'),
  SALES_DESK_EMAIL: z.email().default('sales@immoportaal.example.be'),
  SEED_DEMO: bool.default(true),
  WEB_DIST: text.optional(),
  WEB_RENDERER: text.optional(),
  WEB_RENDER_BUDGET_MS: int(100, 60_000).default(2000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustedProxies.default(false),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  SESSION_IDLE_DAYS: int(1, 365).default(SESSION_DEFAULTS.idleDays),
  SESSION_MAX_DAYS: int(1, 365).default(SESSION_DEFAULTS.maxDays),
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)
    .optional(),
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
  DEV_OUTBOX: bool.default(false),
  WEBHOOK_ALLOW_LOCAL: bool.default(false),
  WORKERS: bool.default(true),
  CHECK_RESPONSES: bool.optional(),
  NODE_ENV: z.string().optional(),
  /** SIGTERM: how long /readyz answers 503 before the server stops accepting (the load balancer's turn). */
  SHUTDOWN_DRAIN_MS: int(0, 120_000).default(5_000),
  /** SIGTERM: how long requests in flight and running jobs may take before the process gives up. */
  SHUTDOWN_TIMEOUT_MS: int(1_000, 300_000).default(25_000),
  FEED_SERVICE_TOKEN: z.string().min(FEED_SERVICE_TOKEN_MIN_LENGTH).optional(),
  METRICS_TOKEN: z.string().min(FEED_SERVICE_TOKEN_MIN_LENGTH).optional(),
  ADVISOR_URL: url('https', 'http').default('https://advisor.immoportaal.example.be/open'),
  ADVISOR_TOKEN_SECRET: z.string().min(FEED_SERVICE_TOKEN_MIN_LENGTH).optional(),
  LOGIN_SECRET: z.string().min(FEED_SERVICE_TOKEN_MIN_LENGTH).optional(),
  PHOTO_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isHttpsOrigin)))
    .optional(),
  FACEBOOK_ISSUER: url('http', 'https').optional(),
  FACEBOOK_CLIENT_ID: text.optional(),
  FACEBOOK_CLIENT_SECRET: text.optional(),
  GOOGLE_ISSUER: url('http', 'https').optional(),
  GOOGLE_CLIENT_ID: text.optional(),
  GOOGLE_CLIENT_SECRET: text.optional(),
  BELFIUS_ISSUER: url('http', 'https').optional(),
  BELFIUS_CLIENT_ID: text.optional(),
  BELFIUS_CLIENT_SECRET: text.optional(),
  FCM_SERVICE_ACCOUNT: text.optional(),
  FCM_SERVICE_ACCOUNT_FILE: text.optional(),
  FCM_BASE_URL: url('https', 'http').default('https://fcm.googleapis.com'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
});
type Env = z.output<typeof EnvSchema>;

/**
 * What each variable must look like, for the start-up error. The zod messages are no use here:
 * the contract installs a process-wide error map that turns them into i18n keys.
 */
const RULES: Record<string, string> = {
  PORT: 'an integer between 0 and 65535',
  DATABASE_URL: 'a postgres:// URL',
  FILE_STORAGE: 'local or database',
  DB_POOL_MAX: 'an integer from 1 to 1000',
  DB_CONNECT_TIMEOUT_MS: 'milliseconds from 100 to 60000',
  DB_STATEMENT_TIMEOUT_MS: 'milliseconds from 100 to 3600000',
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'milliseconds from 100 to 3600000',
  DB_HANG_TIMEOUT_MS: 'milliseconds from 100 to 60000',
  PUBLIC_URL: 'an http:// or https:// URL',
  SESSION_IDLE_DAYS: 'days from 1 to 365',
  SESSION_MAX_DAYS: 'days from 1 to 365',
  WEBAUTHN_RP_ID: 'a domain name, the public address’s or one it ends with',
  WEBAUTHN_ORIGINS: 'http:// or https:// origins separated by commas',
  SMTP_URL: 'an smtp:// or smtps:// URL',
  SALES_DESK_EMAIL: 'an e-mail address',
  SEED_DEMO: 'true or false',
  TRUST_PROXY:
    'false, the proxies’ addresses and CIDRs separated by commas, or a hop count (1 for one load balancer) with a loopback or private HOST; never every client (true)',
  DEV_OUTBOX: 'true or false',
  WEBHOOK_ALLOW_LOCAL: 'true or false',
  WORKERS: 'true or false',
  CHECK_RESPONSES: 'true or false',
  FEED_SERVICE_TOKEN: `at least ${FEED_SERVICE_TOKEN_MIN_LENGTH} characters`,
  METRICS_TOKEN: `at least ${FEED_SERVICE_TOKEN_MIN_LENGTH} characters`,
  ADVISOR_URL: 'an http:// or https:// URL',
  ADVISOR_TOKEN_SECRET: `at least ${FEED_SERVICE_TOKEN_MIN_LENGTH} characters`,
  LOGIN_SECRET: `at least ${FEED_SERVICE_TOKEN_MIN_LENGTH} characters`,
  PHOTO_ORIGINS: 'https:// origins (scheme and host, no path), separated by commas',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  RATE_LIMIT_PER_MINUTE: 'a positive integer',
  WEB_RENDER_BUDGET_MS: 'milliseconds from 100 to 60000',
  SHUTDOWN_DRAIN_MS: 'milliseconds from 0 to 120000',
  SHUTDOWN_TIMEOUT_MS: 'milliseconds from 1000 to 300000',
  FACEBOOK_ISSUER: 'an http:// or https:// URL',
  GOOGLE_ISSUER: 'an http:// or https:// URL',
  BELFIUS_ISSUER: 'an http:// or https:// URL',
  FCM_BASE_URL: 'an http:// or https:// URL',
  VAPID_PUBLIC_KEY:
    'an uncompressed P-256 public key in base64url (87 characters, `npx web-push generate-vapid-keys`)',
  VAPID_PRIVATE_KEY: 'a P-256 private key in base64url (43 characters, `npx web-push generate-vapid-keys`)',
  VAPID_SUBJECT: 'a mailto: or https:// URL',
};

/** The fields of a Google service-account key file that the token exchange needs. */
const ServiceAccount = z.object({
  project_id: text,
  client_email: text,
  private_key: text,
  token_uri: url('https', 'http'),
});

/** By default the public address's host and origin: a passkey is bound to them. */
function webauthnOf(values: {
  PORT: number;
  PUBLIC_URL?: string | undefined;
  WEBAUTHN_RP_ID?: string | undefined;
  WEBAUTHN_ORIGINS?: string[] | undefined;
}): Config['webauthn'] {
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  return {
    rpId: values.WEBAUTHN_RP_ID ?? publicUrl.hostname,
    origins: (values.WEBAUTHN_ORIGINS ?? [publicUrl.origin]).map((origin) => new URL(origin).origin),
  };
}

function fcmOf(env: Env, problems: string[]): FcmSettings | null {
  const inline = env.FCM_SERVICE_ACCOUNT;
  const file = env.FCM_SERVICE_ACCOUNT_FILE;
  if (inline && file) {
    problems.push('FCM_SERVICE_ACCOUNT and FCM_SERVICE_ACCOUNT_FILE: set one of them, not both');
    return null;
  }
  let json = inline;
  if (file) {
    try {
      json = readFileSync(file, 'utf8');
    } catch (error) {
      problems.push(`FCM_SERVICE_ACCOUNT_FILE could not be read (${(error as Error).message})`);
      return null;
    }
  }
  if (json === undefined) return null;
  let parsed: z.output<typeof ServiceAccount>;
  try {
    parsed = ServiceAccount.parse(JSON.parse(json));
  } catch {
    problems.push(
      `${file ? 'FCM_SERVICE_ACCOUNT_FILE' : 'FCM_SERVICE_ACCOUNT'} must be a Google service-account key (JSON with project_id, client_email, private_key and token_uri)`,
    );
    return null;
  }
  return {
    projectId: parsed.project_id,
    clientEmail: parsed.client_email,
    privateKey: parsed.private_key,
    tokenUri: parsed.token_uri,
    baseUrl: env.FCM_BASE_URL.replace(/\/+$/, ''),
  };
}

function vapidOf(env: Env, problems: string[]): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return null;
}

/** The sender's address of MAIL_FROM ("Name <a@b>" or "a@b"). */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function oidcOf(env: Env, provider: OidcProviderName, problems: string[]): OidcProviderConfig | null {
  const prefix = provider.toUpperCase() as Uppercase<OidcProviderName>;
  const issuer = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (issuer && clientId && clientSecret) return { issuer, clientId, clientSecret };
  if (issuer || clientId || clientSecret) {
    problems.push(`${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  return null;
}

/** Reads and validates every setting once; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=` in a compose file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    const problems = names.map((name) => `${name} must be ${RULES[name] ?? 'a non-empty value'}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const values = parsed.data;
  const problems: string[] = [];
  const oidc = {
    facebook: oidcOf(values, 'facebook', problems),
    google: oidcOf(values, 'google', problems),
    belfius: oidcOf(values, 'belfius', problems),
  };
  if (typeof values.TRUST_PROXY === 'number' && !reachableOnlyByLoadBalancer(values.HOST)) {
    problems.push(
      `TRUST_PROXY=${values.TRUST_PROXY} (a hop count) trusts whoever connects to name the client's address, ` +
        `and HOST=${values.HOST} can be reached without the load balancer: anyone could forge ` +
        'X-Forwarded-For and choose the address every limit counts. Set TRUST_PROXY to the load ' +
        'balancers’ addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.5 or 172.30.0.0/24), or listen on a ' +
        'loopback or private address that only the load balancer reaches',
    );
  }
  const fcm = fcmOf(values, problems);
  const vapid = vapidOf(values, problems);
  if (values.DATABASE_URL && values.NODE_ENV === 'production' && !values.LOGIN_SECRET) {
    problems.push(
      'LOGIN_SECRET must be set with DATABASE_URL in production: every instance must sign device ' +
        'cookies and hash e-mail addresses with the same secret (at least ' +
        `${FEED_SERVICE_TOKEN_MIN_LENGTH} characters, e.g. openssl rand -base64 48)`,
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    postgres: {
      poolMax: values.DB_POOL_MAX,
      timeouts: {
        connectMs: values.DB_CONNECT_TIMEOUT_MS,
        statementMs: values.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        hangMs: values.DB_HANG_TIMEOUT_MS,
      },
    },
    dataDir: resolve(values.DATA_DIR),
    fileStorage: values.FILE_STORAGE,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    salesDeskEmail: values.SALES_DESK_EMAIL,
    seedDemo: values.SEED_DEMO,
    webDist: resolve(values.WEB_DIST ?? DEFAULT_WEB_DIST),
    webRenderer: resolve(values.WEB_RENDERER ?? DEFAULT_WEB_RENDERER),
    webRenderBudgetMs: values.WEB_RENDER_BUDGET_MS,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    loginSecret: values.LOGIN_SECRET ?? randomBytes(32).toString('base64url'),
    loginSecretSet: values.LOGIN_SECRET !== undefined,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    sessions: { idleDays: values.SESSION_IDLE_DAYS, maxDays: values.SESSION_MAX_DAYS },
    webauthn: webauthnOf(values),
    webhooks: { allowLocal: values.WEBHOOK_ALLOW_LOCAL },
    devOutbox: values.DEV_OUTBOX,
    workers: values.WORKERS,
    shutdown: { drainMs: values.SHUTDOWN_DRAIN_MS, timeoutMs: values.SHUTDOWN_TIMEOUT_MS },
    feedServiceToken: values.FEED_SERVICE_TOKEN ?? null,
    metricsToken: values.METRICS_TOKEN ?? null,
    // Unset (development, no advisor tool): a secret of this process only.
    advisor: {
      url: values.ADVISOR_URL,
      tokenSecret: values.ADVISOR_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    },
    photoOrigins: (values.PHOTO_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    oidc,
    fcm,
    vapid,
    vapidSubject: values.VAPID_SUBJECT ?? `mailto:${addressOf(values.MAIL_FROM)}`,
    checkResponses: values.CHECK_RESPONSES ?? values.NODE_ENV !== 'production',
  };
}

/** For the entry points: a bad setting prints what is wrong and exits, without a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
