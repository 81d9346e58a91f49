import { defaultLimits, Status, type JudgeResult } from '@forge/judge';
import { hiddenCaseRun, problemLimits, problemValidation, verdictOf } from './judging';

const judged = (...statusIds: number[]): JudgeResult => {
  const failed = statusIds.find((s) => s !== Status.Accepted);
  return {
    statusId: (failed ?? Status.Accepted) as JudgeResult['statusId'],
    description: failed === undefined ? 'Accepted' : failed === Status.WrongAnswer ? 'Wrong Answer' : 'Time Limit Exceeded',
    compileOutput: null,
    tests: statusIds.map((statusId, index) => ({
      index,
      statusId: statusId as JudgeResult['statusId'],
      description: '',
      time: 0.1,
      memory: 100,
      stdout: '',
      stderr: '',
    })),
    time: 0.1,
    memory: 100,
  };
};
const AC = Status.Accepted;
const WA = Status.WrongAnswer;
const subtasks = [
  { name: 'small', points: 30, cases: [0, 1] },
  { name: 'large', points: 70, cases: [2, 3] },
];

describe('a submission’s verdict', () => {
  it('on a problem without subtasks has the spec’s fields alone', () => {
    expect(Object.keys(verdictOf(judged(AC, WA), 4)).sort()).toEqual([
      'errorMessage',
      'failure',
      'memory',
      'runtime',
      'status',
      'testCasesPassed',
    ]);
  });

  it('on a scored problem adds its score, full marks and each subtask’s, and counts every accepted case as passed', () => {
    expect(verdictOf(judged(AC, AC, WA, AC), 4, subtasks)).toMatchObject({
      status: 'wrong',
      testCasesPassed: 3,
      score: 30,
      maxScore: 100,
      subtasks: [
        { name: 'small', points: 30, score: 30, passed: true },
        { name: 'large', points: 70, score: 0, passed: false },
      ],
    });
  });

  it('on a scored problem is accepted with full marks alone', () => {
    expect(verdictOf(judged(AC, AC, AC, AC), 4, subtasks)).toMatchObject({ status: 'accepted', score: 100, maxScore: 100 });
  });
});

describe('what a judge request takes of the problem (issue 31)', () => {
  it('adds no field for a problem that checks exactly and has no subtasks, so its requests are as before', () => {
    expect(problemValidation({})).toEqual({});
    expect(hiddenCaseRun({})).toEqual({ stopOnFirstFailure: true });
  });

  it('passes the validation, and runs a scored problem’s cases on past a failure with its subtasks', () => {
    const validation = { kind: 'tokens' as const, flags: 'float_tolerance 1e-6' };
    expect(problemValidation({ validation })).toEqual({ validation });
    expect(hiddenCaseRun({ subtasks })).toEqual({ stopOnFirstFailure: false, subtasks });
  });
});

describe('the limits a program is judged by (issue 32: per-language time factors)', () => {
  const problem = { timeLimitSeconds: 1, memoryLimitMb: 64, outputLimitKb: 64, timeFactors: { Python: 3, C: 1.5 } };

  it('gives a language its factor of the time limit, and the others the limit itself', () => {
    expect(problemLimits(problem, 'python')).toEqual({ cpuSeconds: 3, memoryKb: 64 * 1024, outputBytes: 64 * 1024 });
    expect(problemLimits(problem, 'c').cpuSeconds).toBe(1.5);
    expect(problemLimits(problem, 'cpp').cpuSeconds).toBe(1);
    expect(problemLimits({ ...problem, timeFactors: undefined }, 'python').cpuSeconds).toBe(1);
  });

  it("multiplies the judge's default when the problem sets no time limit, and leaves it to the judge otherwise", () => {
    expect(problemLimits({ timeFactors: { Python: 3 } }, 'python').cpuSeconds).toBe(defaultLimits.cpuSeconds * 3);
    expect(problemLimits({ timeFactors: { Python: 3 } }, 'java')).not.toHaveProperty('cpuSeconds');
  });

  it('rounds to the millisecond', () => {
    expect(problemLimits({ timeLimitSeconds: 0.7, timeFactors: { Python: 3 } }, 'python').cpuSeconds).toBe(2.1);
  });
});
