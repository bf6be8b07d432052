import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StoredImage {
  data: Buffer;
  etag: string;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === etag || value === '*');
}

/** Sends a stored image; private (it sits behind the session), cached a day, revalidated by ETag. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: StoredImage): FastifyReply {
  reply.header('cache-control', 'private, max-age=86400').header('etag', image.etag);
  if (matches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type('image/webp').send(image.data);
}
