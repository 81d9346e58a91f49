import { createHash, timingSafeEqual } from 'node:crypto';

/** Parameters Cloudinary leaves out of the string to sign (and `signature` itself). */
const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

/** Cloudinary refuses a signed request whose timestamp is more than an hour from its clock. */
export const SIGNATURE_LIFETIME_SECONDS = 3600;

export type SignedParams = Readonly<Record<string, string | number | undefined>>;

/**
 * Cloudinary's string to sign: every parameter but file, cloud_name, resource_type and
 * api_key, sorted by name, as `key=value` joined with `&`; empty values are left out.
 */
export function stringToSign(params: SignedParams): string {
  return Object.entries(params)
    .filter(([key, value]) => !UNSIGNED.has(key) && value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** SHA-1 hex of the string to sign with the API secret appended, as Cloudinary documents it. */
export function signParams(params: SignedParams, apiSecret: string): string {
  return createHash('sha1')
    .update(stringToSign(params) + apiSecret)
    .digest('hex');
}

export function signatureMatches(params: SignedParams, signature: string, apiSecret: string): boolean {
  const expected = Buffer.from(signParams(params, apiSecret));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Seconds since the epoch, the unit of Cloudinary's `timestamp`. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Why a signed request is refused, in Cloudinary's words; null when it may proceed. */
export function checkSignedRequest(
  params: SignedParams,
  credentials: { readonly apiKey: string; readonly apiSecret: string },
  now: Date,
): { status: 400 | 401; message: string } | null {
  for (const name of ['api_key', 'timestamp', 'signature'] as const) {
    if (params[name] === undefined || params[name] === '') return { status: 400, message: `Missing required parameter - ${name}` };
  }
  if (params['api_key'] !== credentials.apiKey) return { status: 401, message: `Unknown API key ${params['api_key']}` };
  const timestamp = Number(params['timestamp']);
  if (!Number.isInteger(timestamp)) return { status: 400, message: 'Invalid timestamp' };
  if (Math.abs(unixSeconds(now) - timestamp) > SIGNATURE_LIFETIME_SECONDS) {
    return {
      status: 400,
      message: `Stale request - reported time is ${new Date(timestamp * 1000).toISOString()} which is out of the reasonable time range (1 hour) from current time ${now.toISOString()}`,
    };
  }
  if (!signatureMatches(params, String(params['signature']), credentials.apiSecret)) {
    return { status: 401, message: `Invalid Signature ${params['signature']}. String to sign - '${stringToSign(params)}'.` };
  }
  return null;
}
