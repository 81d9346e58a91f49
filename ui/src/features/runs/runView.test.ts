import { INVALID_CUSTOM_INPUT, Status, type CustomCaseResult, type RunResult } from '@forge/contracts';
import type { SentCase } from './caseInputsStore';
import { runView } from './runView';

const examples = [
  { input: '1 2\n', output: '3\n' },
  { input: '3 4\n', output: '7\n' },
];
const example = (stdin: string, expected: string, stdout: string, statusId: number) => ({
  stdin,
  expected_output: expected,
  stdout,
  status_id: statusId,
});
const custom = (
  stdin: string,
  expected: string | null,
  stdout: string,
  statusId: number | null,
  note: string | null = null,
): CustomCaseResult => ({
  stdin,
  expected_output: expected,
  stdout,
  stderr: '',
  status_id: statusId,
  note,
});
const run = (over: Partial<RunResult>): RunResult => ({
  success: true,
  runtime: 0.01,
  memory: 1000,
  error: null,
  failure: null,
  testCases: [example('1 2\n', '3\n', '3\n', Status.Accepted), example('3 4\n', '7\n', '7\n', Status.Accepted)],
  ...over,
});
const edited: SentCase = { input: '9 9\n', label: 'Case 2', example: 1 };
const mine: SentCase = { input: '5 5\n', label: 'Case 3', example: null };

describe('runView: an edited example replaces that example (issue 33)', () => {
  it('given Case 2 edited, when the run is done, then Case 2 shows once, with its edited input, and no custom case repeats it', () => {
    // The server ran example 1 alone as given: example 2 was replaced.
    const result = run({
      testCases: [example('1 2\n', '3\n', '3\n', Status.Accepted)],
      customTestCases: [
        { ...custom('9 9\n', '18\n', '18\n', Status.Accepted), replaces: 1 },
        custom('5 5\n', '10\n', '10\n', Status.Accepted),
      ],
    });
    const view = runView({ running: false, examples, progress: [], result, sent: [edited, mine] });
    expect(view.cases.map((c) => [c.title, c.input, c.expected])).toEqual([
      ['Case 1', '1 2\n', '3\n'],
      ['Case 2', '9 9\n', '18\n'],
    ]);
    expect(view.custom.map((c) => [c.title, c.input])).toEqual([['Custom case 1 (Case 3)', '5 5\n']]);
    expect(view.headline).toEqual({ success: true });
  });

  it('given Case 1 edited, then Case 2 is the first example the server ran as given', () => {
    const result = run({
      success: false,
      error: 'Wrong Answer on test case 2',
      testCases: [example('3 4\n', '7\n', '6\n', Status.WrongAnswer)],
      customTestCases: [{ ...custom('8 8\n', '16\n', '16\n', Status.Accepted), replaces: 0 }],
    });
    const view = runView({ running: false, examples, progress: [], result, sent: [{ input: '8 8\n', label: 'Case 1', example: 0 }] });
    expect(view.cases.map((c) => [c.title, c.input, c.actual, c.statusId])).toEqual([
      ['Case 1', '8 8\n', '16\n', Status.Accepted],
      ['Case 2', '3 4\n', '6\n', Status.WrongAnswer],
    ]);
    expect(view.custom).toEqual([]);
    expect(view.headline).toEqual({ success: false, error: 'Wrong Answer on Case 2' });
  });

  it('while running, shows the edited input in the example row, not the original', () => {
    const view = runView({ running: true, examples, progress: [{ statusId: Status.Accepted, time: 0.1 }], result: null, sent: [edited] });
    expect(view.cases.map((c) => c.input)).toEqual(['1 2\n', '9 9\n']);
    expect(view.cases[0]?.statusId).toBe(Status.Accepted);
    expect(view.custom).toEqual([]);
  });

  it('headlines the shown cases: the edited example failing names Case 2, though the original example passed', () => {
    const result = run({
      success: false,
      error: 'Wrong Answer on custom case 1',
      testCases: [example('1 2\n', '3\n', '3\n', Status.Accepted)],
      customTestCases: [{ ...custom('9 9\n', '18\n', '17\n', Status.WrongAnswer), replaces: 1 }],
    });
    const view = runView({ running: false, examples, progress: [], result, sent: [edited] });
    expect(view.headline).toEqual({ success: false, error: 'Wrong Answer on Case 2' });
  });

  it('keeps the examples as judged when the run failed outright (no custom rows came back)', () => {
    const result = run({ success: false, error: 'Compilation Error', customTestCases: [] });
    const view = runView({ running: false, examples, progress: [], result, sent: [edited] });
    expect(view.cases.map((c) => c.input)).toEqual(['1 2\n', '3 4\n']);
    expect(view.headline).toEqual({ success: false, error: 'Compilation Error' });
  });
});

describe('runView: a custom input the problem refuses', () => {
  it("shows the validator's message on that case instead of a verdict", () => {
    const refused = { ...custom('abc\n', null, '', null, INVALID_CUSTOM_INPUT), validatorMessage: 'expected an integer, got "abc"' };
    const view = runView({
      running: false,
      examples,
      progress: [],
      result: run({ customTestCases: [refused] }),
      sent: [{ ...mine, input: 'abc\n' }],
    });
    expect(view.custom[0]).toMatchObject({
      statusId: null,
      note: null,
      error: `${INVALID_CUSTOM_INPUT}: expected an integer, got "abc"`,
    });
  });

  it('shows the refusal in the words of the note when it carries them alone', () => {
    const note = `${INVALID_CUSTOM_INPUT}: expected an integer`;
    const view = runView({
      running: false,
      examples,
      progress: [],
      result: run({ customTestCases: [custom('abc\n', null, '', null, note)] }),
      sent: [{ ...mine, input: 'abc\n' }],
    });
    expect(view.custom[0]?.error).toBe(note);
  });

  it('leaves an ordinary note (where the expected output came from) a note, with its verdict', () => {
    const note = 'Expected output from the Java reference solution';
    const view = runView({
      running: false,
      examples,
      progress: [],
      result: run({ customTestCases: [custom('5 5\n', '10\n', '10\n', Status.Accepted, note)] }),
      sent: [mine],
    });
    expect(view.custom[0]).toMatchObject({ statusId: Status.Accepted, note });
    expect(view.custom[0]?.error).toBeUndefined();
  });
});
