import pg from 'pg';

export interface PostgresTimeouts {
  /** Waiting for a connection, new or from the pool, before the request answers 503. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout). */
  statementMs: number;
  /** PostgreSQL ends a session idle inside a transaction this long (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
  /** A database that does not answer `select 1` within this is hung; probed four times as often. */
  hangMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 1_500,
  statementMs: 30_000,
  idleInTransactionMs: 10_000,
  hangMs: 1_000,
};

export interface PoolStats {
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  /** Connections lost while idle (the server went away, a network cut). */
  errors: number;
  /** Times the probe found the server hung and cut every connection. */
  hangs: number;
}

export interface GuardedPool {
  pool: pg.Pool;
  stats(): PoolStats;
  /** Opens every connection the pool may hold; rejects, holding none checked out, when one fails. */
  fill(): Promise<void>;
  /** Stops the hang probe and closes every connection. */
  end(): Promise<void>;
}

const BEGIN = /^\s*begin\b/i;

/**
 * drizzle's node-postgres transaction sends BEGIN before its try/finally, so when BEGIN fails (the
 * connection died) it never releases the client: each outage would leak pool slots until none is
 * left and the app could not recover. Such a client is released here, with the error, so the pool
 * drops it.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args);
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && BEGIN.test(text) && result instanceof Promise) {
      result.catch((error: unknown) => client.release(error instanceof Error ? error : true));
    }
    return result;
  };
}

/** Cuts the socket: the client's queries fail at once and the pool drops it on release. */
const cut = (client: pg.Client) => client.connection.stream.destroy();

/**
 * A pool whose requests cannot wait on a hung PostgreSQL. A stopped server refuses connections at
 * once, but a frozen one (a stalled failover, a full disk) accepts them and never answers, and its
 * own statement_timeout cannot fire. So a probe asks `select 1` on its own connection every `hangMs / 4`;
 * when it gets no answer in time every pooled connection is cut, so queries in flight fail (503)
 * instead of waiting, and new ones wait at most `connectMs` for a connection. When the server
 * answers again the pool simply opens new connections.
 */
export function guardedPool(url: string, max: number, timeouts: PostgresTimeouts): GuardedPool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // The account area's statements are short index ranges. JIT compiling them cost more than it saved
    // (42 ms of 424 for the professional statistics at the largest agency of bench:data, decision 034).
    // Parallel workers, two more processes per statement, took the same screen from 74 to 35 requests
    // per second under load once its reads were cheap enough to be planned in parallel (decision 036).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    // A fixed-size pool: a connection once opened stays. pg closes one idle for 10 s by default, so a
    // rise in load had to open new ones: about 15 ms to connect and 20 ms more for its first statement,
    // while PostgreSQL loads its catalog for the new session. A load at half the maximum rate that did
    // so had a p99 of 127–270 ms, against 16–41 ms on open connections (decision 048).
    idleTimeoutMillis: 0,
  });
  const clients = new Set<pg.Client>();
  pool.on('connect', (client) => {
    clients.add(client);
    // A checked-out client whose connection dies emits 'error' with no listener of the pool's, which
    // would end the process; the failure reaches the caller through its query anyway.
    client.on('error', () => undefined);
    releaseOnFailedBegin(client);
  });
  pool.on('remove', (client) => clients.delete(client));
  let errors = 0;
  let hangs = 0;
  // An idle client that loses its connection emits 'error'; without a listener the process exits.
  pool.on('error', () => {
    errors += 1;
  });

  let probe: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    try {
      if (!probe) {
        probe = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: timeouts.hangMs,
          query_timeout: timeouts.hangMs,
        });
        probe.on('error', () => undefined);
        await probe.connect();
      }
      await probe.query('select 1');
    } catch {
      if (probe) cut(probe);
      probe = null;
      if (clients.size > 0) hangs += 1;
      for (const client of clients) cut(client);
    }
    if (stopped) await probe?.end().catch(() => undefined);
    // eslint-disable-next-line local/no-self-recursion -- a timer runs the next check: no call nests, no input
    else timer = setTimeout(() => void check(), timeouts.hangMs / 4).unref();
  };
  timer = setTimeout(() => void check(), timeouts.hangMs).unref();

  return {
    pool,
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      errors,
      hangs,
    }),
    async fill() {
      const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
      for (const result of opened) if (result.status === 'fulfilled') result.value.release();
      const failed = opened.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    async end() {
      stopped = true;
      clearTimeout(timer);
      if (probe) await probe.end().catch(() => undefined);
      await pool.end();
    },
  };
}
