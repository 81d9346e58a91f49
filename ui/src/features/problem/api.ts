import { actorsOf } from '../../api/actors';
import { http } from '../../api/http';
import { streamChat, type ChatStreamOptions } from '../ai/chatStream';
import type {
  AiConfig,
  ChatMessage,
  ProblemView,
  RunResult,
  SubmissionLanguage,
  SubmissionView,
  SubmitPending,
  SubmitResponse,
} from '@forge/contracts';

export interface JudgeRequest {
  readonly problemId: string;
  readonly code: string;
  readonly language: SubmissionLanguage;
  readonly requestId: string;
  /** Run only: inputs of the learner's own, judged against the reference solution's output. */
  readonly customTestCases?: readonly { readonly input: string }[];
  /** Submit only: the contest it is made in (issue 36), which admits it only for its registered learners while it runs. */
  readonly contestId?: string;
}

export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  /** Lets the server read the problem itself rather than trust this copy. */
  readonly problemId?: string;
  readonly title: string;
  readonly description: string;
  readonly testCases: ProblemView['visibleTestCases'];
  readonly startCode: ProblemView['startCode'];
  /** What the learner has in the editor right now. */
  readonly code?: { readonly language: string; readonly code: string };
}

const path = (id: string) => encodeURIComponent(id);

export const problemApi = {
  problem: (problemId: string) => http.get<ProblemView>(`/problem/problemById/${path(problemId)}`),
  submissions: (problemId: string) => http.get<SubmissionView[]>(`/problem/submittedProblem/${path(problemId)}`),
  run: ({ problemId, ...body }: JudgeRequest) => http.post<RunResult>(`/submission/run/${path(problemId)}`, body),
  /** The verdict, or (202) word that the submission is recorded and still being judged. */
  submit: ({ problemId, ...body }: JudgeRequest) =>
    http.post<SubmitResponse | SubmitPending>(`/submission/submit/${path(problemId)}`, body),
  /** Streams the answer through `onDelta` and resolves with the whole of it. */
  chat: (request: ChatRequest, options: ChatStreamOptions) => streamChat(request, options),
  /** Whether the server has a model for the AI helper. */
  aiConfig: () => http.get<AiConfig>('/ai/config'),
};

/** The problem page's calls as actors, for its machines to name. */
export const problemActors = actorsOf(problemApi);
