/**
 * One simulated learner of a load run: signs up through the front, opens the problem list and
 * the problem, keeps a socket open and submits programs from the mix with think time between,
 * until told to stop. Connection failures (a replica killed under it) are counted, not fatal:
 * the front sends the next request to a live replica and the socket reconnects.
 */
import { io, type Socket } from 'socket.io-client';
import { JUDGE_DONE, JUDGE_PROGRESS, type JudgeDonePayload, type JudgeProgressPayload } from '@forge/contracts';
import { languages, LOAD_PROBLEM_TITLE, pickExpected, programFor, type Marker } from './programs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What became of one program the learner sent. */
export interface Sent {
  readonly marker: Marker;
  sentAt: number;
  /** answered: 200 with the verdict; failed: the connection died or a 5xx came back (the log decides); refused: 429/503 until the run ended. */
  outcome: 'answered' | 'failed' | 'refused';
  submissionId?: string;
  accepted?: boolean;
  error?: string | null;
  /** Submit to verdict, for answered ones. */
  ms?: number;
  failure?: string;
}

export interface LearnerReport {
  readonly index: number;
  readonly sent: Sent[];
  /** 429 QUEUE_USER_LIMIT and 503 answers waited out and sent again. */
  retried: number;
  /** Requests other than submissions that failed and were sent again. */
  requestRetries: number;
  progressEvents: number;
  doneEvents: number;
  /** judge:done per submission id, when it arrived. */
  readonly doneAt: Map<string, number>;
  socketConnects: number;
  socketDrops: number;
  /** Set when the learner could not start (sign-up or the problem failed for good). */
  fatal?: string;
}

export interface LearnerOptions {
  readonly index: number;
  readonly run: string;
  /** The front. */
  readonly base: string;
  /** Stop sending new programs after this time. */
  readonly stopAt: number;
  /** Abandon whatever is in flight at this time. */
  readonly hardStopAt: number;
  readonly thinkMs: readonly [number, number];
  readonly random: () => number;
  /** A flooder: keeps `floodLanes` endless programs pending at once, each sent again as soon as it is judged, with no think time. */
  readonly floodLanes?: number;
}

/** An HTTP client with a cookie jar, through the front. */
export class Client {
  private readonly jar = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly hardStopAt: number,
  ) {}

  cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; headers: Headers }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie: this.cookie() },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(Math.max(1, this.hardStopAt - Date.now())),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) this.jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }
}

export function newLearnerReport(index: number): LearnerReport {
  return {
    index,
    sent: [],
    retried: 0,
    requestRetries: 0,
    progressEvents: 0,
    doneEvents: 0,
    doneAt: new Map(),
    socketConnects: 0,
    socketDrops: 0,
  };
}

/** Runs one learner until `stopAt`, filling `report` as it goes. */
export async function runLearner(options: LearnerOptions, report: LearnerReport = newLearnerReport(options.index)): Promise<LearnerReport> {
  const client = new Client(options.base, options.hardStopAt);
  const think = () => {
    const [min, max] = options.thinkMs;
    return sleep(Math.min(min + options.random() * (max - min), Math.max(0, options.stopAt - Date.now())));
  };
  /** A request that is safe to send again: retried while a replica is down, until the run ends. */
  const steady = async (method: string, path: string, body?: unknown, accept: (status: number) => boolean = (s) => s < 500) => {
    for (;;) {
      try {
        const res = await client.request(method, path, body);
        if (accept(res.status)) return res;
      } catch (error) {
        if (Date.now() >= options.hardStopAt) throw error;
      }
      if (Date.now() >= options.stopAt) throw new Error(`${method} ${path} kept failing until the run ended`);
      report.requestRetries++;
      await sleep(500);
    }
  };

  let socket: Socket | undefined;
  try {
    const account = {
      firstName: `Learner${options.index}`,
      emailId: `load-${options.run}-${options.index}@forge.test`,
      password: 'load-password',
    };
    const registered = await steady('POST', '/api/user/register', account);
    // A sign-up whose answer was lost may have happened: then the address is taken, and we sign in.
    if (registered.status !== 201) {
      const login = await steady('POST', '/api/user/login', { emailId: account.emailId, password: account.password });
      if (login.status !== 200) throw new Error(`could not sign in: ${login.status} ${JSON.stringify(login.json)}`);
    }
    const list = await steady('GET', '/api/problem/getAllProblem');
    const problems = list.json as { _id: string; title: string }[];
    const problem = Array.isArray(problems) ? problems.find((p) => p.title === LOAD_PROBLEM_TITLE) : undefined;
    if (!problem) throw new Error(`no problem titled ${LOAD_PROBLEM_TITLE}: ${list.status}`);
    await steady('GET', `/api/problem/problemById/${problem._id}`);

    socket = io(options.base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: client.cookie() },
      reconnection: true,
      reconnectionDelay: 300,
      reconnectionDelayMax: 2000,
    });
    socket.on('connect', () => report.socketConnects++);
    socket.on('disconnect', () => report.socketDrops++);
    socket.on(JUDGE_PROGRESS, (_payload: JudgeProgressPayload) => report.progressEvents++);
    socket.on(JUDGE_DONE, (payload: JudgeDonePayload) => {
      report.doneEvents++;
      if (payload.submissionId) report.doneAt.set(payload.submissionId, Date.now());
    });
    const connected = Date.now() + 10_000;
    while (!socket.connected && Date.now() < connected) await sleep(50);

    const submit = async (marker: Marker) => {
      const sent: Sent = { marker, sentAt: Date.now(), outcome: 'failed' };
      report.sent.push(sent);
      const body = { code: programFor(marker), language: marker.language, requestId: `${options.run}-${options.index}-${marker.seq}` };
      for (;;) {
        sent.sentAt = Date.now();
        try {
          const res = await client.request('POST', `/api/submission/submit/${problem._id}`, body);
          const answer = res.json as { submissionId?: string; accepted?: boolean; error?: string | null; code?: string };
          if (res.status === 200 && answer.submissionId) {
            Object.assign(sent, {
              outcome: 'answered',
              submissionId: answer.submissionId,
              accepted: answer.accepted,
              error: answer.error,
              ms: Date.now() - sent.sentAt,
            });
          } else if ((res.status === 429 || res.status === 503) && Date.now() < options.stopAt) {
            // The queue or the front refused before anything was recorded: wait as told and send it again.
            report.retried++;
            await sleep(Math.min(5, Number(res.headers.get('retry-after') ?? 1)) * 1000);
            continue;
          } else if (res.status === 429 || res.status === 503) {
            sent.outcome = 'refused';
          } else {
            sent.failure = `${res.status} ${JSON.stringify(answer).slice(0, 200)}`;
          }
        } catch (error) {
          sent.failure = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        }
        return;
      }
    };
    const language = () => languages[Math.floor(options.random() * languages.length)]!;
    let seq = 0;
    if (options.floodLanes) {
      const lane = async () => {
        while (Date.now() < options.stopAt)
          await submit({ run: options.run, learner: options.index, seq: ++seq, expect: 'tle', language: language() });
      };
      await Promise.all(Array.from({ length: options.floodLanes }, lane));
    }
    while (!options.floodLanes && Date.now() < options.stopAt) {
      await submit({ run: options.run, learner: options.index, seq: ++seq, expect: pickExpected(options.random()), language: language() });
      if (seq % 3 === 0) await steady('GET', `/api/problem/submittedProblem/${problem._id}`).catch(() => undefined);
      await think();
    }
  } catch (error) {
    report.fatal = error instanceof Error ? error.message : String(error);
  } finally {
    // Verdicts of programs whose answer was lost still come to the socket: give them a moment.
    socket?.close();
  }
  return report;
}
