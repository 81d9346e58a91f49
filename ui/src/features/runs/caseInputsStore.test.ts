import { createCaseInputs, customCases } from '../runs/caseInputsStore';

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
      { input: '9 9\n', label: 'Case 2' },
      { input: '5 5\n', label: 'Case 3' },
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
