import { ERR } from '@app/contract';

/**
 * An expected failure with the status and body of product.md's error table. Services throw it;
 * the error handler turns it into `{ error, messageKey }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly messageKey: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${statusCode} ${error}`);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', ERR.unauthorized);
export const notFound = () => new HttpError(404, 'not_found', ERR.notFound);
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', ERR.rateLimited, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
