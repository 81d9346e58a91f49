/** The signed-in user as the API returns it (spec §3). */
export interface User {
  readonly _id: string;
  readonly firstName: string;
  readonly lastName?: string;
  readonly emailId: string;
  readonly role: 'user' | 'admin';
  readonly authProvider: 'local' | 'google';
  /** False for accounts made with Google: they cannot unlink it without being locked out. */
  readonly hasPassword?: boolean;
  readonly emailVerified: boolean;
  readonly problemSolved: readonly string[];
  readonly attemptedProblems: readonly string[];
}

export interface Credentials {
  readonly emailId: string;
  readonly password: string;
}

export interface Registration extends Credentials {
  readonly firstName: string;
}

/** An existing account a Google sign-in may be linked to (spec §3 'Google login response'). */
export interface PendingGoogleLink {
  readonly _id: string;
  readonly firstName: string;
  readonly lastName?: string;
  readonly emailId: string;
  /** The Google ID token to send back with the link. */
  readonly googleToken: string;
}

export type GoogleLoginResult = { readonly needsLinking: false; readonly user: User } | { readonly needsLinking: true; readonly user: PendingGoogleLink };
