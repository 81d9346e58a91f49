import { HttpError } from '../http/errors';
import { describeUpstreamError, upstreamFailure, UPSTREAM_EMPTY, type ChatService, type ModelPrompt } from './chatService';

/** The learner closed the page or the connection: nobody is left to answer. */
export const clientGone = () => new HttpError(499, 'The client closed the request', 'CLIENT_CLOSED');

export interface ModelReply {
  /**
   * The first non-empty delta. A failure before any text arrives is thrown here, as a 502,
   * while the response can still carry a status.
   */
  first(): Promise<string>;
  /** The deltas after the first; failures as a 502 (or `clientGone` after `abort`). */
  rest(): AsyncGenerator<string>;
  /** Stops the upstream request, e.g. when the client disconnects. */
  abort(): void;
}

/** One model answer in flight, bounded by `deadlineMs` and cancellable. */
export function startReply(
  service: ChatService,
  prompt: ModelPrompt,
  deadlineMs: number,
  log: (message: string, error?: unknown) => void,
): ModelReply {
  const cancel = new AbortController();
  const deadline = AbortSignal.timeout(deadlineMs);
  const iterator = service.stream(prompt, AbortSignal.any([cancel.signal, deadline]))[Symbol.asyncIterator]();

  const next = async (): Promise<IteratorResult<string>> => {
    try {
      return await iterator.next();
    } catch (error) {
      if (cancel.signal.aborted) throw clientGone();
      if (!(error instanceof HttpError)) log(`AI chat: the ${service.provider} model failed: ${describeUpstreamError(error)}`, error);
      throw upstreamFailure(error, deadline.aborted);
    }
  };

  return {
    async first() {
      for (let step = await next(); !step.done; step = await next()) if (step.value) return step.value;
      throw new HttpError(502, UPSTREAM_EMPTY, 'AI_UPSTREAM_EMPTY');
    },
    async *rest() {
      for (let step = await next(); !step.done; step = await next()) if (step.value) yield step.value;
    },
    abort() {
      cancel.abort();
    },
  };
}
