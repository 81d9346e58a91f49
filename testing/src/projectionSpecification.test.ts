import { AssertionError } from 'node:assert';
import { ProjectionSpecification } from './projectionSpecification';

type Event =
  { type: 'Added'; data: { id: string; n: number } } | { type: 'Removed'; data: { id: string } } | { type: 'Other'; data: { id: string } };
/** A count per id, gone when removed; 'Other' is not handled. */
const counter = {
  canHandle: ['Added', 'Removed'] as Event['type'][],
  documentId: (event: Event) => event.data.id,
  evolve: (doc: { total: number } | null, event: Event) =>
    event.type === 'Added' ? { total: (doc?.total ?? 0) + event.data.n } : event.type === 'Removed' ? null : { total: -1 },
};
const spec = ProjectionSpecification.for(counter);

describe('ProjectionSpecification', () => {
  it('folds the given and new events into documents by id, passing unhandled events by', () => {
    spec
      .given([
        { type: 'Added', data: { id: 'a', n: 2 } },
        { type: 'Other', data: { id: 'a' } },
      ])
      .when([
        { type: 'Added', data: { id: 'a', n: 3 } },
        { type: 'Added', data: { id: 'b', n: 1 } },
      ])
      .then({ a: { total: 5 }, b: { total: 1 } });
  });

  it('drops a document evolved to null', () => {
    spec
      .given([{ type: 'Added', data: { id: 'a', n: 2 } }])
      .when([{ type: 'Removed', data: { id: 'a' } }])
      .thenNoDocuments();
  });

  it('fails on a document that differs, a missing one or an extra one', () => {
    expect(() => spec.given([{ type: 'Added', data: { id: 'a', n: 2 } }]).then({ a: { total: 3 } })).toThrow(AssertionError);
    expect(() => spec.given([]).then({ a: { total: 0 } })).toThrow(AssertionError);
    expect(() =>
      spec
        .given([{ type: 'Added', data: { id: 'a', n: 2 } }])
        .when([])
        .thenNoDocuments(),
    ).toThrow(AssertionError);
  });
});
