import { deepStrictEqual } from 'node:assert';
import { type Event as AnyEvent, type EventContext, handles, type Projection } from '@forge/events';

interface Log {
  length: number;
  readonly revisions: Map<string, number>;
}
const emptyLog = (): Log => ({ length: 0, revisions: new Map() });

/** What the spec needs of a projection. */
export type ProjectedReadModel<Doc, Event extends AnyEvent> = Pick<
  Projection<Doc, Event>,
  'canHandle' | 'documentId' | 'evolve' | 'related'
>;

const put = <Doc>(documents: Map<string, Doc>, id: string, doc: Doc | null) => {
  if (doc === null) documents.delete(id);
  else documents.set(id, doc);
};

/** The value, frozen through and through: a live evolve that changes the document it was handed then throws. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * Given/when/then for read models, beside DeciderSpecification: past events, then (optionally)
 * new ones, then the documents the read model holds, by id. Events the projection does not
 * handle pass by it, as they do in the runner; a document evolved to null is gone. Each `then`
 * projects the events twice, as the two callers of `evolve` do: live, with every document frozen
 * (an evolve that changes what it was handed throws), and as a rebuild, with the documents owned
 * (changed in place); both must give the documents expected.
 *
 *   const spec = ProjectionSpecification.for(progressProjection);
 *   spec.given([requested]).when([judgedAccepted]).then({ u1: { userId: 'u1', problemSolved: ['p1'], attemptedProblems: [] } });
 */
export const ProjectionSpecification = {
  /**
   * `streamOf` names each event's stream, for read models that show where an event sits: the
   * events then get their revision in that stream and their position in the sequence given.
   * `shows` picks the documents `then` compares (all by default), for a read model that keeps
   * working state beside what it shows.
   */
  for<Doc, Event extends AnyEvent>(
    readModel: ProjectedReadModel<Doc, Event>,
    { streamOf = () => 'stream', shows = () => true }: { streamOf?: (event: Event) => string; shows?: (id: string) => boolean } = {},
  ) {
    const project = (events: readonly Event[], documents: Map<string, Doc>, log: Log, owned: boolean) => {
      const contextOf = (event: Event): EventContext => {
        const streamId = streamOf(event);
        const revision = log.revisions.get(streamId) ?? 0;
        log.revisions.set(streamId, revision + 1);
        const position = BigInt(log.length++);
        return { streamId, revision, position: { commit: position, prepare: position } };
      };
      for (const event of events) {
        // Every event takes its place in its stream, whether the read model handles it or not.
        const context = contextOf(event);
        if (!handles(readModel, event)) continue;
        const id = readModel.documentId(event, context);
        const relatedId = readModel.related?.documentId(event, context);
        const related = relatedId === undefined ? null : (documents.get(relatedId) ?? null);
        const doc = readModel.evolve(documents.get(id) ?? null, event, { ...context, related, owned });
        put(documents, id, owned ? doc : frozen(doc));
        if (relatedId !== undefined) {
          const relatedDoc = readModel.related!.evolve(related, event, context);
          put(documents, relatedId, owned ? relatedDoc : frozen(relatedDoc));
        }
      }
      return documents;
    };
    const expectDocuments = (projected: (owned: boolean) => Map<string, Doc>, expected: Readonly<Record<string, Doc>>) => {
      for (const owned of [false, true]) {
        try {
          deepStrictEqual(
            Object.fromEntries([...projected(owned)].filter(([id]) => shows(id)).sort(([a], [b]) => a.localeCompare(b))),
            Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b))),
          );
        } catch (error) {
          if (error instanceof Error) error.message = `${owned ? 'owned, as a rebuild' : 'frozen, as live'}: ${error.message}`;
          throw error;
        }
      }
    };
    return {
      given(past: readonly Event[]) {
        return {
          /** The documents after the past events alone. */
          then: (expected: Readonly<Record<string, Doc>>) =>
            expectDocuments((owned) => project(past, new Map(), emptyLog(), owned), expected),
          when(events: readonly Event[]) {
            const after = (owned: boolean) => {
              const log = emptyLog();
              return project(events, project(past, new Map(), log, owned), log, owned);
            };
            return {
              then: (expected: Readonly<Record<string, Doc>>) => expectDocuments(after, expected),
              thenNoDocuments: () => expectDocuments(after, {}),
            };
          },
        };
      },
    };
  },
};
