import { http } from '../../api/http';
import type {
  ProblemBody,
  ProblemPreview,
  ProblemPreviewBody,
  ProblemSummary,
  ProblemView,
  UploadSignature,
  VideoSolution,
} from '@forge/contracts';

const path = (id: string) => encodeURIComponent(id);

export const adminApi = {
  problems: () => http.get<ProblemSummary[]>('/problem/getAllProblem'),
  problem: (id: string) => http.get<ProblemView>(`/problem/problemById/${path(id)}`),
  createProblem: (body: ProblemBody) => http.post<{ message: string; problem: ProblemView }>('/problem/create', body),
  updateProblem: (id: string, body: ProblemBody) =>
    http.put<{ message: string; problem: ProblemView }>(`/problem/update/${path(id)}`, body),
  /** Issue 31: a program judged on the form's visible cases through the validation being edited; no cases compiles the checker alone. */
  previewProblem: (body: ProblemPreviewBody) => http.post<ProblemPreview>('/problem/preview', body),
  deleteProblem: (id: string) => http.delete<{ message: string }>(`/problem/delete/${path(id)}`),
  /** The videos there are, one per problem that has one. */
  videos: () => http.get<VideoSolution[]>('/video/list'),
  deleteVideo: (problemId: string) => http.delete<{ message?: string }>(`/video/delete/${path(problemId)}`),
  uploadSignature: (problemId: string) => http.get<UploadSignature>(`/video/create/${path(problemId)}`),
  saveVideo: (body: { problemId: string; cloudinaryPublicId: string; secureUrl: string; duration: number }) =>
    http.post<{ videoSolution: VideoSolution }>('/video/save', body),
};
