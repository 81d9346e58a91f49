import { problemLanguages, type ProblemRevision } from '@forge/contracts';
import { formatTimeFactors } from './format';

/** One part of a problem's content, as text to diff: the title, one test case, one language's code. */
export interface Section {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

/** A section of two revisions side by side; null where that revision has no such section. */
export interface ComparedSection {
  readonly key: string;
  readonly label: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly changed: boolean;
}

/** The order the admin form shows the content in; anything else comes after, by name. */
const fieldOrder = [
  'status',
  'title',
  'difficulty',
  'tags',
  'timeLimitSeconds',
  'memoryLimitMb',
  'outputLimitKb',
  'timeFactors',
  'description',
  'visibleTestCases',
  'hiddenTestCases',
  'startCode',
  'referenceSolution',
  'wrongSolutions',
  'video',
];

const scalarLabels: Record<string, string> = {
  title: 'Title',
  difficulty: 'Difficulty',
  tags: 'Tags',
  timeLimitSeconds: 'Time limit (seconds)',
  memoryLimitMb: 'Memory limit (MB)',
  outputLimitKb: 'Output limit (kB)',
  timeFactors: 'Time factors',
  description: 'Description',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2));
const trimEnd = (value: unknown): string => text(value).replace(/\n$/, '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A test case as labelled blocks, so a changed output reads as a changed output. */
const caseText = (testCase: unknown): string =>
  isRecord(testCase)
    ? Object.entries(testCase)
        .map(([part, value]) => `[${part}]\n${trimEnd(value)}`)
        .join('\n')
    : text(testCase);

/** `startCode: [{ language, initialCode }]` as one section per language. */
function codeSections(field: string, label: string, entries: unknown, codeKey: string): Section[] {
  if (!Array.isArray(entries)) return [{ key: field, label, text: text(entries) }];
  return entries.map((entry: unknown, i) => {
    const language = isRecord(entry) && typeof entry['language'] === 'string' ? entry['language'] : String(i + 1);
    return { key: `${field}:${language}`, label: `${label} (${language})`, text: isRecord(entry) ? text(entry[codeKey]) : text(entry) };
  });
}

function caseSections(field: string, label: string, cases: unknown): Section[] {
  if (!Array.isArray(cases)) return [{ key: field, label, text: text(cases) }];
  return cases.map((testCase: unknown, i) => ({ key: `${field}:${i + 1}`, label: `${label} ${i + 1}`, text: caseText(testCase) }));
}

/** A revision's whole content as sections of text: what the side-by-side diff compares. */
export function revisionSections(revision: ProblemRevision): Section[] {
  const sections: Section[] = [{ key: 'status', label: 'Status', text: revision.deleted ? 'deleted' : 'live' }];
  const content = revision.content ?? {};
  for (const [field, value] of Object.entries(content)) {
    if (field === 'visibleTestCases') sections.push(...caseSections(field, 'Visible test case', value));
    else if (field === 'hiddenTestCases') sections.push(...caseSections(field, 'Hidden test case', value));
    else if (field === 'startCode') sections.push(...codeSections(field, 'Start code', value, 'initialCode'));
    else if (field === 'referenceSolution') sections.push(...codeSections(field, 'Reference solution', value, 'completeCode'));
    else if (field === 'wrongSolutions') sections.push(...caseSections(field, 'Wrong solution', value));
    else if (field === 'timeFactors') sections.push({ key: field, label: scalarLabels[field]!, text: formatTimeFactors(value) });
    else if (value !== undefined) sections.push({ key: field, label: scalarLabels[field] ?? field, text: text(value) });
  }
  if (revision.video) {
    sections.push({ key: 'video', label: 'Video', text: `${revision.video.secureUrl}\nduration ${revision.video.duration} s` });
  }
  return sections;
}

const rank = (key: string): [number, number] => {
  const [field = '', part = ''] = key.split(':');
  const at = fieldOrder.indexOf(field);
  const n = Number(part);
  // Cases by number, code by language in the editor's order (C++, Java, JavaScript, Python, C).
  const language = (problemLanguages as readonly string[]).indexOf(part);
  return [at === -1 ? fieldOrder.length : at, Number.isInteger(n) && part !== '' ? n : language + 1];
};

function compareKeys(a: string, b: string): number {
  const [fa, na] = rank(a);
  const [fb, nb] = rank(b);
  return fa - fb || na - nb || a.localeCompare(b);
}

/** Every section of either revision, in the form's order, with whether it changed. */
export function compareRevisions(before: ProblemRevision, after: ProblemRevision): ComparedSection[] {
  const left = new Map(revisionSections(before).map((s) => [s.key, s]));
  const right = new Map(revisionSections(after).map((s) => [s.key, s]));
  const keys = [...new Set([...left.keys(), ...right.keys()])].sort(compareKeys);
  return keys.map((key) => {
    const l = left.get(key);
    const r = right.get(key);
    return {
      key,
      label: (r ?? l)!.label,
      before: l?.text ?? null,
      after: r?.text ?? null,
      changed: l?.text !== r?.text,
    };
  });
}
