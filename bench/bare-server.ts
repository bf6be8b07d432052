/**
 * The baseline of `bench/service.ts`: a bare `node:http` + `pg` server that answers every request by
 * running the statements the real server ran for one My properties list request (captured there, read
 * from BARE_QUERIES), one after the other on a pool of the same size, and sending their rows as JSON.
 * No framework, validation, session logic or hooks: what is left is the database work and the HTTP.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** One statement as the real server sent it; `bench/service.ts` captures them. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
  rowMode?: 'array';
}

const queries = JSON.parse(readFileSync(process.env.BARE_QUERIES!, 'utf8')) as CapturedQuery[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.BARE_POOL_MAX ?? 10),
});

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    // The same first checks as any JSON API: a session cookie and a body that parses.
    if (!request.headers.cookie) {
      response.writeHead(401).end();
      return;
    }
    const body = Buffer.concat(chunks).toString('utf8');
    void (async () => {
      try {
        JSON.parse(body || '{}');
      } catch {
        response.writeHead(400).end();
        return;
      }
      try {
        const results: unknown[] = [];
        for (const query of queries) results.push((await pool.query(query)).rows);
        const json = JSON.stringify({ data: results });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(json);
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    })();
  });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
