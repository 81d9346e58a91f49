import type { AnyProjection } from '@forge/events';
import { acceptedSubmissionsProjection } from './rejudge/acceptedSubmissionsProjection';
import { auditLogProjection } from './audit/auditLogProjection';
import { pendingSubmissionsProjection } from './submission/pendingSubmissionsProjection';
import { problemHistoryIndexProjection } from './audit/problemHistoryIndexProjection';
import { problemListProjection } from './problem/problemListProjection';
import { problemsProjection } from './problem/problemsProjection';
import { profileProjection } from './profile/profileProjection';
import { distributionProjection } from './profile/distributionProjection';
import { progressProjection } from './submission/progressProjection';
import { rejudgeReportsProjection } from './rejudge/rejudgeReportsProjection';
import { submissionsProjection } from './submission/submissionsProjection';
import { contestsProjection } from './contest/contestsProjection';
import { contestOnlyProblemsProjection } from './contest/contestOnlyProblems';
import { ratingsProjection } from './rating/ratingsProjection';
import { learnersProjection } from './rating/learnersProjection';

/** The read models the platform serves from (each lives with its feature), folded by the kit's ProjectionRunner with `decodeEvent`. */
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
  profileProjection,
  distributionProjection,
  contestsProjection,
  contestOnlyProblemsProjection,
  ratingsProjection,
  learnersProjection,
];
