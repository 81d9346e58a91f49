import { END, startProcessor, type EventStore, type Position, type RecordedEvent } from '@forge/events';
import { caseVerdict, decodeEvent, type Verdict } from '@forge/domain';
import { JUDGE_DONE, JUDGE_PROGRESS, JUDGE_QUEUED } from '@forge/contracts';
import { withLogContext } from '@forge/observability';
import type { LiveUpdates } from '../live/liveUpdates';
import { readRequest } from '../submission/readSubmission';
import { toSubmitResult } from '../submission/submissionView';

export interface SubmissionWatcher {
  /**
   * The verdict once the log has it, or undefined after `timeoutMs`. Call before appending the
   * request, so that a verdict cannot pass unseen.
   */
  waitForVerdict(submissionId: string, timeoutMs: number): Promise<RecordedVerdict | undefined>;
  /** The client's own id for a submission this replica took, echoed in its live updates. */
  remember(submissionId: string, requestId: string | null): void;
  /** Gives up waiting for a submission whose request could not be recorded. */
  forget(submissionId: string): void;
  stop(): Promise<void>;
}

/** A verdict and where the log holds it (to wait for the read models to show it). */
export interface RecordedVerdict {
  readonly verdict: Verdict;
  readonly position: Position;
}

interface Known {
  readonly userId: string;
  readonly problemId: string;
  readonly total: number;
}

/**
 * Follows the submissions in the log, live, and tells each one's watchers on this replica what
 * happens to it (the attempt that starts judging it, each case, the verdict); a submit call
 * waiting for a verdict is answered from here too. Every replica runs one, so progress reaches
 * a learner whichever replica holds their socket and whichever worker judges.
 */
export function startSubmissionWatcher(deps: {
  readonly store: EventStore;
  readonly live: LiveUpdates;
  /** The read models, which show a verdict before any tab hears of it. */
  readonly projections?: { waitFor(position: Position): Promise<void> };
  readonly log: (message: string, error?: unknown) => void;
}): SubmissionWatcher {
  const waiters = new Map<string, Set<(verdict: RecordedVerdict | undefined) => void>>();
  const requestIds = new Map<string, string | null>();
  /** Submissions being judged: what their updates say besides their own event. */
  const known = new Map<string, Known>();

  const knownOf = async (submissionId: string): Promise<Known | undefined> => {
    const cached = known.get(submissionId);
    if (cached) return cached;
    // Requested before this replica started following the log.
    const request = await readRequest(deps.store, submissionId);
    if (!request) return undefined;
    const info = { userId: request.userId, problemId: request.problemId, total: request.testCasesTotal };
    known.set(submissionId, info);
    return info;
  };

  const handle = async (recorded: RecordedEvent) => {
    const event = decodeEvent(recorded);
    if (!event) return;
    try {
      switch (event.type) {
        case 'SubmissionRequested': {
          const { submissionId, userId, problemId, testCasesTotal } = event.data;
          known.set(submissionId, { userId, problemId, total: testCasesTotal });
          break;
        }
        case 'SubmissionJudgingStarted': {
          const { submissionId } = event.data;
          const info = await knownOf(submissionId);
          if (!info) break;
          const base = {
            requestId: requestIds.get(submissionId) ?? null,
            kind: 'submit',
            problemId: info.problemId,
            submissionId,
          } as const;
          deps.live.toSubmissionWatchers(submissionId, JUDGE_QUEUED, { ...base, position: 0 });
          break;
        }
        case 'SubmissionCaseJudged': {
          // The case's verdict alone: its time and memory, which the log keeps for admins, would
          // tell its owner of its hidden input (issue 29).
          const { submissionId } = event.data;
          const { index, statusId } = caseVerdict(event.data);
          const info = await knownOf(submissionId);
          if (!info) break;
          deps.live.toSubmissionWatchers(submissionId, JUDGE_PROGRESS, {
            requestId: requestIds.get(submissionId) ?? null,
            kind: 'submit',
            problemId: info.problemId,
            submissionId,
            index,
            total: info.total,
            statusId,
          });
          break;
        }
        case 'SubmissionJudged': {
          const verdict = event.data;
          const { submissionId, problemId, userId } = verdict;
          const requestId = requestIds.get(submissionId) ?? null;
          for (const resolve of waiters.get(submissionId) ?? []) resolve({ verdict, position: recorded.position });
          waiters.delete(submissionId);
          known.delete(submissionId);
          requestIds.delete(submissionId);
          // A tab that hears of the verdict reads its history, solved list and solutions again:
          // they show it first. Read models that lag only delay the news, never lose it.
          // Its lines carry the submission's correlation: `npm run events -- trace --logs` tells them in its story.
          const correlationId = recorded.metadata['correlationId'];
          await withLogContext({ ...(typeof correlationId === 'string' ? { correlationId } : {}), causationId: recorded.id }, async () => {
            const shown = await deps.projections?.waitFor(recorded.position).then(
              () => true,
              (error: unknown) => deps.log('verdict sent before the read models show it', error),
            );
            if (shown) deps.log(`submission ${submissionId}: the read models show its verdict (log position ${recorded.position.commit})`);
            deps.live.toSubmissionWatchersAndOwner(submissionId, userId, JUDGE_DONE, {
              requestId,
              kind: 'submit',
              problemId,
              submissionId,
              result: toSubmitResult(verdict),
            });
            deps.log(`submission ${submissionId}: ${JUDGE_DONE} sent to its page and its owner's other tabs`);
          });
          break;
        }
        default:
          break;
      }
    } catch (error) {
      // A learner's page misses one update, and reads where the submission stands on its next reconnect.
      deps.log(`could not pass on an update of ${recorded.streamId}`, error);
    }
  };
  // A processor of the log that follows what happens from now on: it keeps no checkpoint.
  const processor = startProcessor({
    name: 'the submission watcher',
    store: deps.store,
    filter: { streamNamePrefix: ['submission-'] },
    from: END,
    handle,
    log: deps.log,
  });

  return {
    waitForVerdict(submissionId, timeoutMs) {
      return new Promise((resolve) => {
        const set = waiters.get(submissionId) ?? new Set();
        waiters.set(submissionId, set);
        const done = (verdict: RecordedVerdict | undefined) => {
          clearTimeout(timer);
          set.delete(done);
          if (set.size === 0 && waiters.get(submissionId) === set) waiters.delete(submissionId);
          resolve(verdict);
        };
        const timer = setTimeout(() => done(undefined), timeoutMs);
        set.add(done);
      });
    },
    remember(submissionId, requestId) {
      requestIds.set(submissionId, requestId);
    },
    forget(submissionId) {
      for (const done of waiters.get(submissionId) ?? []) done(undefined);
      requestIds.delete(submissionId);
    },
    async stop() {
      await (await processor).stop();
      for (const set of waiters.values()) for (const done of set) done(undefined);
    },
  };
}
