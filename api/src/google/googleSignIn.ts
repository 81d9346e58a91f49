import type { Config } from '../config';

/** Google sign-in: configured by GOOGLE_CLIENT_ID. */
export interface GoogleSignIn {
  readonly clientId: string | undefined;
  close?(): Promise<void>;
}

export function createGoogleSignIn(config: Config, _log: (message: string, error?: unknown) => void): GoogleSignIn {
  return { clientId: config.GOOGLE_CLIENT_ID };
}
