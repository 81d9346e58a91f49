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

describe('problem events: per-language time factors (issue 32)', () => {
  it('reads a problem stored before time factors as one without them', () => {
    const doc = problemsProjection.evolve(null, decode(storedBefore), place);
    expect(doc).not.toHaveProperty('timeFactors');
  });

  it('keeps the factors a ProblemCreated sets, and the Python and C code beside the spec three', () => {
    const startCode = [{ language: 'Python', initialCode: 'print(0)' }];
    const data = { ...storedBefore.data, startCode, timeFactors: { Python: 3, C: 1.5 } };
    const doc = problemsProjection.evolve(null, decode({ ...storedBefore, data }), place);
    expect(doc).toMatchObject({ timeFactors: { Python: 3, C: 1.5 }, startCode });
  });

  it('refuses a factor that is not positive or a language it does not know', () => {
    expect(() => decode({ ...storedBefore, data: { ...storedBefore.data, timeFactors: { Python: 0 } } })).toThrow();
    expect(() => decode({ ...storedBefore, data: { ...storedBefore.data, timeFactors: { Ruby: 2 } } })).toThrow();
  });
});
