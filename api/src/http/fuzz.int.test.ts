import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

/**
 * Throws generated requests at every route and at Socket.IO, against the server as its own OS
 * process (a crash there cannot hide behind the test runner). Every answer must be a 2xx, 3xx
 * or 4xx (503 only where the spec says a service is not configured or the judge is busy), with
 * a JSON `message` where the API answers, no internals, and nothing appended for a refusal.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let server: ServerProcess;
let dataDir: string;
let log: Database.Database;
const cookies: Record<'learner' | 'admin', string> = { learner: '', admin: '' };
let problemId = 'none';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'forge-fuzz-'));
  // No compilers on the PATH: the judge answers every job at once (Internal Error) instead of compiling garbage.
  server = await startServerProcess(dataDir, { PATH: '/nonexistent', AI_BASE_URL: '', GEMINI_API_KEY: '' });
  log = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  const json = (path: string, body: unknown) =>
    fetch(`${server.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const learner = await json('/api/user/register', { firstName: 'Fuzzy', emailId: 'fuzzy@forge.test', password: 'fuzzy-password' });
  cookies.learner = learner.headers.get('set-cookie')!.split(';')[0]!;
  const admin = await json('/api/user/login', { emailId: server.admin.emailId, password: server.admin.password });
  cookies.admin = admin.headers.get('set-cookie')!.split(';')[0]!;
  const problems = (await (await fetch(`${server.base}/api/problem/getAllProblem`, { headers: { cookie: cookies.learner } })).json()) as {
    _id: string;
  }[];
  problemId = problems[0]?._id ?? 'none';
}, 60_000);

afterAll(async () => {
  log?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const head = () => Number((log.prepare('SELECT COALESCE(MAX(position), 0) AS p FROM events').get() as { p: number | bigint }).p);

// ---- what gets generated ----

const routes = [
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/user/logout',
  'GET /api/user/check',
  'PUT /api/user/settings',
  'POST /api/user/password',
  'GET /api/auth/google-config',
  'POST /api/auth/google-login',
  'POST /api/auth/link-google',
  'POST /api/auth/unlink-google',
  'GET /api/problem/getAllProblem',
  'GET /api/problem/problemById/:id',
  'GET /api/problem/submittedProblem/:id',
  'POST /api/problem/create',
  'POST /api/problem/preview',
  'PUT /api/problem/update/:id',
  'DELETE /api/problem/delete/:id',
  'POST /api/submission/run/:id',
  'POST /api/submission/submit/:id',
  'GET /api/video/create/:id',
  'POST /api/video/save',
  'DELETE /api/video/delete/:id',
  'GET /api/video/list',
  'POST /api/ai/chat',
  'GET /api/ai/config',
  'GET /api/admin/problem/:id/history',
  'GET /api/admin/problem/:id/revision/0',
  'POST /api/admin/problem/:id/restore',
  'GET /api/admin/submission/:id',
  'GET /api/admin/history',
  'GET /api/admin/audit',
  'GET /api/health',
  'GET /health',
  'POST /media/video/upload',
  'GET /media/video/upload/:id',
  'GET /socket.io/',
  'POST /socket.io/',
  'GET /',
  'GET /problems',
  'GET /assets/:id',
];

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    'null',
    'undefined',
    '0',
    '-1',
    '1e309',
    'NaN',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    '%',
    '%ff%fe',
    '😀',
    'a'.repeat(5000),
  ),
);
const segment = fc.oneof(
  fc.constantFrom('p1', '..', '%2e%2e', '%2F', 'ＡＢ', '%E2%80%AE', 'x'.repeat(300)),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.constant('<problem>'),
);
const randomCase = (path: string) =>
  fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }).map((flips) =>
    Array.from(path)
      .map((c, i) => (flips[i] ? c.toUpperCase() : c))
      .join(''),
  );

const target = fc.constantFrom(...routes).chain((route) => {
  const [method, path] = route.split(' ') as [string, string];
  return fc.record({
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constant(method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
    ),
    path: fc.tuple(segment, fc.boolean()).chain(([id, upper]) => {
      const filled = path.replace(':id', id);
      return upper ? randomCase(filled) : fc.constant(filled);
    }),
    query: fc.oneof(
      fc.constant(path.startsWith('/socket.io') ? 'EIO=4&transport=polling' : ''),
      fc
        .dictionary(
          fc.constantFrom(
            'EIO',
            'transport',
            'sid',
            'q',
            'page',
            'difficulty',
            '__proto__',
            'actor',
            'type',
            'from',
            'cursor',
            'limit',
            'search',
          ),
          oddText,
          { maxKeys: 4 },
        )
        .map((q) => new URLSearchParams(q).toString()),
    ),
  });
});

const headerValue = (values: string[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    fc.constant('x'.repeat(6000)),
  );
const headers = fc.record(
  {
    origin: headerValue(['null', 'http://evil.example', 'not a url', 'http://', 'file://', 'http://127.0.0.1']),
    cookie: fc.oneof(
      fc
        .constantFrom<'learner' | 'admin' | 'garbage'>('learner', 'admin', 'garbage')
        .map((who) => (who === 'garbage' ? 'forge.sid=%%%; a=b' : who)),
      headerValue(['forge.sid=', 'forge.sid=abc', '=;;=', 'a=b; a=c']),
    ),
    contentType: headerValue([
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
    ]),
    forwardedFor: headerValue(['1.2.3.4', '1.2.3.4, 5.6.7.8', '::1', 'unknown', '999.999.999.999']),
    fetchSite: fc.constantFrom('same-origin', 'cross-site', 'none'),
  },
  { requiredKeys: [] },
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const shaped = fc.record(
  {
    firstName: oddText,
    emailId: fc.oneof(oddText, fc.emailAddress()),
    password: oddText,
    code: oddText,
    language: fc.constantFrom('cpp', 'java', 'javascript', 'python', ''),
    title: oddText,
    difficulty: fc.constantFrom('easy', 'medium', 'hard', 'x'),
    tags: fc.constantFrom('array', 'graph', 'x'),
    messages: fc.array(fc.record({ role: fc.constantFrom('user', 'model', 'system'), parts: fc.array(fc.record({ text: oddText })) }), {
      maxLength: 3,
    }),
    problemId: oddText,
    publicId: oddText,
    credential: oddText,
    googleToken: oddText,
    __proto__: jsonValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  shaped.map((b) => JSON.stringify(b)),
  jsonValue.map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '""',
    '[]',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    'a=b&c=d',
    '{"firstName":"' + 'x'.repeat(200_000) + '"}',
  ),
);

// ---- one request, and what must hold of its answer ----

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

function send(method: string, path: string, headerSet: Record<string, string>, payload: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.base}${path}`,
      { method, headers: { ...headerSet, ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const SERVICE_UNAVAILABLE = /^(The AI helper is not available|Google sign-in is not configured|The judge is busy)/;
const tried = { requests: 0, byClass: new Map<string, number>() };

/** A generated value, cut short for a failure message. */
const short = (v: string) => (v.length > 80 ? `${v.slice(0, 80)}… (${v.length} chars)` : v);

describe('fuzzing every route and the socket endpoint', () => {
  it('answers everything with a 2xx, 3xx or 4xx, a JSON message where JSON is expected, no internals, and appends nothing it refuses', async () => {
    const outcome = await fc.check(
      fc.asyncProperty(target, headers, body, async (where, headerChoice, payload) => {
        const headerSet: Record<string, string> = {};
        if (headerChoice.origin !== undefined) headerSet.origin = headerChoice.origin;
        if (headerChoice.cookie !== undefined)
          headerSet.cookie = headerChoice.cookie in cookies ? cookies[headerChoice.cookie as 'learner'] : headerChoice.cookie;
        if (headerChoice.contentType !== undefined) headerSet['content-type'] = headerChoice.contentType;
        if (headerChoice.forwardedFor !== undefined) headerSet['x-forwarded-for'] = headerChoice.forwardedFor;
        if (headerChoice.fetchSite !== undefined) headerSet['sec-fetch-site'] = headerChoice.fetchSite;
        const path = where.path.replace('<problem>', problemId) + (where.query ? `?${where.query}` : '');
        const before = head();
        const sentBody = where.method === 'GET' || where.method === 'HEAD' ? undefined : payload;
        const answer = await send(where.method, path, headerSet, sentBody).catch((error: Error): Answer => {
          // A server may refuse oversized headers (431) or an oversized body (413) before reading
          // it all, and close: the client then sees the reset while still writing. Nothing else may reset.
          const headerBytes = path.length + Object.entries(headerSet).reduce((n, [k, v]) => n + k.length + v.length, 0);
          if (headerBytes > 16 * 1024 || Buffer.byteLength(sentBody ?? '') > 100 * 1024) return { status: 0, contentType: '', text: '' };
          throw new Error(
            `${error.message}: ${where.method} ${short(path)} [${Object.entries(headerSet)
              .map(([k, v]) => `${k}: ${short(v)}`)
              .join('; ')}] body ${short(String(sentBody))}`,
          );
        });
        tried.requests++;
        const statusClass = answer.status === 0 ? 'closed while sending an oversized request' : `${Math.floor(answer.status / 100)}xx`;
        tried.byClass.set(statusClass, (tried.byClass.get(statusClass) ?? 0) + 1);

        const problems: string[] = [];
        let parsed: { message?: unknown } | null = null;
        if (answer.contentType.includes('application/json') && answer.text !== '') {
          try {
            parsed = JSON.parse(answer.text) as { message?: unknown };
          } catch {
            problems.push('a body labelled JSON that is not JSON');
          }
        }
        const unavailable = answer.status === 503 && typeof parsed?.message === 'string' && SERVICE_UNAVAILABLE.test(parsed.message);
        if (!(answer.status >= 200 && answer.status < 500) && !unavailable && answer.status !== 0) problems.push(`status ${answer.status}`);
        // Errors never show a stack, a file of the server, the data dir or a driver's words (the app's own files may say anything).
        if (
          (answer.status >= 400 || parsed) &&
          (/\n\s+at |node_modules|\/dist\/|SQLITE|ECONN|TypeError|ReferenceError/.test(answer.text) || answer.text.includes(dataDir))
        ) {
          problems.push('internals in the answer');
        }
        // The Node HTTP parser answers oversized headers (431) itself, before the app; everything the API answers is JSON.
        if (
          /^\/api\//i.test(path) &&
          answer.status >= 400 &&
          answer.status !== 431 &&
          where.method !== 'HEAD' &&
          typeof parsed?.message !== 'string'
        ) {
          problems.push('no JSON message');
        }
        if ((answer.status >= 400 || answer.status === 0) && head() !== before)
          problems.push(`${head() - before} events appended by a refused request`);
        if (problems.length > 0) {
          const sent = Object.entries(headerSet)
            .map(([k, v]) => `${k}: ${short(v)}`)
            .join('; ');
          throw new Error(
            `${problems.join(', ')}: ${where.method} ${short(path)} [${sent}] body ${short(String(payload))} -> ${answer.status} ${short(answer.text)}`,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Only the first failure, briefly: generated values can be megabytes long.
    if (outcome.failed) throw new Error(`after ${tried.requests} requests (seed ${SEED}): ${(outcome.errorInstance as Error).message}`);
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
    expect(server.exitCode()).toBeNull();
    console.log(
      `fuzz: ${tried.requests} requests (seed ${SEED}): ${[...tried.byClass]
        .sort()
        .map(([c, n]) => `${n} × ${c}`)
        .join(', ')}; the server stayed up`,
    );
  }, 300_000);
});
