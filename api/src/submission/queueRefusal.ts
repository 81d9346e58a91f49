import { HttpError } from '../http/errors';
import type { QueueFullError } from '../judging/judgeQueue';

/** A full queue answers at once with the place the caller would have had: 429 for the user's own limit, 503 for the platform's. */
export function queueRefusal(error: QueueFullError): HttpError {
  return error.reason === 'user'
    ? new HttpError(429, error.message, 'QUEUE_USER_LIMIT', undefined, { 'Retry-After': '5' })
    : new HttpError(503, error.message, 'QUEUE_FULL', undefined, { 'Retry-After': '10' });
}
