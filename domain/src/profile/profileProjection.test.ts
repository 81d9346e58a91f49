import { ProjectionSpecification } from '@forge/testing';
import { submissionJudged, submissionRequested } from '../testing';
import type { SubmissionLanguage } from '../submission/events';
import { activityStep, emptyProfile, profileProjection } from './profileProjection';

const spec = ProjectionSpecification.for(profileProjection);
const at = '2026-11-28T10:00:00.000Z';
const step = String(activityStep(at));
const requested = (submissionId: string, problemId: string, language: SubmissionLanguage = 'cpp', requestedAt = at, userId = 'u1') =>
  submissionRequested({ submissionId, problemId, userId, language, requestedAt });
const judged = (submissionId: string, problemId: string, status: 'accepted' | 'wrong', userId = 'u1') =>
  submissionJudged({ submissionId, problemId, userId, status, runtime: 0.25, memory: 2048, judgedAt: '2026-11-28T10:00:05.000Z' });

describe('profile read model', () => {
  it('counts a submission by its language and quarter hour, and waits for its verdict', () => {
    spec
      .given([])
      .when([requested('s1', 'p1')])
      .then({
        u1: {
          ...emptyProfile('u1'),
          pending: { s1: 'cpp' },
          submissions: 1,
          activity: { [step]: 1 },
          languages: { cpp: { submissions: 1, solved: [] } },
        },
      });
  });

  it('solves a problem on its first accepted verdict, in that language, and remembers it among the recent', () => {
    spec
      .given([requested('s1', 'p1'), judged('s1', 'p1', 'wrong')])
      .when([requested('s2', 'p1', 'python', '2026-11-28T10:20:00.000Z'), judged('s2', 'p1', 'accepted')])
      .then({
        u1: {
          ...emptyProfile('u1'),
          submissions: 2,
          judged: 2,
          accepted: 1,
          activity: { [step]: 1, [String(activityStep('2026-11-28T10:20:00.000Z'))]: 1 },
          languages: { cpp: { submissions: 1, solved: [] }, python: { submissions: 1, solved: ['p1'] } },
          solved: ['p1'],
          recentAccepted: [
            {
              submissionId: 's2',
              problemId: 'p1',
              language: 'python',
              acceptedAt: '2026-11-28T10:00:05.000Z',
              runtime: 0.25,
              memory: 2048,
            },
          ],
        },
      });
  });

  it('counts a problem solved twice once, and a verdict without its request not at all', () => {
    spec
      .given([requested('s1', 'p1'), judged('s1', 'p1', 'accepted'), requested('s2', 'p1')])
      .when([judged('s2', 'p1', 'accepted'), judged('s2', 'p1', 'accepted'), judged('s9', 'p2', 'accepted')])
      .then({
        u1: {
          ...emptyProfile('u1'),
          submissions: 2,
          judged: 2,
          accepted: 2,
          activity: { [step]: 2 },
          languages: { cpp: { submissions: 2, solved: ['p1'] } },
          solved: ['p1'],
          recentAccepted: [
            { submissionId: 's2', problemId: 'p1', language: 'cpp', acceptedAt: '2026-11-28T10:00:05.000Z', runtime: 0.25, memory: 2048 },
            { submissionId: 's1', problemId: 'p1', language: 'cpp', acceptedAt: '2026-11-28T10:00:05.000Z', runtime: 0.25, memory: 2048 },
          ],
        },
      });
  });

  it('keeps the ten most recent accepted submissions, and each learner apart', () => {
    const ids = Array.from({ length: 11 }, (_, i) => i);
    const recent = (i: number) => ({
      submissionId: `s${i}`,
      problemId: `p${i}`,
      language: 'cpp' as const,
      acceptedAt: '2026-11-28T10:00:05.000Z',
      runtime: 0.25,
      memory: 2048,
    });
    spec
      .given(ids.flatMap((i) => [requested(`s${i}`, `p${i}`), judged(`s${i}`, `p${i}`, 'accepted')]))
      .when([requested('t1', 'p1', 'java', at, 'u2')])
      .then({
        u1: {
          ...emptyProfile('u1'),
          submissions: 11,
          judged: 11,
          accepted: 11,
          activity: { [step]: 11 },
          languages: { cpp: { submissions: 11, solved: ids.map((i) => `p${i}`) } },
          solved: ids.map((i) => `p${i}`),
          recentAccepted: ids.slice(1).reverse().map(recent),
        },
        u2: {
          ...emptyProfile('u2'),
          pending: { t1: 'java' },
          submissions: 1,
          activity: { [step]: 1 },
          languages: { java: { submissions: 1, solved: [] } },
        },
      });
  });
});
