import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { problemLanguages, type AuditedField, type FieldChange } from '@forge/contracts';
import type { ProblemContent, ProblemLanguage } from '../problem/events';

/** What the audit shows of a problem's editorial video. */
export interface AuditedVideo {
  readonly cloudinaryPublicId: string;
  readonly secureUrl: string;
  readonly duration: number;
}

/** A unified diff (jsdiff), headed by what it is a diff of. */
export const unifiedDiff = (name: string, before: string, after: string): string =>
  createTwoFilesPatch(name, name, before, after, undefined, undefined, { headerOptions: FILE_HEADERS_ONLY });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function valueChange(field: AuditedField, before: unknown, after: unknown): FieldChange[] {
  if (same(before, after)) return [];
  if (before === undefined) return [{ field, kind: 'added', after }];
  if (after === undefined) return [{ field, kind: 'removed', before }];
  return [{ field, kind: 'changed', before, after }];
}

/** Test cases (and wrong solutions) told by position (from 1): what was added past the end, removed from it, or changed in place. */
function caseChanges(
  field: 'visibleTestCases' | 'hiddenTestCases' | 'wrongSolutions' | 'subtasks',
  before: readonly object[],
  after: readonly object[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const index = i + 1;
    if (i >= before.length) changes.push({ field, kind: 'added', index, after: after[i] });
    else if (i >= after.length) changes.push({ field, kind: 'removed', index, before: before[i] });
    else if (!same(before[i], after[i])) changes.push({ field, kind: 'changed', index, before: before[i], after: after[i] });
  }
  return changes;
}

/** Code told by language, in the vocabulary's order, each change a unified diff (from or to nothing when added or removed). */
function codeChanges(
  field: 'startCode' | 'referenceSolution',
  before: ReadonlyMap<ProblemLanguage, string>,
  after: ReadonlyMap<ProblemLanguage, string>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const language of problemLanguages) {
    const [old, now] = [before.get(language), after.get(language)];
    if (old === now) continue;
    const kind = old === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    changes.push({ field, kind, language, diff: unifiedDiff(`${language} ${field}`, old ?? '', now ?? '') });
  }
  return changes;
}

const programSource = (validation: ProblemContent['validation']) => (validation && 'source' in validation ? validation.source : undefined);

/**
 * How outputs are checked (issue 31): one change of the whole setting (kind, flags, protocol,
 * files), with a unified diff of the checker's or interactor's source when there is one on either
 * side, so an edit of a long source reads as the lines it changed.
 */
function validationChanges(before: ProblemContent['validation'], after: ProblemContent['validation']): FieldChange[] {
  const [change] = valueChange('validation', before, after);
  if (!change) return [];
  const [old, now] = [programSource(before), programSource(after)];
  if ((old === undefined && now === undefined) || old === now) return [change];
  return [{ ...change, diff: unifiedDiff('validation source', old ?? '', now ?? '') }];
}

/** The input validator (issue 33): one change of the whole, with a diff of its source. */
function inputValidatorChanges(before: ProblemContent['inputValidator'], after: ProblemContent['inputValidator']): FieldChange[] {
  const [change] = valueChange('inputValidator', before, after);
  if (!change || before?.source === after?.source) return change ? [change] : [];
  return [{ ...change, diff: unifiedDiff('input validator source', before?.source ?? '', after?.source ?? '') }];
}

const startCodeOf = (content: ProblemContent | null) => new Map(content?.startCode.map((c) => [c.language, c.initialCode]));
const solutionsOf = (content: ProblemContent | null) => new Map(content?.referenceSolution.map((c) => [c.language, c.completeCode]));

/**
 * Field by field, what differs between a problem's content before and after a revision (before
 * is null for its creation: then everything is added). Pure, so the history read from a stream and
 * the audit log's projection tell a change the same way.
 */
export function contentChanges(before: ProblemContent | null, after: ProblemContent): FieldChange[] {
  const description: FieldChange[] =
    before?.description === after.description
      ? []
      : [
          {
            field: 'description',
            kind: before ? 'changed' : 'added',
            diff: unifiedDiff('description', before?.description ?? '', after.description),
          },
        ];
  return [
    ...valueChange('title', before?.title, after.title),
    ...description,
    ...valueChange('difficulty', before?.difficulty, after.difficulty),
    ...valueChange('tags', before?.tags, after.tags),
    ...valueChange('timeLimitSeconds', before?.timeLimitSeconds, after.timeLimitSeconds),
    ...valueChange('memoryLimitMb', before?.memoryLimitMb, after.memoryLimitMb),
    ...valueChange('outputLimitKb', before?.outputLimitKb, after.outputLimitKb),
    ...valueChange('timeFactors', before?.timeFactors, after.timeFactors),
    ...caseChanges('visibleTestCases', before?.visibleTestCases ?? [], after.visibleTestCases),
    ...caseChanges('hiddenTestCases', before?.hiddenTestCases ?? [], after.hiddenTestCases),
    ...codeChanges('startCode', startCodeOf(before), startCodeOf(after)),
    ...codeChanges('referenceSolution', solutionsOf(before), solutionsOf(after)),
    ...caseChanges('wrongSolutions', before?.wrongSolutions ?? [], after.wrongSolutions ?? []),
    ...validationChanges(before?.validation, after.validation),
    ...inputValidatorChanges(before?.inputValidator, after.inputValidator),
    ...caseChanges('subtasks', before?.subtasks ?? [], after.subtasks ?? []),
  ];
}

/** The video's change: attached (or replaced) and removed. */
export const videoChanges = (before: AuditedVideo | null, after: AuditedVideo | null): FieldChange[] =>
  valueChange('video', before ?? undefined, after ?? undefined);
