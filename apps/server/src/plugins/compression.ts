import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers go compressed to a client that accepts it: brotli, else gzip. A year of statistics by day is
 * 55 KB of JSON; brotli at quality 2 makes it 6.8 KB for about 0.3 ms of the server's CPU (quality 4:
 * 6.6 KB for twice that), a quarter of a second less on a phone's 4G link (1.6 Mbit/s). Up to 128 KiB
 * it compresses in place: the threadpool's stream cost more CPU than the compression itself. Answers
 * under 1 KiB, types compressed already (photos, PDF, xlsx) and answers with a Content-Encoding of
 * their own (the web app's precompressed files, a rendered page) go as they are. Request bodies are
 * not decoded: one with a Content-Encoding is refused (request-body.ts).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
      syncThreshold: 128 * 1024,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
