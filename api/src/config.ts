import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_JUDGE_CACHE_DIR } from '@forge/judge';
import { parseUntil } from '@forge/events';

const optionalText = z.string().trim().min(1).optional().catch(undefined);
/** An empty value (`JUDGE_SLOTS=` from a compose file's unset default) is no value. */
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Every setting the server reads from its environment, with the embedded defaults. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  EVENTSTORE_URL: optionalText,
  /**
   * `npm start -- --as-of <position|ISO time>`: serve the platform read-only as it was at that
   * point of the log (read models built in memory, nothing in DATA_DIR changed).
   */
  AS_OF: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform((text, ctx) => {
        try {
          return parseUntil(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  REDIS_URL: optionalText,
  /** false when a separate projections process keeps the (shared, Redis) read models. */
  RUN_PROJECTIONS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  ADMIN_FIRST_NAME: z.string().min(3, 'ADMIN_FIRST_NAME must have at least 3 characters').default('Admin'),
  /** Make an account that already has ADMIN_EMAIL (registered by someone) the admin; off, such an account is left alone. */
  ADMIN_PROMOTE_EXISTING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Where the judge keeps its precompiled header and compiled programs, shared by every data
   * dir on the machine; default DEFAULT_JUDGE_CACHE_DIR, root's. The sandbox's unprivileged
   * users must be able to pass through it, and no other user may be able to write to it or to
   * any directory above it (the judge checks, and refuses to judge otherwise).
   */
  JUDGE_CACHE_DIR: z.string().default(DEFAULT_JUDGE_CACHE_DIR),
  /** Judge on rlimits alone where there are no cgroups (memory is then neither measured nor held); off, such a judge is unhealthy. */
  JUDGE_ALLOW_DEGRADED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  JUDGE_CACHE_MAX_MB: z.coerce.number().int().positive().default(2048),
  /**
   * Who judges: `local` (this process's own sandbox) or `redis` (judge worker processes,
   * `node judge/dist/worker.js`, taking jobs from the queue in REDIS_URL).
   */
  JUDGE_WORKERS: z.enum(['local', 'redis'], { error: "JUDGE_WORKERS must be 'local' or 'redis'" }).default('local'),
  /**
   * Jobs in the judge at once (with JUDGE_WORKERS=redis: in flight at the workers). Their
   * compiles and tests take turns on one sandbox slot per core, fairly between users, so this
   * is larger than the cores: a newcomer's job gets in beside a user's running submissions.
   */
  JUDGE_CONCURRENCY: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * availableParallelism()),
  /** Submissions one user may have pending in the log, and runs one user may have waiting or running. */
  JUDGE_QUEUE_PER_USER: z.coerce.number().int().positive().default(3),
  /** Submissions that may be pending in all, and runs that may wait, before the judge answers that it is busy. */
  JUDGE_QUEUE_CAPACITY: z.coerce.number().int().positive().default(200),
  /** How long the submit call waits for the verdict before answering 202 (the submission goes on being judged). */
  SUBMIT_WAIT_SECONDS: z.coerce.number().positive().default(300),
  /** Judging attempts a submission may take (each ended by a worker dying) before it is parked as Internal Error. */
  JUDGE_MAX_ATTEMPTS: z.coerce.number().int().positive().default(3),
  /** Judge workers: a submission held this long without renewal (its worker died) is taken over by another. */
  JUDGE_RECLAIM_IDLE_MS: z.coerce.number().int().positive().default(30_000),
  /** Judge workers: how often a worker renews its hold on what it judges and says it is alive. */
  JUDGE_HEARTBEAT_MS: z.coerce.number().int().positive().default(2000),
  /** Judge workers: a port for GET /health (none when unset), on HEALTH_HOST. */
  HEALTH_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  HEALTH_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The server's GET /metrics (Prometheus), on a port of its own (0: any free one; off: none); judge workers serve it on HEALTH_PORT. */
  METRICS_PORT: z.preprocess(unsetIfEmpty, z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(9464)),
  METRICS_HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Lets a scraper that is not on loopback read /metrics with `Authorization: Bearer <token>`; without it only loopback may. */
  METRICS_TOKEN: optionalText,
  /**
   * Sandbox runs at once (a slot is a core of its own: a run's wall clock is its CPU limit and a
   * second); default the cores. Judge workers sharing one machine split them.
   */
  JUDGE_SLOTS: z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().optional()),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /** Accounts one address may create per hour, and the platform per minute (each costs a password hash). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  REGISTRATIONS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** With TRUST_PROXY: how many proxies append to X-Forwarded-For; the client address is the entry the outermost of them added. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** How long a request may take to arrive in full; video uploads to the media host may take an hour. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /** The largest problem package zip an admin may import (issue 34), in MB. */
  PACKAGE_MAX_MB: z.coerce.number().positive().max(4096).default(256),
  /** How far (events) the read models may be behind the log's head and /api/ready still say ready. */
  READY_MAX_LAG_EVENTS: z.coerce.number().int().min(0).default(100),
  LOAD_BUILTIN_PROBLEMS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** `cloudinary://<api_key>:<api_secret>@<cloud_name>`; without it videos go to the built-in media host in DATA_DIR/media. */
  CLOUDINARY_URL: optionalText,
  /** The OAuth client id of a Google Cloud project; without it the Google buttons say sign-in is not configured. */
  GOOGLE_CLIENT_ID: optionalText,
  /** Where Google publishes its token-signing keys. Tests point it at a loopback server. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The AI helper through Gemini (`@google/genai`). */
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  /** A proxy in front of Gemini's REST API (tests use a loopback server). */
  GEMINI_BASE_URL: optionalText,
  /** The AI helper through any OpenAI-compatible chat-completions server (Ollama, llama.cpp), e.g. http://localhost:11434/v1. */
  AI_BASE_URL: optionalText,
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
});

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (!parsed.data.RUN_PROJECTIONS && !parsed.data.REDIS_URL) {
    throw new Error('Invalid configuration: RUN_PROJECTIONS=false needs REDIS_URL, where the projections process writes the read models');
  }
  if (!parsed.data.RUN_PROJECTIONS && parsed.data.JUDGE_WORKERS === 'local') {
    throw new Error(
      'Invalid configuration: RUN_PROJECTIONS=false is a replica of a scaled-out deployment, whose submissions the judge workers judge: set JUDGE_WORKERS=redis (a local judge in every replica would judge each submission again)',
    );
  }
  if (parsed.data.JUDGE_WORKERS === 'redis' && !parsed.data.REDIS_URL) {
    throw new Error('Invalid configuration: JUDGE_WORKERS=redis needs REDIS_URL, where the judge workers take their jobs');
  }
  return parsed.data;
}
