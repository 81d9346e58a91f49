import type { Projection } from './projection';
import { problemsProjection } from './problems/problemsProjection';
import { problemListProjection } from './problemList/problemListProjection';
import { submissionsProjection } from './submissions/submissionsProjection';
import { progressProjection } from './progress/progressProjection';
import { pendingSubmissionsProjection } from './pendingSubmissions/pendingSubmissionsProjection';

/** The read models the platform serves from. */
export const allProjections: readonly Projection<unknown>[] = [
  problemListProjection as Projection<unknown>,
  problemsProjection as Projection<unknown>,
  submissionsProjection as Projection<unknown>,
  progressProjection as Projection<unknown>,
  pendingSubmissionsProjection as Projection<unknown>,
];
