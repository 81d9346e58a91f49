import { deepStrictEqual } from 'node:assert';
import { type Event as AnyEvent, handles, type Projection } from '@forge/events';

/** What the spec needs of a projection. */
export type ProjectedReadModel<Doc, Event extends AnyEvent> = Pick<Projection<Doc, Event>, 'canHandle' | 'documentId' | 'evolve'>;

/**
 * Given/when/then for read models, beside DeciderSpecification: past events, then (optionally)
 * new ones, then the documents the read model holds, by id. Events the projection does not
 * handle pass by it, as they do in the runner; a document evolved to null is gone.
 *
 *   const spec = ProjectionSpecification.for(progressProjection);
 *   spec.given([requested]).when([judgedAccepted]).then({ u1: { userId: 'u1', problemSolved: ['p1'], attemptedProblems: [] } });
 */
export const ProjectionSpecification = {
  for<Doc, Event extends AnyEvent>(readModel: ProjectedReadModel<Doc, Event>) {
    const project = (events: readonly Event[], documents: Map<string, Doc>) => {
      for (const event of events) {
        if (!handles(readModel, event)) continue;
        const id = readModel.documentId(event);
        const next = readModel.evolve(documents.get(id) ?? null, event);
        if (next === null) documents.delete(id);
        else documents.set(id, next);
      }
      return documents;
    };
    const expectDocuments = (documents: Map<string, Doc>, expected: Readonly<Record<string, Doc>>) =>
      deepStrictEqual(
        Object.fromEntries([...documents].sort(([a], [b]) => a.localeCompare(b))),
        Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b))),
      );
    return {
      given(past: readonly Event[]) {
        return {
          /** The documents after the past events alone. */
          then: (expected: Readonly<Record<string, Doc>>) => expectDocuments(project(past, new Map()), expected),
          when(events: readonly Event[]) {
            return {
              then: (expected: Readonly<Record<string, Doc>>) => expectDocuments(project(events, project(past, new Map())), expected),
              thenNoDocuments: () => expectDocuments(project(events, project(past, new Map())), {}),
            };
          },
        };
      },
    };
  },
};
