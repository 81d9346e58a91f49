import type { JWTPayload, JWTVerifyGetKey } from 'jose' with { 'resolution-mode': 'import' };
import type { GoogleIdentity } from '../googleAccounts';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';

/** Google documents both spellings of its issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const GOOGLE_SIGN_IN_ERRORS = {
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  invalidToken: 'Invalid Google token',
  unverifiedEmail: 'Google has not verified the email address of this Google account',
} as const;

/** Google sign-in: configured by GOOGLE_CLIENT_ID. */
export interface GoogleSignIn {
  /** Public: the browser needs it to show Google's button. */
  readonly clientId: string | undefined;
  /**
   * Checks a Google ID token: signature against Google's published keys, audience, issuer,
   * expiry at `now`, and a verified email. Refusals are HttpErrors: 401 for the token's own
   * faults, 503 when sign-in is not configured or Google's keys cannot be read.
   */
  verify(token: string, now: Date): Promise<GoogleIdentity>;
  close?(): Promise<void>;
}

const notConfigured = () => new HttpError(503, GOOGLE_SIGN_IN_ERRORS.notConfigured, 'GOOGLE_NOT_CONFIGURED');
const unavailable = () => new HttpError(503, GOOGLE_SIGN_IN_ERRORS.unavailable, 'GOOGLE_UNAVAILABLE');
const invalidToken = (message: string = GOOGLE_SIGN_IN_ERRORS.invalidToken) => new HttpError(401, message, 'INVALID_GOOGLE_TOKEN');

/** jose's errors that mean "this token is not acceptable", as opposed to "the keys could not be read". */
const TOKEN_FAULTS = new Set([
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);
const isTokenFault = (error: unknown) => TOKEN_FAULTS.has(String((error as { code?: unknown } | null)?.code));

// jose ships only ES modules; a dynamic import loads it from this CommonJS package on any Node 20.
const loadJose = () => import('jose');

const text = (value: unknown, max = 50) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

function identityOf(payload: JWTPayload): GoogleIdentity {
  const email = text(payload['email'], 254);
  // Google sends a boolean; very old tokens carried the string "true".
  const verified = payload['email_verified'] === true || payload['email_verified'] === 'true';
  if (!payload.sub || !email) throw invalidToken();
  if (!verified) throw invalidToken(GOOGLE_SIGN_IN_ERRORS.unverifiedEmail);
  const given = text(payload['given_name']);
  const lastName = given ? text(payload['family_name']) : undefined;
  const firstName = given ?? text(payload['name']) ?? email.split('@')[0]!.slice(0, 50);
  return { googleId: payload.sub, email, firstName, ...(lastName ? { lastName } : {}) };
}

export function createGoogleSignIn(config: Config, log: (message: string, error?: unknown) => void): GoogleSignIn {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) {
    return { clientId: undefined, verify: () => Promise.reject(notConfigured()) };
  }
  // One key set for the process: jose caches the keys (10 minutes) and refetches at most every
  // 30 seconds, when a token names a key it does not hold (Google rotates its keys).
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const googleKeys = () => (keys ??= loadJose().then(({ createRemoteJWKSet }) => createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL))));

  return {
    clientId,
    async verify(token, now) {
      const { jwtVerify } = await loadJose();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, await googleKeys(), {
          audience: clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now,
        }));
      } catch (error) {
        if (isTokenFault(error)) throw invalidToken();
        log(`Google sign-in: could not read Google's keys from ${config.GOOGLE_JWKS_URL}`, error);
        throw unavailable();
      }
      return identityOf(payload);
    },
  };
}
