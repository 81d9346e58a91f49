import { AssertionError } from 'node:assert';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import {
  comparePositions,
  type EventStore,
  type HistoryLine,
  importHistory,
  openEventStore,
  type Position,
  readHistoryFile,
  type RecordedEvent,
  schemaVersionOf,
} from '@forge/events';

/** The platform under test, started on a data directory whose log already holds the given history. */
export interface PlatformUnderTest {
  readonly app: { callback(): RequestListener };
  /** Its event log: the spec reads what the `when` appended from it. */
  readonly store: EventStore;
  close(): Promise<void>;
}

/** A client that keeps cookies, like one browser: supertest's agent on the app's callback. */
export type Http = ReturnType<typeof request.agent>;

export interface PlatformBinding<Credentials> {
  /** Starts the platform on `dataDir`, whose embedded log (`events.sqlite`) holds the history. */
  start(dataDir: string): Promise<PlatformUnderTest>;
  /** Signs the client in through the platform's own route, for `.as(credentials)`. */
  signIn(http: Http, credentials: Credentials): Promise<void>;
}

/** An event of a history written by hand: its stream and type, its data; the rest is filled in. */
export interface GivenEvent {
  readonly stream: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: Record<string, unknown>;
  readonly id?: string;
  /** When it was recorded; the events of a list are one second apart from 2026-01-05 otherwise. */
  readonly time?: Date;
}

/** A recorded history: an exported NDJSON file (`.gz` or not), its lines, or events written by hand. */
export type History = string | readonly HistoryLine[] | readonly GivenEvent[];

/** An event the `when` appended as the `then` expects it: any field may be a jest asymmetric matcher. */
export interface ExpectedEvent {
  readonly type: string;
  readonly data?: unknown;
  readonly stream?: string;
}

/** What the `when` led to, for a `then` that looks further (read models through HTTP, the log). */
export interface Outcome {
  readonly response: Response;
  /** The events appended to the log after the platform started on the history, in log order. */
  readonly appended: readonly RecordedEvent[];
  /** The same client, still signed in, on the still running platform. */
  readonly http: Http;
  readonly store: EventStore;
}

export interface ResponseExpectation {
  readonly status?: number;
  /** Compared with jest's `toEqual`: asymmetric matchers (`expect.any(String)`) match generated values. */
  readonly body?: unknown;
  /** Every event appended, in order (see `thenAppended`). */
  readonly appended?: readonly ExpectedEvent[];
}

const FIRST_GIVEN_TIME = Date.parse('2026-01-05T09:00:00Z');

const isHistoryLine = (event: HistoryLine | GivenEvent): event is HistoryLine => 'revision' in event && 'position' in event;

/** Events written by hand as history lines: revisions counted per stream, positions in list order. */
export function givenEventsAsHistory(events: readonly GivenEvent[]): HistoryLine[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const revision = revisions.get(event.stream) ?? 0;
    revisions.set(event.stream, revision + 1);
    const metadata = event.metadata ?? {};
    return {
      stream: event.stream,
      revision,
      type: event.type,
      schemaVersion: schemaVersionOf(metadata),
      id: event.id ?? randomUUID(),
      data: event.data,
      metadata,
      position: `${index}/${index}`,
      time: (event.time ?? new Date(FIRST_GIVEN_TIME + index * 1000)).toISOString(),
    };
  });
}

function historyLines(history: History): AsyncIterable<HistoryLine> | Iterable<HistoryLine> {
  if (typeof history === 'string') return readHistoryFile(history);
  const events = history as readonly (HistoryLine | GivenEvent)[];
  return events.every(isHistoryLine) ? events : givenEventsAsHistory(events as readonly GivenEvent[]);
}

async function lastPosition(store: EventStore): Promise<Position | undefined> {
  const [last] = await store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 1 });
  return last?.position;
}

async function appendedSince(store: EventStore, mark: Position | undefined): Promise<RecordedEvent[]> {
  const events = await store.readAll({ fromPosition: mark ?? 'start' });
  return mark ? events.filter((event) => comparePositions(event.position, mark) > 0) : events;
}

/** Each appended event cut down to the fields its expectation names, so a diff shows only what matters. */
function comparable(appended: readonly RecordedEvent[], expected: readonly ExpectedEvent[]) {
  return appended.map((event, index) => {
    const wanted = expected[index];
    return {
      ...(wanted && 'stream' in wanted ? { stream: event.streamId } : {}),
      type: event.type,
      ...(!wanted || 'data' in wanted ? { data: event.data } : {}),
    };
  });
}

function expectResponse(response: Response, { status, body }: ResponseExpectation): void {
  if (status !== undefined && response.status !== status) {
    throw new AssertionError({
      message: `expected status ${status}, got ${response.status}: ${response.text.slice(0, 500)}`,
      actual: response.status,
      expected: status,
    });
  }
  if (body !== undefined) expect(response.body).toEqual(body);
}

/**
 * Given/when/then over HTTP, at the level of the whole platform: given a recorded history, the
 * platform starts on a fresh temporary log holding it (imported with its ids and times); when a
 * client (signed in `.as` someone from the history, if asked) makes a request; then the response,
 * and the events the platform appended after it started, are what the test expects. The platform
 * is closed and its directory removed after each `then`, passed or failed.
 *
 *   await spec.given('term.ndjson.gz').as(learner).when((http) => http.post('/api/submission/submit/p1').send(code))
 *     .then({ status: 200, appended: [{ type: 'SubmissionRequested', data: expect.objectContaining({ problemId: 'p1' }) }] });
 */
export const PlatformSpecification = {
  for<Credentials>(binding: PlatformBinding<Credentials>) {
    return {
      given(history: History) {
        const scenario = (credentials: Credentials | undefined) => ({
          when(act: (http: Http) => PromiseLike<Response>) {
            const run = async (verify: (outcome: Outcome) => void | Promise<void>): Promise<void> => {
              const dataDir = mkdtempSync(join(tmpdir(), 'forge-spec-'));
              let platform: PlatformUnderTest | undefined;
              try {
                const log = openEventStore({ dataDir });
                try {
                  await importHistory(log, historyLines(history));
                } finally {
                  await log.close();
                }
                platform = await binding.start(dataDir);
                // What the platform appends as it starts (an admin it bootstraps) is part of the given.
                const mark = await lastPosition(platform.store);
                const http = request.agent(platform.app.callback());
                if (credentials !== undefined) await binding.signIn(http, credentials);
                const response = await act(http);
                const appended = await appendedSince(platform.store, mark);
                await verify({ response, appended, http, store: platform.store });
              } finally {
                await platform?.close();
                rmSync(dataDir, { recursive: true, force: true });
              }
            };
            return {
              /** The response is as expected (and the appended events, when named); or a check of its own. */
              then(expectation: ResponseExpectation | ((outcome: Outcome) => void | Promise<void>)): Promise<void> {
                return run(async (outcome) => {
                  if (typeof expectation === 'function') return expectation(outcome);
                  expectResponse(outcome.response, expectation);
                  const { appended } = expectation;
                  if (appended) expect(comparable(outcome.appended, appended)).toEqual(appended);
                });
              },
              /** Exactly these events were appended, in this order: type, data when given, stream when given. */
              thenAppended(expected: readonly ExpectedEvent[]): Promise<void> {
                return run(({ appended }) => expect(comparable(appended, expected)).toEqual(expected));
              },
              thenNothingAppended(): Promise<void> {
                return run(({ appended }) => expect(comparable(appended, [])).toEqual([]));
              },
            };
          },
        });
        return {
          ...scenario(undefined),
          /** The client signs in first, through the platform's own route. */
          as: (credentials: Credentials) => scenario(credentials),
        };
      },
    };
  },
};
