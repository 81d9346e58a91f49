import type { ProblemEvent } from './events';
import { problemsProjection, type ProblemDocument } from './problemsProjection';
import { problemWithoutCode } from '../testing/problemWithoutCode';

const content = problemWithoutCode;
const video = {
  host: 'mediaHost' as const,
  cloudinaryPublicId: 'forge/problems/p1/v1',
  secureUrl: '/media/video/upload/forge/problems/p1/v1.mp4',
  thumbnailUrl: '/media/video/upload/forge/problems/p1/v1.jpg',
  duration: 3,
};
const created: ProblemEvent = { type: 'ProblemCreated', data: { problemId: 'p1', ...content, createdBy: 'a', createdAt: 't1' } };
const attached: ProblemEvent = { type: 'ProblemVideoAttached', data: { problemId: 'p1', ...video, uploadedBy: 'a', uploadedAt: 't2' } };
const updated: ProblemEvent = {
  type: 'ProblemUpdated',
  data: { problemId: 'p1', ...content, title: 'Renamed', updatedBy: 'a', updatedAt: 't3' },
};
const removed: ProblemEvent = {
  type: 'ProblemVideoRemoved',
  data: { problemId: 'p1', host: 'mediaHost', cloudinaryPublicId: video.cloudinaryPublicId, removedBy: 'a', removedAt: 't4' },
};

const place = { streamId: 'problem-p1', position: { commit: 0n, prepare: 0n }, related: null };
const fold = (events: ProblemEvent[]) =>
  events.reduce<ProblemDocument | null>((doc, e, revision) => problemsProjection.evolve(doc, e, { ...place, revision }), null);

describe('problems projection: editorial video', () => {
  it('is handled by the projection', () => {
    expect(problemsProjection.canHandle).toEqual(expect.arrayContaining(['ProblemVideoAttached', 'ProblemVideoRemoved']));
  });

  it('records the attached video with its upload date', () => {
    expect(fold([created, attached])?.video).toEqual({ ...video, uploadedAt: 't2' });
  });

  it('keeps the video through an update of the content', () => {
    const doc = fold([created, attached, updated]);
    expect(doc?.title).toBe('Renamed');
    expect(doc?.video?.secureUrl).toBe(video.secureUrl);
  });

  it('forgets the video once removed, and never resurrects a deleted problem', () => {
    expect(fold([created, attached, removed])).not.toHaveProperty('video');
    expect(fold([created, { type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'a', deletedAt: 't5' } }, attached])).toBeNull();
  });
});
