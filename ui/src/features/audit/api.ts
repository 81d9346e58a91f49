import { actorsOf } from '../../api/actors';
import { ApiError, http } from '../../api/http';
import type {
  AdminSubmissionState,
  AuditPage,
  AuditQuery,
  ContestHistory,
  HistoryIndex,
  ProblemHistory,
  ProblemRevision,
  RejudgeOverview,
  RejudgeReport,
  RestoreBody,
} from '@forge/contracts';

const path = (id: string) => encodeURIComponent(id);

/** `?actor=…&type=…`, leaving out what is not set. */
export function auditSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The audit log as newline-delimited JSON: one request that the server streams, downloaded as it is. */
async function exportAudit(query: AuditQuery): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/audit${auditSearch(query)}`, {
      credentials: 'include',
      headers: { accept: 'application/x-ndjson' },
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', null);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, null);
  return response.blob();
}

/** The admins' audit routes (issue 12). */
export const auditApi = {
  historyIndex: (search: string) => http.get<HistoryIndex>(`/admin/history${auditSearch({ search: search.trim() })}`),
  problemHistory: (id: string) => http.get<ProblemHistory>(`/admin/problem/${path(id)}/history`),
  /** Every event of a contest's stream (issue 36). */
  contestHistory: (id: string) => http.get<ContestHistory>(`/admin/contest/${path(id)}/history`),
  revision: (id: string, revision: number) => http.get<ProblemRevision>(`/admin/problem/${path(id)}/revision/${revision}`),
  /** Answers the new revision the restore appended; a refusal (the judge's, 400) carries the server's message. */
  restore: (id: string, revision: number) =>
    http.post<{ problem: unknown; revision: number }>(`/admin/problem/${path(id)}/restore`, { revision } satisfies RestoreBody),
  auditPage: (query: AuditQuery) => http.get<AuditPage>(`/admin/audit${auditSearch(query)}`),
  exportAudit,
  startRejudge: (id: string) => http.post<RejudgeReport>(`/admin/problem/${path(id)}/rejudge`),
  /** The latest report (null when the problem was never rejudged) and how many submissions a rejudge would judge. */
  rejudgeOverview: (id: string) => http.get<RejudgeOverview>(`/admin/problem/${path(id)}/rejudge/overview`),
  /** Any submission, with its code, verdict and each case's time and memory (admins only); 404 when there is none. */
  submission: (id: string) => http.get<AdminSubmissionState>(`/admin/submission/${path(id)}`),
};

/** The audit calls as actors, for the audit machines to name. */
export const auditActors = actorsOf(auditApi);
