import type { ProblemView } from '@forge/contracts';
import {
  LIMIT_MESSAGES,
  emptyProblemForm,
  formToBody,
  MESSAGES,
  problemToForm,
  tagOptions,
  TAGS,
  validateProblemForm,
  type ProblemFormValues,
} from './problemForm';
import { defaultJudging } from './judgingForm';

const valid = (): ProblemFormValues => ({
  title: 'Sum',
  description: 'Add two integers.',
  difficulty: 'easy',
  tags: 'array',
  visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' }],
  hiddenTestCases: [{ input: '5 5\n', output: '10\n' }],
  startCode: [
    { language: 'C++', initialCode: 'int main(){}' },
    { language: 'Java', initialCode: 'class Main{}' },
    { language: 'JavaScript', initialCode: '//' },
  ],
  referenceSolution: [
    { language: 'C++', completeCode: 'a' },
    { language: 'Java', completeCode: 'b' },
    { language: 'JavaScript', completeCode: 'c' },
  ],
  wrongSolutions: [],
});

const messages = (values: ProblemFormValues) => validateProblemForm(values).map((e) => `${e.name.join('.')}: ${e.message}`);

describe('validateProblemForm (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateProblemForm(valid())).toEqual([]);
  });

  it('flags every empty field of a fresh form', () => {
    expect(messages(emptyProblemForm())).toEqual([
      `title: ${MESSAGES.title}`,
      `description: ${MESSAGES.description}`,
      `visibleTestCases.0.input: ${MESSAGES.input}`,
      `visibleTestCases.0.output: ${MESSAGES.output}`,
      `visibleTestCases.0.explanation: ${MESSAGES.explanation}`,
      `hiddenTestCases.0.input: ${MESSAGES.input}`,
      `hiddenTestCases.0.output: ${MESSAGES.output}`,
      `startCode.0.initialCode: ${MESSAGES.initialCode}`,
      `startCode.1.initialCode: ${MESSAGES.initialCode}`,
      `startCode.2.initialCode: ${MESSAGES.initialCode}`,
      `referenceSolution.0.completeCode: ${MESSAGES.completeCode}`,
      `referenceSolution.1.completeCode: ${MESSAGES.completeCode}`,
      `referenceSolution.2.completeCode: ${MESSAGES.completeCode}`,
    ]);
  });

  it('uses the spec texts', () => {
    expect(MESSAGES).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      visible: 'At least one visible test case required',
      input: 'Input is required',
      output: 'Output is required',
      explanation: 'Explanation is required',
      hidden: 'At least one hidden test case required',
      languages: 'All three languages required',
      initialCode: 'Initial code is required',
      completeCode: 'Complete code is required',
    });
  });

  it('needs at least one visible and one hidden test case', () => {
    expect(messages({ ...valid(), visibleTestCases: [], hiddenTestCases: [] })).toEqual([
      `visibleTestCases: ${MESSAGES.visible}`,
      `hiddenTestCases: ${MESSAGES.hidden}`,
    ]);
  });

  it('treats blank titles and explanations as missing but keeps whitespace inputs', () => {
    const values = valid();
    values.title = '   ';
    values.visibleTestCases[0] = { input: ' ', output: '\n', explanation: '  ' };
    expect(messages(values)).toEqual([`title: ${MESSAGES.title}`, `visibleTestCases.0.explanation: ${MESSAGES.explanation}`]);
  });

  it('needs exactly C++, Java and JavaScript in both code lists', () => {
    const values = valid();
    values.startCode = values.startCode.slice(0, 2);
    values.referenceSolution = [values.referenceSolution[0]!, values.referenceSolution[0]!, values.referenceSolution[2]!];
    expect(messages(values)).toEqual([`startCode: ${MESSAGES.languages}`, `referenceSolution: ${MESSAGES.languages}`]);
  });

  it('limits difficulty and the tag to the known values', () => {
    expect(messages({ ...valid(), difficulty: 'extreme' as never, tags: '' })).toEqual([
      `difficulty: ${MESSAGES.difficulty}`,
      `tags: ${MESSAGES.tags}`,
    ]);
    expect(messages({ ...valid(), tags: 'trees' })).toEqual([`tags: ${MESSAGES.tags}`]);
    expect(messages({ ...valid(), tags: 'array, trees' })).toEqual([`tags: ${MESSAGES.tags}`]);
    expect(messages({ ...valid(), tags: 'array, dp' })).toEqual([]);
  });
});

describe('form <-> API', () => {
  it('sends the one tag as the string and trims the title', () => {
    const body = formToBody({ ...valid(), title: '  Sum  ' });
    expect(body.tags).toBe('array');
    expect(body.title).toBe('Sum');
  });

  it('offers one tag at a time, and keeps a problem stored with several as they are', () => {
    expect(emptyProblemForm().tags).toBe('array');
    expect(tagOptions('graph')).toEqual([...TAGS]);
    const several = { _id: 'p1', ...formToBody({ ...valid(), tags: 'array,dp ' }) } as unknown as ProblemView;
    const values = problemToForm(several);
    expect(values.tags).toBe('array, dp');
    expect(tagOptions(values.tags)[0]).toEqual({ value: 'array, dp', label: 'Array, DP' });
    expect(formToBody(values).tags).toBe('array, dp');
  });

  it('prefills from a problem, languages in form order', () => {
    const problem = {
      _id: 'p1',
      ...formToBody(valid()),
      startCode: [...valid().startCode].reverse(),
      referenceSolution: valid().referenceSolution,
      hiddenTestCases: valid().hiddenTestCases,
    } as unknown as ProblemView;
    expect(problemToForm(problem)).toEqual({ ...valid(), timeFactors: {}, judging: defaultJudging(), subtasks: [] });
  });

  it('edits the time and memory limits: loads them, sends them when set, and leaves them out when emptied', () => {
    const problem = { _id: 'p1', ...formToBody(valid()), timeLimitSeconds: 1, memoryLimitMb: 64 } as unknown as ProblemView;
    const body = formToBody(problemToForm(problem));
    expect(body).toMatchObject({ timeLimitSeconds: 1, memoryLimitMb: 64 });
    expect(formToBody(valid())).not.toHaveProperty('timeLimitSeconds');
    const emptied = formToBody({ ...problemToForm(problem), timeLimitSeconds: null, memoryLimitMb: null });
    expect(emptied).not.toHaveProperty('timeLimitSeconds');
    expect(emptied).not.toHaveProperty('memoryLimitMb');
    expect(formToBody({ ...valid(), timeLimitSeconds: 2.5, memoryLimitMb: 512 })).toMatchObject({
      timeLimitSeconds: 2.5,
      memoryLimitMb: 512,
    });
  });

  it("refuses limits out of the server's range, in its words", () => {
    expect(messages({ ...valid(), timeLimitSeconds: 0.25 })).toEqual([`timeLimitSeconds: ${LIMIT_MESSAGES.time}`]);
    expect(messages({ ...valid(), timeLimitSeconds: 11 })).toEqual(['timeLimitSeconds: Time limit must be between 0.5 and 10 seconds']);
    expect(messages({ ...valid(), memoryLimitMb: 16 })).toEqual(['memoryLimitMb: Memory limit must be between 32 and 1024 MB']);
    expect(messages({ ...valid(), memoryLimitMb: 64.5 })).toEqual(['memoryLimitMb: Memory limit must be a whole number of MB']);
    expect(validateProblemForm({ ...valid(), timeLimitSeconds: 10, memoryLimitMb: 1024 })).toEqual([]);
  });

  it('checks each wrong solution: its language, its code and a verdict a case can prove', () => {
    const values = {
      ...valid(),
      wrongSolutions: [
        { language: 'C++', completeCode: 'slow', expectedVerdict: 'Time Limit Exceeded' },
        { language: 'Cobol', completeCode: ' ', expectedVerdict: 'Accepted' },
      ],
    } as unknown as ProblemFormValues;
    expect(messages(values)).toEqual([
      `wrongSolutions.1.language: ${MESSAGES.wrongSolutionLanguage}`,
      `wrongSolutions.1.completeCode: ${MESSAGES.wrongSolutionCode}`,
      `wrongSolutions.1.expectedVerdict: ${MESSAGES.expectedVerdict}`,
    ]);
  });

  it('sends and prefills wrong solutions with their expected verdicts', () => {
    const wrongSolutions: ProblemFormValues['wrongSolutions'] = [
      { language: 'Java', completeCode: 'int x;', expectedVerdict: 'Wrong Answer' },
    ];
    const body = formToBody({ ...valid(), wrongSolutions });
    expect(body.wrongSolutions).toEqual(wrongSolutions);
    expect(problemToForm({ _id: 'p1', ...body }).wrongSolutions).toEqual(wrongSolutions);
    expect(problemToForm({ _id: 'p1', ...formToBody(valid()), wrongSolutions: undefined }).wrongSolutions).toEqual([]);
  });
});

describe('the output limit (kB)', () => {
  it('is left out of the body when empty, so the problem keeps the default', () => {
    expect(formToBody(valid())).not.toHaveProperty('outputLimitKb');
    expect(formToBody({ ...valid(), outputLimitKb: null })).not.toHaveProperty('outputLimitKb');
    expect(validateProblemForm({ ...valid(), outputLimitKb: null })).toEqual([]);
  });

  it('is sent when set, and prefilled from a problem that has one', () => {
    expect(formToBody({ ...valid(), outputLimitKb: 64 }).outputLimitKb).toBe(64);
    const problem = { _id: 'p1', ...formToBody({ ...valid(), outputLimitKb: 64 }) } as unknown as ProblemView;
    expect(problemToForm(problem).outputLimitKb).toBe(64);
  });

  it('must be a whole number of kB from 1 to 65536, in the server’s words', () => {
    expect(messages({ ...valid(), outputLimitKb: 0 })).toEqual([`outputLimitKb: ${MESSAGES.outputLimit}`]);
    expect(messages({ ...valid(), outputLimitKb: 65537 })).toEqual(['outputLimitKb: Output limit must be between 1 and 65536 kB']);
    expect(messages({ ...valid(), outputLimitKb: 2.5 })).toEqual(['outputLimitKb: Output limit must be a whole number of kB']);
    expect(validateProblemForm({ ...valid(), outputLimitKb: 65536 })).toEqual([]);
  });
});

describe('judging and subtasks (issue 31)', () => {
  const problemOf = (values: ProblemFormValues) => ({ _id: 'p1', ...formToBody(values) }) as unknown as ProblemView;

  it('adds no key for a problem without them, and an old problem round-trips unchanged', () => {
    const fresh = formToBody(emptyProblemForm());
    expect(fresh).not.toHaveProperty('validation');
    expect(fresh).not.toHaveProperty('subtasks');
    const old = { ...formToBody(valid()), _id: 'p1' } as unknown as ProblemView;
    const { _id, ...body } = old;
    expect(_id).toBe('p1');
    expect(formToBody(problemToForm(old))).toEqual(body);
    expect(validateProblemForm(problemToForm(old))).toEqual([]);
  });

  it('round-trips every validation kind and subtasks with their dependencies', () => {
    const validations = [
      { kind: 'exact' },
      { kind: 'tokens', flags: 'float_tolerance 1e-6' },
      { kind: 'checker', protocol: 'testlib', language: 'cpp', source: 'int main(){}', files: [{ name: 'testlib.h', content: '//' }] },
      { kind: 'checker', protocol: 'kattis', language: 'java', source: 'class Main{}' },
      { kind: 'interactor', language: 'javascript', source: 'console.log(1)' },
    ] as const;
    for (const validation of validations) {
      const problem = { ...problemOf(valid()), validation } as ProblemView;
      expect(formToBody(problemToForm(problem)).validation).toEqual(validation);
    }
    const subtasks = [
      { name: 'small', points: 30, cases: [2, 0] },
      { name: 'full', points: 70, cases: [1, 3, 4, 5], dependsOn: ['small'] },
    ];
    const hiddenTestCases = Array.from({ length: 6 }, (_, i) => ({ input: `${i}`, output: `${i}` }));
    const problem = { ...problemOf(valid()), hiddenTestCases, subtasks } as ProblemView;
    const values = problemToForm(problem);
    expect(values.subtasks).toEqual([
      { name: 'small', points: 30, cases: '3, 1', dependsOn: [] },
      { name: 'full', points: 70, cases: '2, 4-6', dependsOn: ['small'] },
    ]);
    expect(formToBody(values).subtasks).toEqual(subtasks);
    expect(validateProblemForm(values)).toEqual([]);
  });

  it('sends tokens with its flags trimmed and checks them as the server does', () => {
    const values = { ...valid(), judging: { ...defaultJudging(), mode: 'tokens' as const, flags: ' float_tolerance 1e-6 ' } };
    expect(formToBody(values).validation).toEqual({ kind: 'tokens', flags: 'float_tolerance 1e-6' });
    expect(messages({ ...values, judging: { ...values.judging, flags: 'float_tolerance' } })).toEqual([
      'judging.flags: Validator flag float_tolerance takes a number, as in "float_tolerance 1e-6"',
    ]);
    expect(messages({ ...values, judging: { ...values.judging, flags: 'loose' } })[0]).toMatch(
      /^judging.flags: Unknown validator flag "loose"/,
    );
  });

  it('needs a checker source and sound helper file names', () => {
    const judging = {
      ...defaultJudging(),
      mode: 'checker' as const,
      source: ' ',
      files: [
        { name: 'a.h', content: '' },
        { name: 'a.h', content: '' },
        { name: '../x', content: '' },
      ],
    };
    expect(messages({ ...valid(), judging })).toEqual([
      'judging.source: The checker source is required',
      'judging.files: Checker file names must differ',
      'judging.files.2.name: A checker file name is letters, digits, dots, dashes and underscores',
    ]);
    // Fields of another mode are kept but never sent nor checked.
    expect(formToBody({ ...valid(), judging: { ...judging, mode: 'exact' } })).not.toHaveProperty('validation');
    expect(messages({ ...valid(), judging: { ...judging, mode: 'exact' } })).toEqual([]);
  });

  it('checks each subtask row, then the whole against the hidden cases', () => {
    const row = { name: 'all', points: 100, cases: '1', dependsOn: [] };
    expect(messages({ ...valid(), subtasks: [{ ...row, name: ' ', points: 0, cases: '1-' }] })).toEqual([
      'subtasks.0.name: Subtask name is required',
      'subtasks.0.points: Subtask points must be between 1 and 1000',
      'subtasks.0.cases: "1-" is not a case number or a range such as 1-3',
    ]);
    expect(messages({ ...valid(), subtasks: [{ ...row, cases: '2' }] })).toEqual([
      'subtasks: Subtask "all" names hidden test case 2, but there are 1',
    ]);
    expect(messages({ ...valid(), subtasks: [row] })).toEqual([]);
  });

  it('takes an expected score with Partial alone, below full marks, on a problem with subtasks', () => {
    const partial = { language: 'C++' as const, completeCode: 'x', expectedVerdict: 'Partial' as const, expectedScore: 30 };
    const subtasks = [{ name: 'all', points: 100, cases: '1', dependsOn: [] }];
    expect(messages({ ...valid(), wrongSolutions: [partial] })).toEqual([
      'wrongSolutions.0.expectedScore: Partial is for problems with subtasks',
    ]);
    expect(messages({ ...valid(), subtasks, wrongSolutions: [{ ...partial, expectedScore: 100 }] })).toEqual([
      'wrongSolutions.0.expectedScore: Expected score must be below full marks (100)',
    ]);
    expect(messages({ ...valid(), subtasks, wrongSolutions: [{ ...partial, expectedScore: null }] })).toEqual([
      'wrongSolutions.0.expectedScore: Expected score is required for a Partial verdict',
    ]);
    const body = formToBody({ ...valid(), subtasks, wrongSolutions: [partial, { ...partial, expectedVerdict: 'Wrong Answer' }] });
    expect(body.wrongSolutions).toEqual([partial, { language: 'C++', completeCode: 'x', expectedVerdict: 'Wrong Answer' }]);
    expect(problemToForm({ ...problemOf(valid()), wrongSolutions: [partial] }).wrongSolutions).toEqual([partial]);
  });
});
