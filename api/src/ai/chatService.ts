import type { Config } from '../config';

/** The AI helper's model: Gemini, an OpenAI-compatible server, or none configured. */
export interface ChatService {
  readonly provider: 'gemini' | 'openai' | 'none';
  close?(): Promise<void>;
}

export function createChatService(config: Config, _log: (message: string, error?: unknown) => void): ChatService {
  return { provider: config.GEMINI_API_KEY ? 'gemini' : config.AI_BASE_URL ? 'openai' : 'none' };
}
