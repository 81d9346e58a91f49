import { createStore, createStoreConfig } from '@xstate/store';
import { MAX_CUSTOM_CASES } from '@forge/contracts';

/** One input on the Testcase tab: an example, edited or not, or one the learner added. */
export interface CaseInput {
  readonly input: string;
  /** The example it started from (0-based), or null for one the learner added. */
  readonly example: number | null;
}

/** A custom case as a run sent it: its input, the row it came from, and the example it replaces. */
export interface SentCase {
  readonly input: string;
  readonly label: string;
  /** The example an edited example stands in for (0-based); null for an input of the learner's own. */
  readonly example: number | null;
}

export const caseLabel = (index: number) => `Case ${index + 1}`;

/** The inputs a run sends as custom cases: the learner's own, and examples they edited (the examples themselves always run). */
export function customCases(cases: readonly CaseInput[], examples: readonly string[]): SentCase[] {
  return cases.flatMap((c, i) =>
    c.example !== null && c.input === examples[c.example] ? [] : [{ input: c.input, label: caseLabel(i), example: c.example }],
  );
}

/**
 * The inputs kept from before a reload, if they still fit the problem: every example in its
 * place once, then the learner's own, at most the custom case limit. Anything else starts afresh.
 */
export function restoredCases(saved: unknown, examples: readonly string[]): readonly CaseInput[] | null {
  if (!Array.isArray(saved)) return null;
  const cases = saved.filter(
    (c): c is CaseInput =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as CaseInput).input === 'string' &&
      ((c as CaseInput).example === null || Number.isInteger((c as CaseInput).example)),
  );
  if (cases.length !== saved.length) return null;
  const examplesInPlace = examples.every((_, i) => cases[i]?.example === i);
  const ownAfter = cases.slice(examples.length).every((c) => c.example === null);
  if (!examplesInPlace || !ownAfter || customCases(cases, examples).length > MAX_CUSTOM_CASES) return null;
  return cases;
}

/**
 * The Testcase tab's inputs, starting as the problem's examples (or as the learner left them):
 * state without finite states, so a store rather than a machine. Adding stops at the custom case limit.
 */
export function caseInputsStore(examples: readonly string[], saved: readonly CaseInput[] | null = null) {
  const initial: readonly CaseInput[] = saved ?? examples.map((input, example) => ({ input, example }));
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

/** Where the inputs live across reloads: the code drafts' storage, per problem. */
export interface CaseInputsPersistence {
  load(): unknown;
  save(cases: readonly CaseInput[] | null): void;
}

/** The store, restored from `persistence` and saving there on every change (nothing when they are the bare examples). */
export function createCaseInputs(examples: readonly string[], persistence?: CaseInputsPersistence) {
  const store = createStore(caseInputsStore(examples, persistence ? restoredCases(persistence.load(), examples) : null));
  if (persistence) {
    store.subscribe(({ context }) => {
      const untouched = context.cases.length === examples.length && customCases(context.cases, examples).length === 0;
      persistence.save(untouched ? null : context.cases);
    });
  }
  return store;
}
export type CaseInputs = ReturnType<typeof createCaseInputs>;
