import OpenAI from 'openai';
import type { ChatService } from './chatService';

export interface OpenAiOptions {
  /** The server's OpenAI-compatible root, e.g. http://localhost:11434/v1 for Ollama. */
  readonly baseUrl: string;
  readonly model: string;
  /** Local servers usually need none; without one no Authorization header is sent. */
  readonly apiKey?: string | undefined;
}

/** Any OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, OpenAI itself) through the `openai` package. */
export function openAiProvider({ baseUrl, model, apiKey }: OpenAiOptions): ChatService {
  const client = new OpenAI({
    baseURL: baseUrl,
    // The package insists on a key (and would otherwise read OPENAI_API_KEY, meant for another server).
    apiKey: apiKey ?? 'unused',
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    // The learner sees a failure at once and may ask again; local models may take long to load.
    maxRetries: 0,
    timeout: 120_000,
  });
  return {
    provider: 'openai',
    async *stream(prompt, signal) {
      const chunks = await client.chat.completions.create(
        {
          model,
          stream: true,
          messages: [
            { role: 'system', content: prompt.systemInstruction },
            ...prompt.turns.map((turn) => ({
              role: turn.role === 'model' ? ('assistant' as const) : ('user' as const),
              content: turn.text,
            })),
          ],
        },
        { signal },
      );
      for await (const chunk of chunks) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- compatible servers send chunks without a delta, whatever the SDK's types say
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
