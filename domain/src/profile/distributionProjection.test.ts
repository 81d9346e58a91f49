import { ProjectionSpecification } from '@forge/testing';
import { submissionJudged, submissionRequested } from '../testing';
import type { SubmissionLanguage } from '../submission/events';
import { distributionOf, distributionProjection } from './distributionProjection';

const spec = ProjectionSpecification.for(distributionProjection);
const requested = (submissionId: string, language: SubmissionLanguage = 'cpp', problemId = 'p1') =>
  submissionRequested({ submissionId, problemId, language });
const judged = (submissionId: string, runtime: number, memory: number, status: 'accepted' | 'wrong' = 'accepted', problemId = 'p1') =>
  submissionJudged({ submissionId, problemId, status, runtime, memory });

describe('the distribution of accepted solutions', () => {
  it('counts accepted runtimes by millisecond and memories by 16 kB, per language, once per submission', () => {
    spec
      .given([requested('s1'), judged('s1', 0.0123, 1000), requested('s2', 'python'), requested('s3')])
      .when([judged('s2', 0.5, 9000), judged('s3', 0.012, 1010, 'wrong'), judged('s1', 0.0123, 1000), judged('s9', 1, 1)])
      .then({
        p1: {
          problemId: 'p1',
          pending: {},
          languages: { cpp: { runtimes: { 12: 1 }, memories: { 992: 1 } }, python: { runtimes: { 500: 1 }, memories: { 8992: 1 } } },
        },
      });
  });

  it('keeps each problem apart, and a submission waiting for its verdict by its language', () => {
    spec
      .given([requested('s1', 'java', 'p2')])
      .when([requested('s2', 'c')])
      .then({
        p1: { problemId: 'p1', pending: { s2: 'c' }, languages: {} },
        p2: { problemId: 'p2', pending: { s1: 'java' }, languages: {} },
      });
  });

  it('tells the share of the others slower and hungrier, with histograms that hold every submission', () => {
    const counts = { runtimes: { 10: 1, 20: 2, 30: 1, 110: 1 }, memories: { 1008: 3, 2000: 2 } };
    const mine = distributionOf(counts, 0.02, 1008);
    expect(mine.runtimeBeats).toBe(50);
    expect(mine.memoryBeats).toBe(50);
    expect(mine.runtimeHistogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(5);
    expect(mine.runtimeHistogram[0]).toEqual({ from: 0.01, to: 0.021, count: 3 });
    expect(mine.runtimeHistogram.at(-1)!.from).toBeLessThanOrEqual(0.11);
    expect(mine.runtimeHistogram.at(-1)!.to).toBeGreaterThan(0.11);
    expect(mine.memoryHistogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(5);
    expect(distributionOf({ runtimes: { 5: 1 }, memories: { 16: 1 } }, 0.005, 16)).toEqual({
      runtimeBeats: 100,
      memoryBeats: 100,
      runtimeHistogram: [{ from: 0.005, to: 0.006, count: 1 }],
      memoryHistogram: [{ from: 16, to: 32, count: 1 }],
    });
  });
});
