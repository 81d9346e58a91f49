import type { EventStore } from '@forge/events';
import { watchLogAndProjections } from '@forge/projections';
import { allProjections, listPendingSubmissions } from '@forge/domain';
import { judgeStatusNames } from '@forge/contracts';
import { isHostFault, type Judge, type JudgeResult } from '@forge/judge';
import type { ReadModelStore } from '@forge/events';
import { logContext, metrics } from '@forge/observability';
import type { JudgeQueue } from '../judging/judgeQueue';
import type { RequestedSubmission } from '../judging/judgeReactor';

/** The judge's status as a label: `Time Limit Exceeded` reads `time_limit_exceeded`. */
export const verdictLabel = (result: Pick<JudgeResult, 'statusId'>) =>
  judgeStatusNames[result.statusId]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * The log as the platform writes it: every event appended carries the correlation and causation ids
 * of what caused it (the request, or the event a reactor acts on: logContext), and is counted, with
 * the submissions among them.
 */
export function observedStore(store: EventStore): EventStore {
  return {
    appendToStream: async (streamId, appended, options) => {
      const { correlationId, causationId } = logContext();
      const trace = { ...(correlationId ? { correlationId } : {}), ...(causationId ? { causationId } : {}) };
      const events = appended.map((event) => ({ ...event, metadata: { ...trace, ...event.metadata } }));
      const result = await store.appendToStream(streamId, events, options);
      metrics.eventsAppended.inc(events.length);
      for (const event of events)
        if (event.type === 'SubmissionRequested')
          metrics.submissionsRequested.inc({ language: (event.data as RequestedSubmission).language });
      return result;
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    deleteStream: (streamId, options) => store.deleteStream(streamId, options),
    close: () => store.close(),
  };
}

/** The judge, timed: compile and case CPU seconds by language, and the jobs its host failed; its slots when it has its own. */
export function measuredJudge<J extends Judge>(judge: J): J & { readonly detach: () => void } {
  const own = judge as Partial<{ slots(): { readonly busy: number; readonly size: number } }>;
  const detach = own.slots
    ? (() => {
        const slots = own.slots.bind(judge);
        const busy = metrics.slotsBusy.source((set) => set({}, slots().busy));
        const size = metrics.slots.source((set) => set({}, slots().size));
        return () => {
          busy();
          size();
        };
      })()
    : () => undefined;
  const measured = Object.create(judge) as J;
  Object.defineProperty(measured, 'judge', {
    value: async (...args: Parameters<Judge['judge']>) => {
      const [request, onTest] = args;
      try {
        const result = await judge.judge(request, (test) => {
          metrics.runSeconds.observe({ language: request.language }, test.time);
          onTest?.(test);
        });
        if (result.build?.compiled) metrics.compileSeconds.observe({ language: request.language }, result.build.cpuSeconds);
        return result;
      } catch (error) {
        if (isHostFault(error)) metrics.sandboxFailures.inc();
        throw error;
      }
    },
  });
  return Object.assign(measured, { detach });
}

/** A submission's verdict recorded: counted by verdict and language, timed from its request. */
export function recordJudged(request: RequestedSubmission, result: JudgeResult, now: Date): void {
  const language = request.language;
  metrics.submissionsJudged.inc({ verdict: verdictLabel(result), language });
  metrics.submissionLatency.observe({ language }, Math.max(0, now.getTime() - Date.parse(request.requestedAt)) / 1000);
}

/** A judge started on a submission: how long it waited since its request. */
export function recordJudgingStarted(request: RequestedSubmission, now: Date): void {
  metrics.queueWait.observe(Math.max(0, now.getTime() - Date.parse(request.requestedAt)) / 1000);
}

/**
 * What the platform's state says when scraped: the log's head, each projection's committed position
 * and its lag behind the head, and the judge's queue (runs waiting here, submissions pending in the log).
 * Returns the function that stops reporting them (the platform closing).
 */
export function watchPlatform(deps: { store: EventStore; readModels: ReadModelStore; queue?: JudgeQueue }): () => void {
  const stops = [
    watchLogAndProjections(deps.store, deps.readModels, allProjections),
    metrics.queueDepth.source(async (set) => {
      if (deps.queue) set({ class: 'run' }, deps.queue.size.waiting);
      set({ class: 'submission' }, (await listPendingSubmissions(deps.readModels)).length);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
