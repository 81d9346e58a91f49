import Database from 'better-sqlite3';
import { type DomainEvent, encodeEvent, streams } from '@forge/domain';
import { openSqliteEventStore } from '@forge/events';

const USERS = 500;
const PROBLEMS = 40;

const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();

export function problemCreated(problemId: string, title: string, createdAt: string): DomainEvent {
  return {
    type: 'ProblemCreated',
    data: {
      problemId,
      title,
      description: 'd'.repeat(500),
      difficulty: 'easy',
      tags: 'array',
      visibleTestCases: [{ input: '1 2', output: '3', explanation: 'sum' }],
      hiddenTestCases: [{ input: '2 2', output: '4' }],
      startCode: [],
      referenceSolution: [],
      createdBy: 'admin',
      createdAt,
    },
  };
}

/** A submission's request and verdict, as the API and the judge append them. */
export function submissionEvents(i: number, userId: string, problemId: string): [DomainEvent, DomainEvent] {
  const base = { submissionId: `s${i}`, userId, problemId };
  return [
    {
      type: 'SubmissionRequested',
      data: { ...base, language: 'cpp', code: 'int main() { return 0; }\n'.repeat(10), testCasesTotal: 10, requestedAt: at(i) },
    },
    {
      type: 'SubmissionJudged',
      data: {
        ...base,
        status: i % 3 ? 'accepted' : 'wrong',
        runtime: 0.01,
        memory: 2048,
        testCasesPassed: i % 3 ? 10 : 4,
        testCasesTotal: 10,
        errorMessage: null,
        failure: null,
        judgedAt: at(i),
      },
    },
  ];
}

/** 40 problems, then `submissions` submissions (two events each) spread over 500 users: 40 + 2 × submissions events. */
export function* benchHistory(submissions: number): Generator<[string, DomainEvent]> {
  for (let p = 0; p < PROBLEMS; p++) yield [streams.problem(`p${p}`), problemCreated(`p${p}`, `Problem ${p}`, at(p))];
  for (let i = 0; i < submissions; i++) {
    const [requested, judged] = submissionEvents(i, `u${i % USERS}`, `p${(i * 7) % PROBLEMS}`);
    yield [streams.submission(`s${i}`), requested];
    yield [streams.submission(`s${i}`), judged];
  }
}

/**
 * Writes the history into a fresh SQLite log at raw speed: the store creates the file and its
 * schema, then rows go straight into it in one transaction (each event encoded, so validated, as
 * an append would). Bench only: it relies on the log's table layout.
 */
export async function writeBenchLog(file: string, submissions: number): Promise<number> {
  await openSqliteEventStore({ file }).close();
  const db = new Database(file);
  const insertEvent = db.prepare(
    'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const upsertStream = db.prepare(
    'INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision',
  );
  let count = 0;
  db.transaction(() => {
    const revisions = new Map<string, number>();
    for (const [stream, event] of benchHistory(submissions)) {
      const revision = (revisions.get(stream) ?? -1) + 1;
      revisions.set(stream, revision);
      const encoded = encodeEvent(event);
      insertEvent.run(
        stream,
        revision,
        encoded.id,
        encoded.type,
        JSON.stringify(encoded.data),
        JSON.stringify(encoded.metadata),
        Date.UTC(2026, 0, 1) + count,
      );
      upsertStream.run(stream, revision);
      count++;
    }
  })();
  db.close();
  return count;
}
