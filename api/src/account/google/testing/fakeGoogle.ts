import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CryptoKey, JWK } from 'jose' with { 'resolution-mode': 'import' };

/**
 * A stand-in for Google in tests: an RS256 key pair, its public half served as a JWKS on a
 * loopback port (point GOOGLE_JWKS_URL at `jwksUrl`), and ID tokens minted with it. It also
 * keeps a forger's key, whose tokens look right but are not signed by "Google".
 */
export interface FakeGoogle {
  readonly clientId: string;
  readonly jwksUrl: string;
  /** How many times the JWKS was fetched. */
  readonly jwksRequests: () => number;
  /** The env a platform needs to trust this fake. */
  readonly env: { readonly GOOGLE_CLIENT_ID: string; readonly GOOGLE_JWKS_URL: string };
  mint(claims?: TokenClaims): Promise<string>;
  stop(): Promise<void>;
}

export interface TokenClaims {
  readonly sub?: string;
  readonly email?: string;
  readonly emailVerified?: boolean;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly audience?: string;
  readonly issuer?: string;
  /** Seconds since the epoch; an hour after now by default, as Google does. */
  readonly expiresAt?: number;
  /** 'forger' signs with a key that is not in the JWKS, under Google's key id. */
  readonly signedBy?: 'google' | 'forger';
}

export const FAKE_GOOGLE_CLIENT_ID = 'forge-test.apps.googleusercontent.com';
const KEY_ID = 'fake-google-key-1';

// jose ships only ES modules; see google/googleSignIn.ts.
const loadJose = () => import('jose');

export async function startFakeGoogle(clientId = FAKE_GOOGLE_CLIENT_ID): Promise<FakeGoogle> {
  const { exportJWK, generateKeyPair, SignJWT } = await loadJose();
  const google = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(google.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let requests = 0;

  const server: Server = createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end();
      return;
    }
    requests += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;

  return {
    clientId,
    jwksUrl,
    jwksRequests: () => requests,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: jwksUrl },
    async mint(claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      const email = claims.email ?? 'ada@gmail.test';
      const key: CryptoKey = claims.signedBy === 'forger' ? forger.privateKey : google.privateKey;
      return new SignJWT({
        email,
        email_verified: claims.emailVerified ?? true,
        given_name: claims.givenName ?? 'Ada',
        family_name: claims.familyName ?? 'Lovelace',
        name: `${claims.givenName ?? 'Ada'} ${claims.familyName ?? 'Lovelace'}`,
        azp: clientId,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(claims.issuer ?? 'https://accounts.google.com')
        .setAudience(claims.audience ?? clientId)
        .setSubject(claims.sub ?? `google-${email}`)
        .setIssuedAt(Math.min(now, (claims.expiresAt ?? now + 3600) - 3600))
        .setExpirationTime(claims.expiresAt ?? now + 3600)
        .sign(key);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
