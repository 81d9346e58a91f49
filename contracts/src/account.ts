import { z } from 'zod';
import { authProviders, roles, submissionLanguages } from './vocabulary';
import { userSettingsView } from './settings';

/** Spec §5 messages. Fields beyond the spec's are refused, and every string is bounded. */
const emailId = z.email({ error: 'Invalid Email' }).max(254, 'Invalid Email');
const password = z.string({ error: 'Password is too weak' }).min(8, 'Password is too weak').max(128, 'Password is too long');

export const registerBody = z.strictObject({
  firstName: z
    .string({ error: 'Minimum character should be 3' })
    .trim()
    .min(3, 'Minimum character should be 3')
    .max(50, 'First name is too long'),
  lastName: z.string().trim().max(50, 'Last name is too long').optional(),
  emailId,
  password,
});

export const loginBody = z.strictObject({ emailId, password });
export type Registration = z.input<typeof registerBody>;
export type Credentials = z.input<typeof loginBody>;

const token = z.string({ error: 'Google token is required' }).min(1, 'Google token is required').max(8192, 'Google token is too long');
const userId = z.string({ error: 'userId is required' }).min(1, 'userId is required').max(100, 'userId is too long');
/** `POST /api/auth/google` (spec §7). */
export const googleLoginBody = z.strictObject({ token });
/**
 * `POST /api/auth/link-google` (spec §7). `password` (optional, beyond the spec): the account's own
 * password, to keep it working after the link.
 */
export const linkGoogleBody = z.strictObject({ token, userId, password: z.string().max(128, 'Password is too long').optional() });
/** `POST /api/auth/unlink-google`. */
export const unlinkGoogleBody = z.strictObject({ userId });

/** The signed-in user (spec §3). The password hash never leaves the server. */
export const userView = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string().optional(),
  emailId: z.string(),
  role: z.enum(roles),
  authProvider: z.enum(authProviders),
  emailVerified: z.boolean(),
  /** Whether password sign-in works: an account without one cannot give up Google. */
  hasPassword: z.boolean(),
  problemSolved: z.array(z.string()).readonly(),
  attemptedProblems: z.array(z.string()).readonly(),
  /**
   * The language of the learner's last submission, once there is one (not in spec §3): a browser
   * that has never seen them opens the editor in it.
   */
  lastLanguage: z.enum(submissionLanguages).optional(),
  /**
   * The learner's best score on each scored problem they submitted to, by problem id (issue 31);
   * absent until their first scored verdict, so a learner of problems without subtasks reads as spec §3.
   */
  bestScores: z.record(z.string(), z.strictObject({ score: z.number(), maxScore: z.number() })).optional(),
  /** What the learner keeps in Settings (issue 35, not in spec §3): the UI applies the theme and default language after sign-in. */
  settings: userSettingsView.optional(),
});
export type User = z.infer<typeof userView>;

/**
 * An existing account a Google sign-in could be linked to (spec §3 'Google login response'):
 * only what the 'Link Your Accounts' dialog shows, and the Google token to send back with the link.
 */
export const pendingGoogleLink = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string().optional(),
  emailId: z.string(),
  googleToken: z.string(),
});
export type PendingGoogleLink = z.infer<typeof pendingGoogleLink>;

export type GoogleLoginResult =
  { readonly needsLinking: false; readonly user: User } | { readonly needsLinking: true; readonly user: PendingGoogleLink };
