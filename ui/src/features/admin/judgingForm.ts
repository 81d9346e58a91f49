import {
  checkerLanguages,
  parseValidatorFlags,
  problemLanguageOf,
  subtaskProblem,
  type InputValidator,
  type OutputValidation,
  type ProblemBody,
  type Subtask,
  type SubmissionLanguage,
} from '@forge/contracts';

/**
 * The problem form's Judging and Subtasks sections (issue 31): how a case's output is checked and
 * how the hidden cases are scored, as form values, and their mapping to and from the wire. A
 * section left at its default sends nothing, so a problem without them saves exactly as before.
 */

export type ValidationMode = OutputValidation['kind'];
export type CheckerProtocol = Extract<OutputValidation, { kind: 'checker' }>['protocol'];

export const VALIDATION_MODES: readonly { value: ValidationMode; label: string }[] = [
  { value: 'exact', label: 'Exact (line by line)' },
  { value: 'tokens', label: 'Tokens (Kattis flags)' },
  { value: 'checker', label: 'Custom checker' },
  { value: 'interactor', label: 'Interactive' },
];

export const CHECKER_PROTOCOLS: readonly { value: CheckerProtocol; label: string }[] = [
  { value: 'kattis', label: 'Kattis output validator' },
  { value: 'testlib', label: 'testlib checker' },
];

export const CHECKER_LANGUAGES = checkerLanguages.map((value) => ({ value, label: problemLanguageOf[value] }));
/** Ace's mode for a checker's language. */
export const aceModeOf: Record<SubmissionLanguage, 'c_cpp' | 'java' | 'javascript' | 'python'> = {
  cpp: 'c_cpp',
  java: 'java',
  javascript: 'javascript',
  python: 'python',
  c: 'c_cpp',
};

export interface HelperFileValues {
  name: string;
  content: string;
}

/** One set of fields for every mode: switching modes keeps what was typed in the others. */
export interface JudgingValues {
  mode: ValidationMode;
  /** Tokens: the Kattis default validator's flags, space-separated ('' compares tokens as they are). */
  flags: string;
  /** Checker: which interface it speaks. */
  protocol: CheckerProtocol;
  /** Checker or interactor: its language, source and helper files. */
  language: SubmissionLanguage;
  source: string;
  files: HelperFileValues[];
  /** The loaded problem said `{ kind: 'exact' }` in so many words: it is sent back as it came. */
  explicitExact?: boolean;
  /** The problem's input validator (issue 33), whatever the output's mode; an empty source sends none. */
  inputValidator?: InputValidatorValues;
}

/** An input validator's fields: its language and source, and its helper files kept as they loaded. */
export interface InputValidatorValues {
  language: SubmissionLanguage;
  source: string;
  files: HelperFileValues[];
}

export const defaultInputValidator = (): InputValidatorValues => ({ language: 'cpp', source: '', files: [] });

/** A problem's input validator as the form's fields (empty when it has none). */
export function inputValidatorToForm(validator: InputValidator | undefined): InputValidatorValues {
  if (!validator) return defaultInputValidator();
  return {
    language: validator.language,
    source: validator.source,
    files: (validator.files ?? []).map(({ name, content }) => ({ name, content })),
  };
}

/** The fields as the wire's input validator; undefined (nothing sent) when its source is empty. */
export function formToInputValidator(values: Partial<InputValidatorValues> | undefined): InputValidator | undefined {
  if (!values?.source || values.source.trim() === '') return undefined;
  return {
    language: values.language ?? 'cpp',
    source: values.source,
    ...(values.files && values.files.length > 0 ? { files: values.files.map(({ name, content }) => ({ name, content })) } : {}),
  };
}

export const defaultJudging = (): JudgingValues => ({
  mode: 'exact',
  flags: '',
  protocol: 'kattis',
  language: 'cpp',
  source: '',
  files: [],
});

/** A problem's validation, and its input validator when it has one, as the form's fields. */
export function validationToForm(validation: OutputValidation | undefined, inputValidator?: InputValidator): JudgingValues {
  const judging: JudgingValues = {
    ...defaultJudging(),
    ...(inputValidator ? { inputValidator: inputValidatorToForm(inputValidator) } : {}),
  };
  if (!validation) return judging;
  switch (validation.kind) {
    case 'exact':
      return { ...judging, explicitExact: true };
    case 'tokens':
      return { ...judging, mode: 'tokens', flags: validation.flags };
    case 'checker':
    case 'interactor':
      return {
        ...judging,
        mode: validation.kind,
        ...(validation.kind === 'checker' ? { protocol: validation.protocol } : {}),
        language: validation.language,
        source: validation.source,
        files: (validation.files ?? []).map(({ name, content }) => ({ name, content })),
      };
  }
}

/** The form's fields as the wire's validation; undefined (nothing sent) for the default, exact. */
export function formToValidation(judging: JudgingValues | undefined): OutputValidation | undefined {
  if (!judging) return undefined;
  const program = () => ({
    language: judging.language,
    source: judging.source,
    ...(judging.files.length > 0 ? { files: judging.files.map(({ name, content }) => ({ name, content })) } : {}),
  });
  switch (judging.mode) {
    case 'exact':
      return judging.explicitExact ? { kind: 'exact' } : undefined;
    case 'tokens':
      return { kind: 'tokens', flags: judging.flags.trim() };
    case 'checker':
      return { kind: 'checker', protocol: judging.protocol, ...program() };
    case 'interactor':
      return { kind: 'interactor', ...program() };
  }
}

/** The checker or interactor the fields describe, when there is a source to compile; else null. */
export function compilableValidation(judging: JudgingValues | undefined): OutputValidation | null {
  if (!judging || (judging.mode !== 'checker' && judging.mode !== 'interactor') || judging.source.trim() === '') return null;
  if (checkHelperFiles(judging.files) !== null) return null;
  return formToValidation(judging) ?? null;
}

export interface SubtaskValues {
  name: string;
  points: number | null;
  /** 1-based hidden case numbers as typed: "1-3, 5". */
  cases: string;
  dependsOn: string[];
}

export const emptySubtask = (): SubtaskValues => ({ name: '', points: null, cases: '', dependsOn: [] });

/**
 * "1-3, 5" (1-based numbers and ranges, comma- or space-separated) as 0-based indexes in the
 * order written, or what is wrong with it.
 */
export function parseCaseList(text: string): { ok: true; cases: number[] } | { ok: false; error: string } {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, error: 'A subtask needs at least one hidden test case' };
  const cases: number[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) return { ok: false, error: `"${part}" is not a case number or a range such as 1-3` };
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < 1) return { ok: false, error: 'Hidden test cases are numbered from 1' };
    if (to < from) return { ok: false, error: `The range ${part} runs backwards` };
    if (to - from > 1000) return { ok: false, error: `The range ${part} is too long` };
    for (let n = from; n <= to; n++) {
      if (seen.has(n)) return { ok: false, error: `Hidden test case ${n} is listed twice` };
      seen.add(n);
      cases.push(n - 1);
    }
  }
  return { ok: true, cases };
}

/** 0-based indexes as the field shows them: 1-based, rising runs as ranges, in the order given (so they read back the same). */
export function formatCaseList(cases: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < cases.length) {
    let j = i;
    while (j + 1 < cases.length && cases[j + 1] === cases[j]! + 1) j++;
    parts.push(j === i ? `${cases[i]! + 1}` : `${cases[i]! + 1}-${cases[j]! + 1}`);
    i = j + 1;
  }
  return parts.join(', ');
}

export function subtasksToForm(subtasks: readonly Subtask[] | undefined): SubtaskValues[] {
  return (subtasks ?? []).map((s) => ({
    name: s.name,
    points: s.points,
    cases: formatCaseList(s.cases),
    dependsOn: [...(s.dependsOn ?? [])],
  }));
}

/** The rows as the wire's subtasks; undefined (nothing sent) when there are none. Rows that do not parse are the form's errors, never sent. */
export function formToSubtasks(rows: readonly SubtaskValues[] | undefined): NonNullable<ProblemBody['subtasks']> | undefined {
  if (!rows || rows.length === 0) return undefined;
  return rows.map((row) => {
    const parsed = parseCaseList(row.cases);
    return {
      name: row.name.trim(),
      points: row.points ?? 0,
      cases: parsed.ok ? parsed.cases : [],
      ...(row.dependsOn.length > 0 ? { dependsOn: [...row.dependsOn] } : {}),
    };
  });
}

export const totalPoints = (rows: readonly SubtaskValues[] | undefined) => (rows ?? []).reduce((sum, r) => sum + (r.points ?? 0), 0);

export const JUDGING_MESSAGES = {
  source: 'The checker source is required',
  interactorSource: 'The interactor source is required',
  fileName: 'A checker file name is letters, digits, dots, dashes and underscores',
  fileNames: 'Checker file names must differ',
  files: 'At most 10 checker files',
  subtaskName: 'Subtask name is required',
  subtaskPoints: 'Subtask points must be between 1 and 1000',
  subtaskPointsWhole: 'Subtask points must be a whole number',
  expectedScore: 'Expected score is required for a Partial verdict',
  partialNeedsSubtasks: 'Partial is for problems with subtasks',
} as const;

/** The flags as the server reads them, null when they are sound. */
export const checkFlags = (flags: string | undefined): string | null => {
  const parsed = parseValidatorFlags(flags ?? '');
  return parsed.ok ? null : parsed.error;
};

const fileNamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}[A-Za-z0-9]$/;
export const checkFileName = (name: string | undefined) => (fileNamePattern.test(name ?? '') ? null : JUDGING_MESSAGES.fileName);

export function checkHelperFiles(files: readonly HelperFileValues[] | undefined): string | null {
  const list = files ?? [];
  if (list.length > 10) return JUDGING_MESSAGES.files;
  return new Set(list.map((f) => f.name)).size === list.length ? null : JUDGING_MESSAGES.fileNames;
}

export function checkSubtaskPoints(points: number | null | undefined): string | null {
  if (points === null || points === undefined) return JUDGING_MESSAGES.subtaskPoints;
  if (!Number.isInteger(points)) return JUDGING_MESSAGES.subtaskPointsWhole;
  return points < 1 || points > 1000 ? JUDGING_MESSAGES.subtaskPoints : null;
}

export const checkCaseList = (text: string | undefined) => {
  const parsed = parseCaseList(text ?? '');
  return parsed.ok ? null : parsed.error;
};

/** What is wrong with the subtasks as a whole (every hidden case in one, names unique, dependencies earlier), in contracts' words. */
export function checkSubtasks(rows: readonly SubtaskValues[] | undefined, hiddenCount: number): string | null {
  if (!rows || rows.length === 0) return null;
  if (rows.length > 50) return 'At most 50 subtasks';
  // Each row's own faults show on its fields; the whole is judged once they parse.
  if (rows.some((r) => r.name.trim() === '' || !parseCaseList(r.cases).ok)) return null;
  return subtaskProblem(formToSubtasks(rows)!, hiddenCount);
}

/** What the token rule will do with these flags, in words; null when they do not parse. */
export function describeFlags(flags: string): string | null {
  const parsed = parseValidatorFlags(flags);
  if (!parsed.ok) return null;
  const { caseSensitive, spaceChangeSensitive, floatAbsoluteTolerance: abs, floatRelativeTolerance: rel } = parsed.rules;
  const parts = [
    `Compares token by token, ${caseSensitive ? 'case-sensitive' : 'ignoring case'}`,
    spaceChangeSensitive ? 'whitespace must match exactly' : 'any whitespace between tokens',
  ];
  if (abs !== null && rel !== null && abs === rel) parts.push(`numbers within ${abs} (absolute or relative)`);
  else {
    if (abs !== null) parts.push(`numbers within ${abs} absolute`);
    if (rel !== null) parts.push(`numbers within ${rel} relative`);
  }
  return `${parts.join('; ')}.`;
}
