import type { GenerateContentResponse, GoogleGenAI } from '@google/genai' with { 'resolution-mode': 'import' };
import type { ChatService } from './chatService';

export interface GeminiOptions {
  readonly apiKey: string;
  readonly model: string;
  /** A proxy in front of Gemini's REST API, or a loopback fake in tests. */
  readonly baseUrl?: string | undefined;
}

/** Text the model wrote in one streamed chunk; thought summaries (if a model sends them) are not part of the answer. */
function textOf(chunk: GenerateContentResponse): string {
  const parts = chunk.candidates?.[0]?.content?.parts ?? [];
  return parts.map((part) => (part.thought ? '' : (part.text ?? ''))).join('');
}

/** Gemini through `@google/genai`: `models.generateContentStream` with the rules as `systemInstruction`. */
export function geminiProvider({ apiKey, model, baseUrl }: GeminiOptions): ChatService {
  // The package is an ES module; loaded on first use. No retries: the learner sees a failure at once and may ask again.
  let client: Promise<GoogleGenAI> | undefined;
  const connect = async () => {
    const { GoogleGenAI } = await import('@google/genai');
    // Node's own fetch: the SDK's default reaches for undici's global dispatcher through a
    // global symbol, which sandboxes such as Jest's do not have; the answer's deadline is ours anyway.
    const httpOptions = { fetch: (...args: Parameters<typeof fetch>) => fetch(...args), ...(baseUrl ? { baseUrl } : {}) };
    return new GoogleGenAI({ apiKey, httpOptions });
  };
  return {
    provider: 'gemini',
    async *stream(prompt, signal) {
      client ??= connect().catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      const chunks = await (
        await client
      ).models.generateContentStream({
        model,
        contents: prompt.turns.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
        config: { systemInstruction: prompt.systemInstruction, abortSignal: signal },
      });
      for await (const chunk of chunks) {
        const text = textOf(chunk);
        if (text) yield text;
      }
    },
  };
}
