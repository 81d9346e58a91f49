import { http } from '../../api/http';
import type { ChatMessage, Problem, Submission, SubmissionLanguage, RunResult, SubmitResult } from './types';

export interface JudgeRequest {
  readonly problemId: string;
  readonly code: string;
  readonly language: SubmissionLanguage;
  readonly requestId: string;
}

export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  readonly title: string;
  readonly description: string;
  readonly testCases: Problem['visibleTestCases'];
  readonly startCode: Problem['startCode'];
}

const path = (id: string) => encodeURIComponent(id);

export const problemApi = {
  problem: (problemId: string) => http.get<Problem>(`/problem/problemById/${path(problemId)}`),
  submissions: (problemId: string) => http.get<Submission[]>(`/problem/submittedProblem/${path(problemId)}`),
  run: ({ problemId, ...body }: JudgeRequest) => http.post<RunResult>(`/submission/run/${path(problemId)}`, body),
  submit: ({ problemId, ...body }: JudgeRequest) => http.post<SubmitResult>(`/submission/submit/${path(problemId)}`, body),
  chat: (request: ChatRequest) => http.post<{ message: string }>('/ai/chat', request),
};
