import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * scrypt, memory-hard. The stored string carries its parameters (`scrypt$N$r$p$salt$hash`),
 * so the cost can be raised later without invalidating existing hashes.
 */
export function scryptHasher(cost: { N: number; r: number; p: number } = { N: 2 ** 15, r: 8, p: 1 }): PasswordHasher {
  const keyLength = 32;
  const maxmem = 256 * cost.N * cost.r;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, keyLength, { ...cost, maxmem });
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64');
      const params = { N: Number(n), r: Number(r), p: Number(p) };
      const key = await derive(password, Buffer.from(salt, 'base64'), expected.length, { ...params, maxmem: 256 * params.N * params.r });
      return timingSafeEqual(key, expected);
    },
  };
}
