import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { sampleProblem } from '../testing/sampleProblem';
import { NO_VIDEO, problemDecider, VIDEO_OF_ANOTHER_PROBLEM } from './decide';

const spec = DeciderSpecification.for(problemDecider);
const content = sampleProblem();
const at = (now: string) => ({ by: 'admin-1', now });
const created = { type: 'ProblemCreated', data: { problemId: 'p1', ...content, createdBy: 'admin-1', createdAt: 't1' } } as const;
const deleted = { type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'admin-1', deletedAt: 't2' } } as const;

describe('problem decider', () => {
  it('creates a new problem', () => {
    spec
      .given([])
      .when({ type: 'CreateProblem', data: { problemId: 'p1', content, ...at('t1') } })
      .then([created]);
  });

  it('refuses to create the same problem twice', () => {
    spec
      .given([created])
      .when({ type: 'CreateProblem', data: { problemId: 'p1', content, ...at('t2') } })
      .thenThrows(DomainError, 'Problem already exists');
  });

  it('updates a live problem with the full new content', () => {
    const next = { ...content, title: 'Renamed' };
    spec
      .given([created])
      .when({ type: 'UpdateProblem', data: { problemId: 'p1', content: next, ...at('t2') } })
      .then([{ type: 'ProblemUpdated', data: { problemId: 'p1', ...next, updatedBy: 'admin-1', updatedAt: 't2' } }]);
  });

  it('deletes a live problem once', () => {
    spec
      .given([created])
      .when({ type: 'DeleteProblem', data: { problemId: 'p1', ...at('t2') } })
      .then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteProblem', data: { problemId: 'p1', ...at('t3') } })
      .thenThrows(DomainError, 'Problem not found');
  });

  it('refuses to update a problem that does not exist or was deleted', () => {
    const update = { type: 'UpdateProblem', data: { problemId: 'p1', content, ...at('t3') } } as const;
    spec.given([]).when(update).thenThrows(DomainError, 'Problem not found');
    spec.given([created, deleted]).when(update).thenThrows(DomainError, 'Problem not found');
  });

  describe('editorial video', () => {
    /** Video `name` of p1 on `host`, its files under `url`. */
    const hosted = (host: 'cloudinary' | 'mediaHost', name: string, url: string, duration: number) => ({
      host,
      cloudinaryPublicId: `forge/problems/p1/${name}`,
      secureUrl: `${url}/${name}.mp4`,
      thumbnailUrl: `${url}/${name}.jpg`,
      duration,
    });
    type Video = ReturnType<typeof hosted>;
    const video = hosted('mediaHost', 'v1', '/media/video/upload/forge/problems/p1', 3);
    const attach = (v: Video, now = 't3') => ({ type: 'AttachVideo', data: { problemId: 'p1', video: v, ...at(now) } }) as const;
    const attached = {
      type: 'ProblemVideoAttached',
      data: { problemId: 'p1', ...video, uploadedBy: 'admin-1', uploadedAt: 't3' },
    } as const;
    const removed = (now: string, publicId = video.cloudinaryPublicId, host: 'mediaHost' | 'cloudinary' = 'mediaHost') =>
      ({
        type: 'ProblemVideoRemoved',
        data: { problemId: 'p1', host, cloudinaryPublicId: publicId, removedBy: 'admin-1', removedAt: now },
      }) as const;

    it('attaches a video to a live problem', () => {
      spec.given([created]).when(attach(video)).then([attached]);
    });

    it('refuses a video uploaded under another problem, or outside any problem', () => {
      for (const publicId of [
        'forge/problems/p2/v1',
        'forge/problems/p1',
        'forge/problems/p1/',
        'forge/problems/p1/a/b',
        'forge/problems/p10/v1',
        'other/v1',
      ]) {
        spec
          .given([created])
          .when(attach({ ...video, cloudinaryPublicId: publicId }))
          .thenThrows(DomainError, VIDEO_OF_ANOTHER_PROBLEM);
      }
    });

    it('refuses a video for a problem that does not exist or was deleted', () => {
      spec.given([]).when(attach(video)).thenThrows(DomainError, 'Problem not found');
      spec.given([created, deleted]).when(attach(video)).thenThrows(DomainError, 'Problem not found');
    });

    it('replaces an earlier video, recording that it was removed so its asset can go', () => {
      const next = hosted('cloudinary', 'v2', 'https://x', 9);
      spec
        .given([created, attached])
        .when(attach(next, 't4'))
        .then([
          removed('t4'),
          { type: 'ProblemVideoAttached', data: { problemId: 'p1', ...next, uploadedBy: 'admin-1', uploadedAt: 't4' } },
        ]);
    });

    it('saving the same video twice changes nothing', () => {
      spec.given([created, attached]).when(attach(video, 't4')).thenNothingHappens();
    });

    it('removes the video, and only when there is one', () => {
      const remove = { type: 'RemoveVideo', data: { problemId: 'p1', ...at('t4') } } as const;
      spec
        .given([created, attached])
        .when(remove)
        .then([removed('t4')]);
      spec.given([created]).when(remove).thenThrows(DomainError, NO_VIDEO);
      spec
        .given([created, attached, removed('t4')])
        .when(remove)
        .thenThrows(DomainError, NO_VIDEO);
      spec.given([created, attached, deleted]).when(remove).thenThrows(DomainError, 'Problem not found');
    });

    it('keeps the video through an update of the content', () => {
      const updated = {
        type: 'ProblemUpdated',
        data: { problemId: 'p1', ...content, title: 'Renamed', updatedBy: 'admin-1', updatedAt: 't4' },
      } as const;
      spec
        .given([created, attached, updated])
        .when({ type: 'RemoveVideo', data: { problemId: 'p1', ...at('t5') } })
        .then([removed('t5')]);
    });

    it('deleting the problem removes its video first', () => {
      spec
        .given([created, attached])
        .when({ type: 'DeleteProblem', data: { problemId: 'p1', ...at('t4') } })
        .then([removed('t4'), { ...deleted, data: { ...deleted.data, deletedAt: 't4' } }]);
    });
  });

  describe('restoring a revision', () => {
    const older = sampleProblem({ title: 'The first title' });
    const restore = (now: string) =>
      ({ type: 'RestoreProblem', data: { problemId: 'p1', revision: 0, content: older, ...at(now) } }) as const;
    const restored = (now: string) =>
      ({
        type: 'ProblemRestored',
        data: { problemId: 'p1', ...older, restoredRevision: 0, restoredBy: 'admin-1', restoredAt: now },
      }) as const;
    const updated = { type: 'ProblemUpdated', data: { problemId: 'p1', ...content, updatedBy: 'admin-1', updatedAt: 't2' } } as const;

    it('makes a live problem hold the content of that revision again, naming the revision', () => {
      spec
        .given([created, updated])
        .when(restore('t3'))
        .then([restored('t3')]);
    });

    it('brings a deleted problem back', () => {
      spec
        .given([created, deleted])
        .when(restore('t3'))
        .then([restored('t3')]);
      expect([created, deleted, restored('t3')].reduce(problemDecider.evolve, problemDecider.initialState())).toEqual({
        status: 'active',
        problemId: 'p1',
        content: older,
        video: null,
      });
    });

    it('refuses a problem that never existed', () => {
      spec.given([]).when(restore('t1')).thenThrows(DomainError, 'Problem not found');
    });
  });
});
