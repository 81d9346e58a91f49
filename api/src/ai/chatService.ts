import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { geminiProvider } from './geminiProvider';
import { openAiProvider } from './openAiProvider';

export interface ChatTurn {
  readonly role: 'user' | 'model';
  readonly text: string;
}

/** What goes to the model: the tutor's rules and the conversation (problem data first). */
export interface ModelPrompt {
  readonly systemInstruction: string;
  readonly turns: readonly ChatTurn[];
}

/** The AI helper's model: Gemini, an OpenAI-compatible server, or none configured. */
export interface ChatService {
  readonly provider: 'gemini' | 'openai' | 'none';
  /**
   * The reply as text deltas in the order the model writes them. Aborting `signal` stops
   * the upstream request. Provider errors are thrown as they come; `upstreamFailure`
   * turns them into what a client may see.
   */
  stream(prompt: ModelPrompt, signal: AbortSignal): AsyncIterable<string>;
  close?(): Promise<void>;
}

/** What a learner is told; how to turn the helper on is for the operator (the startup log and the README). */
export const AI_NOT_CONFIGURED = 'The AI helper is not available on this server.';
/** The startup log's hint to the operator. */
export const AI_OFF_HINT = 'The AI helper is off: set GEMINI_API_KEY, or AI_BASE_URL and AI_MODEL, to turn it on';

export const aiNotConfigured = () => new HttpError(503, AI_NOT_CONFIGURED, 'AI_NOT_CONFIGURED');

export const UPSTREAM_FAILED = 'The AI helper could not get an answer from the model. Please try again in a moment.';
export const UPSTREAM_BUSY = 'The AI model is busy right now. Please try again in a minute.';
export const UPSTREAM_TIMEOUT = 'The AI model took too long to answer. Please try again.';
export const UPSTREAM_EMPTY = 'The AI model gave no answer. Try rephrasing your question.';

/**
 * A provider failure as a 502 the client may see: a clear message, never the provider's
 * own text (which can name keys, accounts or internals).
 */
export function upstreamFailure(error: unknown, timedOut = false): HttpError {
  if (timedOut) return new HttpError(502, UPSTREAM_TIMEOUT, 'AI_UPSTREAM_TIMEOUT');
  if (error instanceof HttpError) return error;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 429) return new HttpError(502, UPSTREAM_BUSY, 'AI_UPSTREAM_BUSY');
  return new HttpError(502, UPSTREAM_FAILED, 'AI_UPSTREAM');
}

/** A short, key-free description for the server log. */
export function describeUpstreamError(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  const name = error instanceof Error ? error.name : typeof error;
  return typeof status === 'number' ? `${name} (upstream status ${status})` : name;
}

const none: ChatService = {
  provider: 'none',
  // eslint-disable-next-line require-yield -- an unconfigured helper's stream fails on its first read, as the configured ones fail
  async *stream() {
    throw aiNotConfigured();
  },
};

export function createChatService(config: Config, log: (message: string, error?: unknown) => void): ChatService {
  if (config.GEMINI_API_KEY) {
    if (config.AI_BASE_URL) log('Both GEMINI_API_KEY and AI_BASE_URL are set: the AI helper uses Gemini');
    return geminiProvider({ apiKey: config.GEMINI_API_KEY, model: config.GEMINI_MODEL, baseUrl: config.GEMINI_BASE_URL });
  }
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return openAiProvider({ baseUrl: config.AI_BASE_URL, model: config.AI_MODEL, apiKey: config.AI_API_KEY });
  }
  log(config.AI_BASE_URL ? `AI_BASE_URL is set without AI_MODEL. ${AI_OFF_HINT}` : AI_OFF_HINT);
  return none;
}
