import { ApiError } from '../../api/http';
import { problemApi } from './api';
import { submissionToShow } from './judgeEvents';
import type { SubmissionView } from '@forge/contracts';

describe('the submission a page opening shows', () => {
  const row = (id: string, status: SubmissionView['status']): SubmissionView => ({
    _id: id,
    problemId: 'p1',
    language: 'javascript',
    status,
    runtime: 0,
    memory: 0,
    testCasesPassed: 0,
    testCasesTotal: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
    code: 'x',
    errorMessage: null,
  });
  afterEach(() => jest.restoreAllMocks());

  it('is the newest still being judged, else the one the tab remembers', async () => {
    const list = jest.spyOn(problemApi, 'submissions');
    list.mockResolvedValueOnce([row('s3', 'accepted'), row('s2', 'pending'), row('s1', 'pending')]);
    expect(await submissionToShow('p1', 's0')).toBe('s2');
    list.mockResolvedValueOnce([row('s3', 'accepted')]);
    expect(await submissionToShow('p1', 's0')).toBe('s0');
    list.mockRejectedValueOnce(new ApiError(0, 'offline', null));
    expect(await submissionToShow('p1', 's0')).toBe('s0');
    list.mockResolvedValueOnce([]);
    expect(await submissionToShow('p1', null)).toBeNull();
  });
});
