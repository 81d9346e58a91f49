import Router from '@koa/router';
import { getProblem } from '@forge/domain';
import type { AppDeps, AppState } from '../appDeps';
import { requireUser, signedIn } from '../account/authenticate';
import { notFound, tooManyRequests } from '../http/errors';
import { parseBody } from '../http/validate';
import { aiNotConfigured } from './chatService';
import { chatBody, CHAT_LIMITS, type AiConfig, type ChatBody } from '@forge/contracts';
import { sendEventStream, wantsEventStream } from './eventStream';
import { startReply } from './modelReply';
import { tutorPrompt, type TutorProblem } from './tutorPrompt';
import { refuseHiddenProblem } from '../contest/hiddenProblems';

/** Questions one learner may ask per window; each costs a model call. */
export const CHAT_RATE_LIMIT = { limit: 20, windowMs: 5 * 60_000 } as const;
/** The longest one answer may take, streaming included. */
export const REPLY_DEADLINE_MS = 180_000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}\n… (cut here)` : text);

/**
 * The problem as the learner sees it. With `problemId` the server reads it itself; either way
 * only the statement, the visible examples and the start code are kept, never hidden tests or
 * reference solutions, and nothing longer than a request could carry.
 */
async function problemFor(deps: AppDeps, body: ChatBody, viewer: { userId: string; role: string }): Promise<TutorProblem> {
  if (!body.problemId)
    return { title: body.title ?? '', description: body.description ?? '', testCases: body.testCases, startCode: body.startCode };
  const doc = await getProblem(deps.readModels, body.problemId);
  if (!doc) throw notFound('Problem not found');
  // A contest-only problem's statement is not told to a learner outside its running contest (issue 36).
  await refuseHiddenProblem(deps, viewer, doc.problemId, 'Problem not found');
  return {
    title: clip(doc.title, CHAT_LIMITS.titleChars),
    description: clip(doc.description, CHAT_LIMITS.descriptionChars),
    testCases: doc.visibleTestCases.slice(0, CHAT_LIMITS.testCases).map((t) => ({
      input: clip(t.input, CHAT_LIMITS.testCaseChars),
      output: clip(t.output, CHAT_LIMITS.testCaseChars),
      explanation: clip(t.explanation, CHAT_LIMITS.testCaseChars),
    })),
    startCode: doc.startCode.map((s) => ({ language: s.language, initialCode: clip(s.initialCode, CHAT_LIMITS.codeChars) })),
  };
}

/** `/api/ai/*`: the AI tutor on the problem page. */
export function aiRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/ai' });

  /** Whether the ChatAI tab can answer, so it can say so before anyone types; which model and its keys stay here. */
  router.get('/config', (ctx) => {
    ctx.body = { available: deps.ai.provider !== 'none' } satisfies AiConfig;
  });

  /**
   * Spec §7: answers `{ message }`; with `Accept: text/event-stream` the same answer streams
   * as `delta` events and a final `done`. Everything that can fail before the model's first
   * words (sign-in, configuration, input, rate limit, the model refusing) is a plain JSON error.
   */
  router.post('/chat', requireUser, async (ctx) => {
    const { userId } = signedIn(ctx);
    if (deps.ai.provider === 'none') throw aiNotConfigured();
    const body = parseBody(ctx, chatBody);
    const rate = await deps.rateLimiter.hit(`ai-chat:${userId}`, CHAT_RATE_LIMIT.limit, CHAT_RATE_LIMIT.windowMs);
    if (!rate.allowed) {
      throw tooManyRequests(
        `You have asked the AI helper a lot in a short time. Please wait ${rate.retryAfterSeconds} seconds.`,
        rate.retryAfterSeconds,
      );
    }
    const prompt = tutorPrompt({
      problem: await problemFor(deps, body, signedIn(ctx)),
      code: body.code,
      messages: body.messages,
      boundary: deps.newId(),
    });

    const reply = startReply(deps.ai, prompt, REPLY_DEADLINE_MS, deps.log);
    const stopOnDisconnect = () => {
      if (!ctx.res.writableFinished) reply.abort();
    };
    ctx.res.once('close', stopOnDisconnect);
    try {
      const first = await reply.first();
      if (wantsEventStream(ctx)) {
        await sendEventStream(ctx, first, reply);
        return;
      }
      let message = first;
      for await (const text of reply.rest()) message += text;
      ctx.body = { message };
    } finally {
      ctx.res.off('close', stopOnDisconnect);
    }
  });

  return router;
}
