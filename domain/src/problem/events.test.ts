import { problemEvents } from './events';
import { problemsProjection, type ProblemDocument } from './problemsProjection';
import { problemWithoutCode } from '../testing/problemWithoutCode';

/** A ProblemCreated stored before problems had an output limit: schema version 1, no such field. */
const storedBefore = {
  type: 'ProblemCreated',
  data: { problemId: 'p1', ...problemWithoutCode, createdBy: 'a', createdAt: 't1' },
  metadata: { schemaVersion: 1 },
};
const decode = (stored: { type: string; data: unknown; metadata: Record<string, unknown> }) => {
  const event = problemEvents.decode(stored);
  if (!event) throw new Error(`${stored.type} is not a problem event`);
  return event;
};
const place = { streamId: 'problem-p1', position: { commit: 0n, prepare: 0n }, related: null, revision: 0 };

describe('problem events: the output limit', () => {
  it('reads a problem stored before output limits as one without its own (the default applies)', () => {
    expect(storedBefore.data).not.toHaveProperty('outputLimitKb');
    const event = decode(storedBefore);
    expect(event.type).toBe('ProblemCreated');
    expect(event.data).not.toHaveProperty('outputLimitKb');
    const doc: ProblemDocument | null = problemsProjection.evolve(null, event, place);
    expect(doc?.outputLimitKb).toBeUndefined();
    expect(doc?.title).toBe(problemWithoutCode.title);
  });

  it.each(['ProblemCreated', 'ProblemUpdated', 'ProblemRestored'] as const)('keeps the limit a %s sets', (type) => {
    const base = { problemId: 'p1', ...problemWithoutCode, outputLimitKb: 64 };
    const data =
      type === 'ProblemCreated'
        ? { ...base, createdBy: 'a', createdAt: 't1' }
        : type === 'ProblemUpdated'
          ? { ...base, updatedBy: 'a', updatedAt: 't1' }
          : { ...base, restoredRevision: 0, restoredBy: 'a', restoredAt: 't1' };
    expect(decode({ type, data, metadata: {} }).data).toMatchObject({ outputLimitKb: 64 });
  });

  it('refuses a limit that is not a positive whole number of kB', () => {
    const data = { ...storedBefore.data, outputLimitKb: 0.5 };
    expect(() => decode({ ...storedBefore, data })).toThrow();
  });
});
