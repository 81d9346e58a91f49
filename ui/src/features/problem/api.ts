import { http } from '../../api/http';
import { streamChat, type ChatStreamOptions } from './chatStream';
import type { ChatMessage, Problem, Submission, SubmissionLanguage, RunResult, SubmitResult } from './types';

export interface JudgeRequest {
  readonly problemId: string;
  readonly code: string;
  readonly language: SubmissionLanguage;
  readonly requestId: string;
}

export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  /** Lets the server read the problem itself rather than trust this copy. */
  readonly problemId?: string;
  readonly title: string;
  readonly description: string;
  readonly testCases: Problem['visibleTestCases'];
  readonly startCode: Problem['startCode'];
  /** What the learner has in the editor right now. */
  readonly code?: { readonly language: string; readonly code: string };
}

const path = (id: string) => encodeURIComponent(id);

export const problemApi = {
  problem: (problemId: string) => http.get<Problem>(`/problem/problemById/${path(problemId)}`),
  submissions: (problemId: string) => http.get<Submission[]>(`/problem/submittedProblem/${path(problemId)}`),
  run: ({ problemId, ...body }: JudgeRequest) => http.post<RunResult>(`/submission/run/${path(problemId)}`, body),
  submit: ({ problemId, ...body }: JudgeRequest) => http.post<SubmitResult>(`/submission/submit/${path(problemId)}`, body),
  /** Streams the answer through `onDelta` and resolves with the whole of it. */
  chat: (request: ChatRequest, options: ChatStreamOptions) => streamChat(request, options),
};
