import { ERR, MSG } from '@app/contract';

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
    /** 400 validation only: dotted path -> message key, as the contract's own validation sends them. */
    readonly fields?: Record<string, string>,
    /** ICU values the message needs (e.g. the software's name), sent as `values`. */
    readonly values?: Record<string, string | number>,
  ) {
    super(`${statusCode} ${error}`);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', ERR.unauthorized);
export const notFound = () => new HttpError(404, 'not_found', ERR.notFound);
/** A rule the contract cannot check (e.g. the current password), reported like a contract failure. */
export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(400, 'validation', MSG.invalid, {}, fields);
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', ERR.rateLimited, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** An e-mail the user asked for too often (EMAIL_LINK_LIMIT); the message says how many minutes to wait. */
export const tooManyEmails = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    'too_many_emails',
    ERR.tooManyEmails,
    { 'retry-after': String(seconds) },
    undefined,
    { minutes: Math.ceil(seconds / 60) },
  );
};
