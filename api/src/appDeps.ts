import type { EventStore, Position } from '@forge/events';
import type { ReadModelStore } from '@forge/events';
import type { PasswordHasher } from './account/passwords';
import type { RateLimiter } from './account/rateLimiter';
import type { SessionStore } from './account/sessions/sessionStore';
import type { Judge } from '@forge/judge';
import type { JudgeQueue } from './judging/judgeQueue';
import type { AdmissionGate } from './submission/admission';
import type { LiveUpdates } from './live/liveUpdates';
import type { SubmissionWatcher } from './live/submissionWatcher';
import type { VideoServices } from './video/videoServices';
import type { GoogleSignIn } from './account/google/googleSignIn';
import type { ChatService } from './ai/chatService';

/** Everything the API needs from outside, passed in so tests and replays can supply their own. */
export interface AppDeps {
  readonly store: EventStore;
  readonly readModels: ReadModelStore;
  /** Lets a handler wait until its own append shows in the read models. */
  readonly projections: { waitFor(position: Position): Promise<void> };
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly passwords: PasswordHasher;
  readonly judge: Judge;
  readonly queue: JudgeQueue;
  /** Decides submissions' admission one at a time, across replicas. */
  readonly admission: AdmissionGate;
  /** Pushes events to a user's open sockets. */
  readonly live: LiveUpdates;
  /** Follows submissions in the log: their live updates, and the verdicts submit calls wait for. */
  readonly submissions: SubmissionWatcher;
  /** Editorial video storage (Cloudinary or the built-in media host). */
  readonly video: VideoServices;
  readonly google: GoogleSignIn;
  /** The AI helper's model. */
  readonly ai: ChatService;
  readonly clock: () => Date;
  readonly newId: () => string;
  readonly settings: AppSettings;
  readonly log: (message: string, error?: unknown) => void;
}

import type { RegistrationLimits } from './account/signIn';

export interface AppSettings {
  /** Set when the platform is served read-only as it was at a past point of its log (`npm start -- --as-of`): that point. */
  readonly asOf?: string;
  /** Origins besides the server's own allowed to send state-changing requests (a dev server, say). */
  readonly allowedOrigins: readonly string[];
  /** Trust X-Forwarded-* from a reverse proxy (for `Secure` cookies and client addresses). */
  readonly trustProxy: boolean;
  readonly sessionTtlMs: number;
  /** How long a request's body may take to arrive, uploads excepted. */
  readonly requestTimeoutMs: number;
  readonly registrations: RegistrationLimits;
  readonly submissions: SubmissionLimits;
  /** With trustProxy: how many proxies in front append to X-Forwarded-For (the client is the entry they add). */
  readonly proxyHops: number;
  /** The largest problem package an admin may upload, in bytes (issue 34; default 256 MB). */
  readonly packageMaxBytes?: number;
  /** How far (events) the read models may be behind the log and the process still ready (READY_MAX_LAG_EVENTS; default 100). */
  readonly readyMaxLagEvents?: number;
}

export interface AppState {
  user?: SignedInUser;
  sessionToken?: string;
}

export interface SignedInUser {
  readonly userId: string;
  readonly role: 'user' | 'admin';
}

export interface SubmissionLimits {
  /** Submissions one user may have pending. */
  readonly perUser: number;
  /** Submissions all users may have pending before the judge answers that it is busy. */
  readonly capacity: number;
  /** How long the submit call waits for the verdict. */
  readonly waitMs: number;
}
