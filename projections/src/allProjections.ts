import type { AnyProjection } from '@forge/events';
import {
  acceptedSubmissionsProjection,
  auditLogProjection,
  pendingSubmissionsProjection,
  problemHistoryIndexProjection,
  problemListProjection,
  problemsProjection,
  progressProjection,
  rejudgeReportsProjection,
  submissionsProjection,
} from '@forge/domain';

/** The read models the platform serves from; their projections live with their features in the domain. */
export const allProjections: readonly AnyProjection[] = [
  problemListProjection,
  problemsProjection,
  submissionsProjection,
  progressProjection,
  pendingSubmissionsProjection,
  auditLogProjection,
  problemHistoryIndexProjection,
  acceptedSubmissionsProjection,
  rejudgeReportsProjection,
];
