import type { ReadModelStore } from '@forge/events';
import { projection } from '@forge/events';
import type { ProblemVideo } from '../video/events';
import type { ProblemContent, ProblemEvent } from './events';

export interface ProblemDocument extends ProblemContent {
  readonly problemId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly video?: ProblemVideo;
}

/** Every live problem in full, for the problem page and the judge; the API decides what each reader may see. */
export const problemsProjection = projection<ProblemDocument, ProblemEvent>({
  name: 'problems',
  // 3: problems carry their editorial video. 4: ids are `problemId`; the HTTP edge names them `_id`.
  version: 4,
  canHandle: ['ProblemCreated', 'ProblemUpdated', 'ProblemDeleted', 'ProblemRestored', 'ProblemVideoAttached', 'ProblemVideoRemoved'],
  documentId: (event) => event.data.problemId,
  evolve(doc, event) {
    switch (event.type) {
      case 'ProblemCreated': {
        const { problemId, createdBy: _by, createdAt, ...content } = event.data;
        return { problemId, ...content, createdAt, updatedAt: createdAt };
      }
      case 'ProblemUpdated': {
        if (!doc) return null;
        // An update carries the whole content: what it leaves out is gone. The video is not content.
        const { problemId: _id, updatedBy: _by, updatedAt, ...content } = event.data;
        return { problemId: doc.problemId, ...content, createdAt: doc.createdAt, updatedAt, ...(doc.video ? { video: doc.video } : {}) };
      }
      case 'ProblemDeleted':
        return null;
      case 'ProblemRestored': {
        const { problemId, restoredRevision: _revision, restoredBy: _by, restoredAt, ...content } = event.data;
        // A deleted problem's document is gone: restored, it counts as new from the restore.
        if (!doc) return { problemId, ...content, createdAt: restoredAt, updatedAt: restoredAt };
        return { problemId, ...content, createdAt: doc.createdAt, updatedAt: restoredAt, ...(doc.video ? { video: doc.video } : {}) };
      }
      case 'ProblemVideoAttached': {
        if (!doc) return null;
        const { problemId: _id, uploadedBy: _by, ...video } = event.data;
        return { ...doc, video };
      }
      case 'ProblemVideoRemoved': {
        if (!doc) return null;
        const { video: _gone, ...rest } = doc;
        return rest;
      }
      default:
        return doc;
    }
  },
});

// Its queries: how the API reads this read model.
/** One problem in full; the API decides what each reader may see of it. */
export function getProblem(readModels: ReadModelStore, problemId: string): Promise<ProblemDocument | undefined> {
  return readModels.get<ProblemDocument>(problemsProjection.name, problemId);
}

/** Every problem that has an editorial video, with its video (the admin video list). */
export async function listProblemVideos(
  readModels: ReadModelStore,
): Promise<{ problemId: string; video: NonNullable<ProblemDocument['video']> }[]> {
  const docs = await readModels.list<ProblemDocument>(problemsProjection.name);
  return docs.flatMap(({ problemId, video }) => (video ? [{ problemId, video }] : []));
}
