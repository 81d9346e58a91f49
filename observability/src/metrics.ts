import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric of every process: one registry per process, so a scrape shows what this process did. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'forge_' });

/** Seconds: a request or a compile takes milliseconds to a minute; a submission waits up to minutes. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const judgingBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];
const runBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

/**
 * A gauge read when scraped: each part of the process that knows a value registers a source and
 * removes it when it closes (several platforms may share a test's process).
 */
export class SourcedGauge<L extends string> {
  private readonly sources = new Set<(set: (labels: Partial<Record<L, string>>, value: number) => void) => unknown>();
  readonly gauge: Gauge<L>;

  constructor(name: string, help: string, labelNames: readonly L[] = []) {
    const sources = this.sources;
    this.gauge = new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const set = (labels: Partial<Record<L, string>>, value: number) => this.set(labels, value);
        await Promise.all([...sources].map(async (source) => source(set)));
      },
    });
  }

  /** Adds a source of values; the returned function removes it. */
  source(read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => unknown): () => void {
    this.sources.add(read);
    return () => this.sources.delete(read);
  }
}

/** The platform's metrics, named as docs/operations.md lists them. */
export const metrics = {
  httpRequests: new Counter({
    name: 'forge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: 'forge_http_request_duration_seconds',
    help: 'Time from a request arriving to its response being handed on, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: requestBuckets,
    registers: [registry],
  }),
  submissionsRequested: new Counter({
    name: 'forge_submissions_requested_total',
    help: 'Submissions accepted into the log, by language',
    labelNames: ['language'] as const,
    registers: [registry],
  }),
  submissionsJudged: new Counter({
    name: 'forge_submissions_judged_total',
    help: 'Verdicts recorded by this process, by verdict and language',
    labelNames: ['verdict', 'language'] as const,
    registers: [registry],
  }),
  submissionLatency: new Histogram({
    name: 'forge_submission_latency_seconds',
    help: 'Time from a submission being requested to its verdict being recorded, by language',
    labelNames: ['language'] as const,
    buckets: judgingBuckets,
    registers: [registry],
  }),
  queueWait: new Histogram({
    name: 'forge_judge_queue_wait_seconds',
    help: 'Time from a submission being requested to a judge starting it',
    buckets: judgingBuckets,
    registers: [registry],
  }),
  slotsBusy: new SourcedGauge('forge_judge_slots_busy', "Sandbox slots of this process's judge running a compile or a case now"),
  slots: new SourcedGauge('forge_judge_slots', "Sandbox slots of this process's judge"),
  queueDepth: new SourcedGauge(
    'forge_judge_queue_depth',
    'Jobs waiting for the judge by user class: runs (run), submissions pending in the log (submission)',
    ['class'] as const,
  ),
  compileSeconds: new Histogram({
    name: 'forge_judge_compile_seconds',
    help: "The compiler's CPU seconds for a program built (cache hits are not compiles), by language",
    labelNames: ['language'] as const,
    buckets: runBuckets,
    registers: [registry],
  }),
  runSeconds: new Histogram({
    name: 'forge_judge_run_seconds',
    help: "A case's CPU seconds, by language",
    labelNames: ['language'] as const,
    buckets: runBuckets,
    registers: [registry],
  }),
  sandboxFailures: new Counter({
    name: 'forge_judge_sandbox_failures_total',
    help: "Jobs the judge's host failed (the sandbox could not start, the judge unhealthy): judged again, never a verdict",
    registers: [registry],
  }),
  projectionPosition: new SourcedGauge(
    'forge_projection_position',
    "The log position (commit) up to which each projection's read model is committed",
    ['projection'] as const,
  ),
  projectionLag: new SourcedGauge(
    'forge_projection_lag_events',
    "Log positions between the log's head and each projection's committed position",
    ['projection'] as const,
  ),
  logHead: new SourcedGauge('forge_log_head_position', "The position (commit) of the log's last event"),
  eventsAppended: new Counter({
    name: 'forge_log_events_appended_total',
    help: 'Events this process appended to the log (its append rate is the rate of this)',
    registers: [registry],
  }),
  socketsOpen: new SourcedGauge('forge_sockets_open', 'Live-update sockets connected to this process'),
  socketMessages: new Counter({
    name: 'forge_socket_messages_sent_total',
    help: 'Messages this process sent on live-update sockets, by event name',
    labelNames: ['event'] as const,
    registers: [registry],
  }),
};
