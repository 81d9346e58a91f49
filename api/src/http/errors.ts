/** An error that knows its HTTP status; the error middleware renders it as `{ message, code, errors? }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly errors?: readonly { path: string; message: string }[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'Admin access required') => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, 'RATE_LIMITED', undefined, { 'Retry-After': String(retryAfterSeconds) });
