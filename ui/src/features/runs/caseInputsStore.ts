import { createStore, createStoreConfig } from '@xstate/store';
import { MAX_CUSTOM_CASES } from '@forge/contracts';

/** One input on the Testcase tab: an example, edited or not, or one the learner added. */
export interface CaseInput {
  readonly input: string;
  /** The example it started from (0-based), or null for one the learner added. */
  readonly example: number | null;
}

/** A custom case as a run sent it: its input, and the row it came from. */
export interface SentCase {
  readonly input: string;
  readonly label: string;
}

export const caseLabel = (index: number) => `Case ${index + 1}`;

/** The inputs a run sends as custom cases: the learner's own, and examples they edited (the examples themselves always run). */
export function customCases(cases: readonly CaseInput[], examples: readonly string[]): SentCase[] {
  return cases.flatMap((c, i) => (c.example !== null && c.input === examples[c.example] ? [] : [{ input: c.input, label: caseLabel(i) }]));
}

/**
 * The Testcase tab's inputs, starting as the problem's examples: state without finite states, so
 * a store rather than a machine. Adding stops at the custom case limit.
 */
export function caseInputsStore(examples: readonly string[]) {
  const initial: readonly CaseInput[] = examples.map((input, example) => ({ input, example }));
  return createStoreConfig({
    context: { cases: initial },
    on: {
      EDIT: (context, event: { index: number; input: string }) => ({
        cases: context.cases.map((c, i) => (i === event.index ? { ...c, input: event.input } : c)),
      }),
      ADD: (context) =>
        customCases(context.cases, examples).length >= MAX_CUSTOM_CASES
          ? context
          : { cases: [...context.cases, { input: '', example: null }] },
      /** An added case goes; an example goes back to its own input. */
      REMOVE: (context, event: { index: number }) => ({
        cases: context.cases.flatMap((c, i) => {
          if (i !== event.index) return [c];
          return c.example === null ? [] : [{ ...c, input: examples[c.example] ?? '' }];
        }),
      }),
    },
  });
}

export const createCaseInputs = (examples: readonly string[]) => createStore(caseInputsStore(examples));
export type CaseInputs = ReturnType<typeof createCaseInputs>;
