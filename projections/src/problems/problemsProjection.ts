import type { ProblemContent } from '@forge/events';
import { projection } from '../projection';

export interface ProblemDocument extends ProblemContent {
  readonly _id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Every live problem in full, for the problem page and the judge; the API decides what each reader may see. */
export const problemsProjection = projection<ProblemDocument>({
  name: 'problems',
  version: 2,
  canHandle: ['ProblemCreated', 'ProblemUpdated', 'ProblemDeleted'],
  documentId: (event) => (event.data as { problemId: string }).problemId,
  evolve(doc, event) {
    switch (event.type) {
      case 'ProblemCreated': {
        const { problemId, createdBy: _by, createdAt, ...content } = event.data;
        return { _id: problemId, ...content, createdAt, updatedAt: createdAt };
      }
      case 'ProblemUpdated': {
        if (!doc) return null;
        // An update carries the whole content: what it leaves out is gone.
        const { problemId: _id, updatedBy: _by, updatedAt, ...content } = event.data;
        return { _id: doc._id, ...content, createdAt: doc.createdAt, updatedAt };
      }
      case 'ProblemDeleted':
        return null;
      default:
        return doc;
    }
  },
});
