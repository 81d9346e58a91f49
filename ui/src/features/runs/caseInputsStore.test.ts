import { createCaseInputs, customCases, restoredCases, type CaseInput } from '../runs/caseInputsStore';
import { memoryStorage, storageDrafts } from '../problem/drafts';

const examples = ['1 2\n', '3 4\n'];

describe('the Testcase tab inputs', () => {
  it('start as the examples, and send none of them while they are unchanged (the examples always run)', () => {
    const store = createCaseInputs(examples);
    expect(store.getSnapshot().context.cases).toEqual([
      { input: '1 2\n', example: 0 },
      { input: '3 4\n', example: 1 },
    ]);
    expect(customCases(store.getSnapshot().context.cases, examples)).toEqual([]);
  });

  it('send an edited example and an added input as custom cases, named by their row', () => {
    const store = createCaseInputs(examples);
    store.send({ type: 'EDIT', index: 1, input: '9 9\n' });
    store.send({ type: 'ADD' });
    store.send({ type: 'EDIT', index: 2, input: '5 5\n' });
    expect(customCases(store.getSnapshot().context.cases, examples)).toEqual([
      { input: '9 9\n', label: 'Case 2', example: 1 },
      { input: '5 5\n', label: 'Case 3', example: null },
    ]);
  });

  it('remove an added input, and put an example back to its own input', () => {
    const store = createCaseInputs(examples);
    store.send({ type: 'EDIT', index: 0, input: 'x' });
    store.send({ type: 'ADD' });
    store.send({ type: 'REMOVE', index: 2 });
    store.send({ type: 'REMOVE', index: 0 });
    expect(store.getSnapshot().context.cases).toEqual([
      { input: '1 2\n', example: 0 },
      { input: '3 4\n', example: 1 },
    ]);
  });

  it('stop adding at ten custom cases, edited examples included', () => {
    const store = createCaseInputs(examples);
    store.send({ type: 'EDIT', index: 0, input: 'x' });
    for (let i = 0; i < 12; i++) store.send({ type: 'ADD' });
    expect(customCases(store.getSnapshot().context.cases, examples)).toHaveLength(10);
    expect(store.getSnapshot().context.cases).toHaveLength(11);
  });
});

describe('the Testcase tab inputs across reloads (issue 33)', () => {
  const keptIn = (drafts: ReturnType<typeof storageDrafts>, problemId = 'p1') => ({
    load: () => drafts.caseInputs(problemId),
    save: (cases: readonly CaseInput[] | null) => drafts.saveCaseInputs(problemId, cases),
  });

  it('given an edited example and an input of their own, when the page reloads, then both are back in their rows', () => {
    const drafts = storageDrafts(memoryStorage());
    const before = createCaseInputs(examples, keptIn(drafts));
    before.send({ type: 'EDIT', index: 1, input: '9 9\n' });
    before.send({ type: 'ADD' });
    before.send({ type: 'EDIT', index: 2, input: 'abc\n' });

    const after = createCaseInputs(examples, keptIn(drafts));
    expect(after.getSnapshot().context.cases).toEqual([
      { input: '1 2\n', example: 0 },
      { input: '9 9\n', example: 1 },
      { input: 'abc\n', example: null },
    ]);
  });

  it('keeps each problem its own inputs, and forgets them once they are the bare examples again', () => {
    const drafts = storageDrafts(memoryStorage());
    const p1 = createCaseInputs(examples, keptIn(drafts, 'p1'));
    p1.send({ type: 'ADD' });
    expect(createCaseInputs(examples, keptIn(drafts, 'p2')).getSnapshot().context.cases).toHaveLength(2);
    p1.send({ type: 'REMOVE', index: 2 });
    expect(drafts.caseInputs('p1')).toBeNull();
  });

  it.each([
    ['nothing saved', null],
    ['not a list', { cases: [] }],
    [
      'an example out of its place',
      [
        { input: 'x', example: 1 },
        { input: 'y', example: 0 },
      ],
    ],
    ['a missing example (the problem changed)', [{ input: 'x', example: 0 }]],
    [
      'a malformed row',
      [
        { input: 1, example: 0 },
        { input: 'y', example: 1 },
      ],
    ],
  ])('starts from the examples given %s', (_, saved) => {
    expect(restoredCases(saved, examples)).toBeNull();
  });

  it('starts from the examples when the storage holds something unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('forge:cases:p1', '{not json');
    expect(createCaseInputs(examples, keptIn(storageDrafts(storage))).getSnapshot().context.cases).toEqual([
      { input: '1 2\n', example: 0 },
      { input: '3 4\n', example: 1 },
    ]);
  });
});
