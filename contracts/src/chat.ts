import { z } from 'zod';
import { problemLanguages } from './vocabulary';

/** Size limits of one chat request: generous for a tutoring chat, small enough to bound what one call costs. */
export const CHAT_LIMITS = {
  messages: 40,
  partsPerMessage: 10,
  messageChars: 4_000,
  titleChars: 200,
  descriptionChars: 20_000,
  testCases: 10,
  testCaseChars: 2_000,
  /** One per language a problem may have. */
  startCodeEntries: problemLanguages.length,
  codeChars: 20_000,
  languageChars: 20,
  totalChars: 60_000,
} as const;

/** Spec §5: the learner's message needs at least 2 characters. */
export const MIN_QUESTION_CHARS = 2;

const text = (what: string, max: number) =>
  z.string({ error: `${what} must be text` }).max(max, `${what} may have at most ${max} characters`);

const message = z
  .object({
    role: z.enum(['user', 'model'], { error: "A message's role must be 'user' or 'model'" }),
    parts: z
      .array(z.object({ text: text('A message', CHAT_LIMITS.messageChars) }), { error: 'A message needs parts: [{ text }]' })
      .min(1, 'A message needs parts: [{ text }]')
      .max(CHAT_LIMITS.partsPerMessage, `A message may have at most ${CHAT_LIMITS.partsPerMessage} parts`),
  })
  .transform((m) => ({ role: m.role, text: m.parts.map((p) => p.text).join('\n') }))
  .refine((m) => m.text.length <= CHAT_LIMITS.messageChars, `A message may have at most ${CHAT_LIMITS.messageChars} characters`);

const testCase = z.object({
  input: text('A test case input', CHAT_LIMITS.testCaseChars),
  output: text('A test case output', CHAT_LIMITS.testCaseChars),
  explanation: text('A test case explanation', CHAT_LIMITS.testCaseChars).optional(),
});

/**
 * `POST /api/ai/chat` (spec §7): the chat so far and the problem as the page shows it.
 * `problemId` (an extension) makes the server read the problem itself instead of trusting
 * the client's copy; `code` is the learner's current editor content. Unknown fields are
 * refused, so nothing else can ride along to the model.
 */
export const chatBody = z
  .strictObject({
    messages: z
      .array(message, { error: 'messages must be a list of { role, parts: [{ text }] }' })
      .min(1, 'messages must not be empty')
      .max(CHAT_LIMITS.messages, `A conversation may have at most ${CHAT_LIMITS.messages} messages; start a new one to go on`),
    problemId: z.string().min(1).max(100).optional(),
    title: text('The title', CHAT_LIMITS.titleChars).optional(),
    description: text('The description', CHAT_LIMITS.descriptionChars).optional(),
    testCases: z.array(testCase).max(CHAT_LIMITS.testCases, `At most ${CHAT_LIMITS.testCases} test cases`).default([]),
    startCode: z
      .array(
        z.object({ language: text('A language', CHAT_LIMITS.languageChars), initialCode: text('The start code', CHAT_LIMITS.codeChars) }),
      )
      .max(CHAT_LIMITS.startCodeEntries, `At most ${CHAT_LIMITS.startCodeEntries} start code entries`)
      .default([]),
    code: z.object({ language: text('The language', CHAT_LIMITS.languageChars), code: text('The code', CHAT_LIMITS.codeChars) }).optional(),
  })
  .superRefine((body, ctx) => {
    // zod runs this even when a field failed above, so nothing here may trust the shapes.
    if (!Array.isArray(body.messages)) return;
    const last = body.messages.at(-1) as { role?: unknown; text?: unknown } | undefined;
    if (last && last.role !== 'user') {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: "The last message must be the learner's (role 'user')" });
    } else if (last && typeof last.text === 'string' && last.text.trim().length < MIN_QUESTION_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: `A message needs at least ${MIN_QUESTION_CHARS} characters` });
    }
    if (!body.problemId && !body.title?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Say which problem: give problemId, or title and description' });
    }
    if (totalChars(body) > CHAT_LIMITS.totalChars) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `The chat is too long (over ${CHAT_LIMITS.totalChars} characters in all); start a new conversation`,
      });
    }
  });

export type ChatBody = z.infer<typeof chatBody>;

/** One message of the chat as the browser keeps and sends it (Gemini's shape). */
export type ChatMessage = z.input<typeof message>;

/** `GET /api/ai/config`: whether the server has a model for the AI helper (nothing about which, nor its keys). */
export interface AiConfig {
  readonly available: boolean;
}

/** Every text in the request, counted defensively (see above). */
function totalChars(body: unknown): number {
  if (typeof body === 'string') return body.length;
  if (Array.isArray(body)) return body.reduce((sum: number, item) => sum + totalChars(item), 0);
  if (body && typeof body === 'object') return Object.values(body).reduce((sum: number, item) => sum + totalChars(item), 0);
  return 0;
}
