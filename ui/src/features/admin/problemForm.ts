import {
  defaultOutputLimitKb,
  maxOutputLimitKb,
  problemLanguages,
  wrongSolutionVerdicts,
  type Difficulty,
  type ProblemBody,
  type ProblemLanguage,
  type ProblemView,
  type WrongSolutionVerdict,
} from '@forge/contracts';
import {
  checkCaseList,
  checkFileName,
  checkFlags,
  checkHelperFiles,
  checkSubtaskPoints,
  checkSubtasks,
  defaultJudging,
  formToInputValidator,
  formToSubtasks,
  formToValidation,
  JUDGING_MESSAGES,
  subtasksToForm,
  totalPoints,
  validationToForm,
  type JudgingValues,
  type SubtaskValues,
} from './judgingForm';
import {
  checkSameLanguages,
  checkTimeFactor,
  codeToForm,
  formLanguages,
  formToTimeFactors,
  hasLanguages,
  REQUIRED_LANGUAGES,
  timeFactorsToForm,
  type ReferenceValues,
  type StartCodeValues,
  type TimeFactorValues,
} from './codeLanguages';

/** Spec §5 messages, word for word. */
export const MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  difficulty: 'Difficulty must be easy, medium or hard',
  tags: 'Tags are required',
  visible: 'At least one visible test case required',
  input: 'Input is required',
  output: 'Output is required',
  explanation: 'Explanation is required',
  hidden: 'At least one hidden test case required',
  languages: 'All three languages required',
  initialCode: 'Initial code is required',
  completeCode: 'Complete code is required',
  /** Not in §5 (judging limits are not shown there): the server's words for its own rule. */
  outputLimit: `Output limit must be between 1 and ${maxOutputLimitKb} kB`,
  outputLimitWhole: 'Output limit must be a whole number of kB',
  wrongSolutionLanguage: 'Wrong solution language must be C++, Java, JavaScript, Python or C',
  wrongSolutionCode: 'Wrong solution code is required',
  expectedVerdict: `Expected verdict must be one of ${wrongSolutionVerdicts.join(', ')}`,
  wrongSolutions: 'At most 10 wrong solutions',
} as const;

/** What the time and memory limit fields show when the problem sets none (the judge's defaults). */
export const TIME_LIMIT_PLACEHOLDER = '2 (the default)';
export const MEMORY_LIMIT_PLACEHOLDER = '256 (the default)';
/** The server's words for limits out of range (contracts/src/problem.ts). */
export const LIMIT_MESSAGES = {
  time: 'Time limit must be between 0.5 and 10 seconds',
  memory: 'Memory limit must be between 32 and 1024 MB',
  memoryWhole: 'Memory limit must be a whole number of MB',
} as const;

/** What the output limit field shows when the problem sets none. */
export const OUTPUT_LIMIT_PLACEHOLDER = `${defaultOutputLimitKb} (1 MB, the default)`;

export const DIFFICULTIES: readonly { value: Difficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

export const TAGS = [
  { value: 'array', label: 'Array' },
  { value: 'linkedList', label: 'Linked List' },
  { value: 'graph', label: 'Graph' },
  { value: 'dp', label: 'DP' },
] as const;
export type TagValue = (typeof TAGS)[number]['value'];

/** The tags of a stored problem, one comma-separated string (spec §3), as a list. */
const tagList = (tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The tag choices: the form picks one tag (spec §4). A problem stored with several (the API takes
 * a comma-separated string) keeps them as one more choice, so saving it unchanged loses none.
 */
export function tagOptions(current: string): { value: string; label: string }[] {
  const list = tagList(current);
  const options: { value: string; label: string }[] = [...TAGS];
  if (list.length > 1) {
    const label = list.map((t) => TAGS.find((tag) => tag.value === t)?.label ?? t).join(', ');
    options.unshift({ value: list.join(', '), label });
  }
  return options;
}

/** A wrong solution may be in any of the five languages (issue 32), in the editor's order. */
export const WRONG_SOLUTION_LANGUAGES: readonly ProblemLanguage[] = problemLanguages;

/** The verdicts a wrong solution may be expected to get, as the select offers them. */
export const WRONG_SOLUTION_VERDICTS = wrongSolutionVerdicts.map((value) => ({ value, label: value }));

export interface WrongSolutionValues {
  language: ProblemLanguage;
  completeCode: string;
  expectedVerdict: WrongSolutionVerdict;
  /** With the Partial verdict alone: the points the solution must score (issue 31). */
  expectedScore?: number | null;
}

/** A new wrong solution: C++ is the cheapest to judge, and a naive complexity the commonest mistake. */
export const emptyWrongSolution = (): WrongSolutionValues => ({
  language: 'C++',
  completeCode: '',
  expectedVerdict: 'Time Limit Exceeded',
});

export interface ProblemFormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  /** One tag (the wire's string); a problem stored with several has them here comma-separated. */
  tags: string;
  visibleTestCases: { input: string; output: string; explanation: string }[];
  hiddenTestCases: { input: string; output: string }[];
  /** The spec's three, then Python and C when added (issue 32); both lists one entry per language, aligned. */
  startCode: StartCodeValues[];
  referenceSolution: ReferenceValues[];
  /** A language's time limit as a factor of the problem's (issue 32); empty is 1. */
  timeFactors?: TimeFactorValues;
  /** kB of output per case; empty (null or absent) leaves the default. */
  outputLimitKb?: number | null;
  wrongSolutions: WrongSolutionValues[];
  /** The problem's own time and memory limits; empty (null or absent) leaves the judge's defaults. */
  timeLimitSeconds?: number | null;
  memoryLimitMb?: number | null;
  /** How a case's output is checked (issue 31); the default, exact, sends nothing. */
  judging?: JudgingValues;
  /** Scored groups of the hidden cases (issue 31); none sends nothing. */
  subtasks?: SubtaskValues[];
}

export function emptyProblemForm(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: 'easy',
    tags: 'array',
    visibleTestCases: [{ input: '', output: '', explanation: '' }],
    hiddenTestCases: [{ input: '', output: '' }],
    startCode: REQUIRED_LANGUAGES.map((language) => ({ language, initialCode: '' })),
    referenceSolution: REQUIRED_LANGUAGES.map((language) => ({ language, completeCode: '' })),
    timeFactors: {},
    wrongSolutions: [],
    judging: defaultJudging(),
    subtasks: [],
  };
}

/** A loaded problem as form values; languages always in the form's order. */
export function problemToForm(problem: ProblemView): ProblemFormValues {
  return {
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: tagList(problem.tags).join(', '),
    visibleTestCases: problem.visibleTestCases.map(({ input, output, explanation }) => ({ input, output, explanation })),
    hiddenTestCases: (problem.hiddenTestCases ?? []).map(({ input, output }) => ({ input, output })),
    ...codeToForm(problem),
    timeFactors: timeFactorsToForm(problem.timeFactors),
    ...(problem.outputLimitKb !== undefined ? { outputLimitKb: problem.outputLimitKb } : {}),
    ...(problem.timeLimitSeconds !== undefined ? { timeLimitSeconds: problem.timeLimitSeconds } : {}),
    ...(problem.memoryLimitMb !== undefined ? { memoryLimitMb: problem.memoryLimitMb } : {}),
    wrongSolutions: (problem.wrongSolutions ?? []).map(({ language, completeCode, expectedVerdict, expectedScore }) => ({
      language,
      completeCode,
      expectedVerdict,
      ...(expectedScore !== undefined ? { expectedScore } : {}),
    })),
    judging: validationToForm(problem.validation, problem.inputValidator),
    subtasks: subtasksToForm(problem.subtasks),
  };
}

export function formToBody(values: ProblemFormValues): ProblemBody {
  // An absent section adds no key: a problem without them saves exactly as it loaded.
  const validation = formToValidation(values.judging);
  const inputValidator = formToInputValidator(values.judging?.inputValidator);
  const subtasks = formToSubtasks(values.subtasks);
  const timeFactors = formToTimeFactors(values.timeFactors, formLanguages(values.startCode));
  return {
    title: values.title.trim(),
    description: values.description,
    difficulty: values.difficulty,
    tags: values.tags,
    visibleTestCases: values.visibleTestCases.map(({ input, output, explanation }) => ({ input, output, explanation })),
    hiddenTestCases: values.hiddenTestCases.map(({ input, output }) => ({ input, output })),
    startCode: values.startCode.map(({ language, initialCode }) => ({ language, initialCode })),
    referenceSolution: values.referenceSolution.map(({ language, completeCode }) => ({ language, completeCode })),
    ...(typeof values.outputLimitKb === 'number' ? { outputLimitKb: values.outputLimitKb } : {}),
    ...(typeof values.timeLimitSeconds === 'number' ? { timeLimitSeconds: values.timeLimitSeconds } : {}),
    ...(typeof values.memoryLimitMb === 'number' ? { memoryLimitMb: values.memoryLimitMb } : {}),
    ...(timeFactors !== undefined ? { timeFactors } : {}),
    wrongSolutions: values.wrongSolutions.map(({ language, completeCode, expectedVerdict, expectedScore }) => ({
      language,
      completeCode,
      expectedVerdict,
      ...(expectedVerdict === 'Partial' && typeof expectedScore === 'number' ? { expectedScore } : {}),
    })),
    ...(validation !== undefined ? { validation } : {}),
    ...(inputValidator !== undefined ? { inputValidator } : {}),
    ...(subtasks !== undefined ? { subtasks } : {}),
  };
}

type Check<T> = (value: T | undefined) => string | null;

const filled =
  (message: string): Check<string> =>
  (v) =>
    typeof v === 'string' && v !== '' ? null : message;
const nonBlank =
  (message: string): Check<string> =>
  (v) =>
    typeof v === 'string' && v.trim() !== '' ? null : message;
/** The spec's three once each, and Python or C at most once (issue 32): the spec's message otherwise. */
const allLanguages: Check<readonly { language?: string }[]> = (list) => (hasLanguages(list) ? null : MESSAGES.languages);

/** One check per field, shared by the form's rules and validateProblemForm. */
export const checks = {
  title: nonBlank(MESSAGES.title),
  description: nonBlank(MESSAGES.description),
  difficulty: ((v) => (DIFFICULTIES.some((d) => d.value === v) ? null : MESSAGES.difficulty)) as Check<string>,
  tags: ((v) => {
    const list = tagList(v ?? '');
    return list.length > 0 && list.every((t) => TAGS.some((tag) => tag.value === t)) ? null : MESSAGES.tags;
  }) as Check<string>,
  visibleTestCases: ((v) => (v && v.length > 0 ? null : MESSAGES.visible)) as Check<readonly unknown[]>,
  hiddenTestCases: ((v) => (v && v.length > 0 ? null : MESSAGES.hidden)) as Check<readonly unknown[]>,
  input: filled(MESSAGES.input),
  output: filled(MESSAGES.output),
  explanation: nonBlank(MESSAGES.explanation),
  languages: allLanguages,
  initialCode: nonBlank(MESSAGES.initialCode),
  completeCode: nonBlank(MESSAGES.completeCode),
  outputLimitKb: ((v) =>
    v === undefined || v === null
      ? null
      : !Number.isInteger(v)
        ? MESSAGES.outputLimitWhole
        : v < 1 || v > maxOutputLimitKb
          ? MESSAGES.outputLimit
          : null) as Check<number | null>,
  timeLimitSeconds: ((v) => (v === undefined || v === null ? null : v < 0.5 || v > 10 ? LIMIT_MESSAGES.time : null)) as Check<
    number | null
  >,
  memoryLimitMb: ((v) =>
    v === undefined || v === null
      ? null
      : !Number.isInteger(v)
        ? LIMIT_MESSAGES.memoryWhole
        : v < 32 || v > 1024
          ? LIMIT_MESSAGES.memory
          : null) as Check<number | null>,
  wrongSolutions: ((v) => (!v || v.length <= 10 ? null : MESSAGES.wrongSolutions)) as Check<readonly unknown[]>,
  wrongSolutionLanguage: ((v) =>
    WRONG_SOLUTION_LANGUAGES.includes(v as ProblemLanguage) ? null : MESSAGES.wrongSolutionLanguage) as Check<string>,
  timeFactor: checkTimeFactor as Check<number | null>,
  wrongSolutionCode: nonBlank(MESSAGES.wrongSolutionCode),
  expectedVerdict: ((v) =>
    (wrongSolutionVerdicts as readonly string[]).includes(v ?? '') ? null : MESSAGES.expectedVerdict) as Check<string>,
  flags: checkFlags,
  checkerSource: nonBlank(JUDGING_MESSAGES.source),
  interactorSource: nonBlank(JUDGING_MESSAGES.interactorSource),
  fileName: checkFileName,
  files: checkHelperFiles,
  subtaskName: nonBlank(JUDGING_MESSAGES.subtaskName),
  subtaskPoints: checkSubtaskPoints,
  subtaskCases: checkCaseList,
};

/**
 * A wrong solution's expected score: required with Partial, which a problem with subtasks alone
 * may declare, and below full marks (the server's rule).
 */
export function checkExpectedScore(
  verdict: WrongSolutionVerdict | undefined,
  score: number | null | undefined,
  subtasks: readonly SubtaskValues[] | undefined,
): string | null {
  if (verdict !== 'Partial') return null;
  if (!subtasks || subtasks.length === 0) return JUDGING_MESSAGES.partialNeedsSubtasks;
  const maxScore = totalPoints(subtasks);
  if (score === null || score === undefined) return JUDGING_MESSAGES.expectedScore;
  if (score < 0) return 'Expected score cannot be negative';
  return score >= maxScore ? `Expected score must be below full marks (${maxScore})` : null;
}

export interface FieldError {
  readonly name: (string | number)[];
  readonly message: string;
}

/** Every §5 rule over the whole form; empty when the form may be sent. */
export function validateProblemForm(values: ProblemFormValues): FieldError[] {
  const errors: FieldError[] = [];
  const add = (name: (string | number)[], message: string | null) => message && errors.push({ name, message });
  add(['title'], checks.title(values.title));
  add(['description'], checks.description(values.description));
  add(['difficulty'], checks.difficulty(values.difficulty));
  add(['tags'], checks.tags(values.tags));
  add(['visibleTestCases'], checks.visibleTestCases(values.visibleTestCases));
  values.visibleTestCases.forEach((c, i) => {
    add(['visibleTestCases', i, 'input'], checks.input(c.input));
    add(['visibleTestCases', i, 'output'], checks.output(c.output));
    add(['visibleTestCases', i, 'explanation'], checks.explanation(c.explanation));
  });
  add(['hiddenTestCases'], checks.hiddenTestCases(values.hiddenTestCases));
  values.hiddenTestCases.forEach((c, i) => {
    add(['hiddenTestCases', i, 'input'], checks.input(c.input));
    add(['hiddenTestCases', i, 'output'], checks.output(c.output));
  });
  add(['startCode'], checks.languages(values.startCode));
  values.startCode.forEach((c, i) => add(['startCode', i, 'initialCode'], checks.initialCode(c.initialCode)));
  add(['referenceSolution'], checks.languages(values.referenceSolution));
  values.referenceSolution.forEach((c, i) => add(['referenceSolution', i, 'completeCode'], checks.completeCode(c.completeCode)));
  if (!errors.some((e) => e.message === MESSAGES.languages)) add(['referenceSolution'], checkSameLanguages(values));
  formLanguages(values.startCode).forEach((l) => add(['timeFactors', l], checks.timeFactor(values.timeFactors?.[l])));
  add(['outputLimitKb'], checks.outputLimitKb(values.outputLimitKb));
  add(['timeLimitSeconds'], checks.timeLimitSeconds(values.timeLimitSeconds));
  add(['memoryLimitMb'], checks.memoryLimitMb(values.memoryLimitMb));
  const wrongSolutions = values.wrongSolutions;
  add(['wrongSolutions'], checks.wrongSolutions(wrongSolutions));
  wrongSolutions.forEach((w, i) => {
    add(['wrongSolutions', i, 'language'], checks.wrongSolutionLanguage(w.language));
    add(['wrongSolutions', i, 'completeCode'], checks.wrongSolutionCode(w.completeCode));
    add(['wrongSolutions', i, 'expectedVerdict'], checks.expectedVerdict(w.expectedVerdict));
    add(['wrongSolutions', i, 'expectedScore'], checkExpectedScore(w.expectedVerdict, w.expectedScore, values.subtasks));
  });
  const judging = values.judging;
  if (judging?.mode === 'tokens') add(['judging', 'flags'], checks.flags(judging.flags));
  if (judging?.mode === 'checker' || judging?.mode === 'interactor') {
    add(['judging', 'source'], (judging.mode === 'checker' ? checks.checkerSource : checks.interactorSource)(judging.source));
    add(['judging', 'files'], checks.files(judging.files));
    judging.files.forEach((f, i) => add(['judging', 'files', i, 'name'], checks.fileName(f.name)));
  }
  (values.subtasks ?? []).forEach((s, i) => {
    add(['subtasks', i, 'name'], checks.subtaskName(s.name));
    add(['subtasks', i, 'points'], checks.subtaskPoints(s.points));
    add(['subtasks', i, 'cases'], checks.subtaskCases(s.cases));
  });
  add(['subtasks'], checkSubtasks(values.subtasks, values.hiddenTestCases.length));
  return errors;
}
