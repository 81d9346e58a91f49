import { createHash, scryptSync } from 'node:crypto';

/**
 * A password hash in the platform's format (`scrypt$N$r$p$salt$hash`, see account/passwords.ts)
 * made without randomness, so a history written by a test or a script is the same every time:
 * the salt comes from `saltOf` (an email, say). The cost is the tests' cheap one; the platform
 * verifies any cost a hash names.
 */
export function knownPasswordHash(password: string, saltOf: string): string {
  const cost = { N: 1024, r: 8, p: 1 };
  const salt = createHash('sha256').update(saltOf).digest().subarray(0, 16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { ...cost, maxmem: 256 * cost.N * cost.r });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}
