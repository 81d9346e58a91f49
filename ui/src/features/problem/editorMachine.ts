import { assign, setup } from 'xstate';
import { browserDrafts, type DraftStore } from './drafts';
import { languageOf, offeredLanguages } from './format';
import type { ProblemView, SubmissionLanguage } from '@forge/contracts';

export interface EditorContext {
  readonly problemId: string;
  readonly startCode: ProblemView['startCode'];
  /** The languages this problem offers (it has start code for), in the editor's order. */
  readonly languages: readonly SubmissionLanguage[];
  readonly drafts: DraftStore;
  readonly language: SubmissionLanguage;
  readonly code: string;
  /** What was typed in each language on this visit: switching back finds it even when storage keeps nothing. */
  readonly typed: Partial<Record<SubmissionLanguage, string>>;
}

export type EditorEvent = { type: 'SELECT_LANGUAGE'; language: SubmissionLanguage } | { type: 'EDIT'; code: string } | { type: 'RESET' };

export interface EditorInput {
  readonly problemId: string;
  readonly startCode: ProblemView['startCode'];
  readonly drafts?: DraftStore;
  /** The language of the learner's last submission (the server's), for a browser that remembers none. */
  readonly lastLanguage?: SubmissionLanguage;
  /** The default language the learner chose in Settings: a problem not yet opened in a language opens in it. */
  readonly defaultLanguage?: SubmissionLanguage;
}

export function initialCodeOf(startCode: ProblemView['startCode'], language: SubmissionLanguage): string {
  const label = languageOf(language).label;
  return startCode.find((s) => s.language === label)?.initialCode ?? '';
}

/**
 * Where the editor opens: the language last used (on this problem, else on any, else the
 * learner's last submission's), JavaScript for a learner with none (the spec's first button).
 * A last-used language this problem does not offer (Python on a problem without Python start
 * code) gives way to the first it offers.
 */
export function openingLanguage(
  offered: readonly SubmissionLanguage[],
  lastUsed: SubmissionLanguage | null | undefined,
): SubmissionLanguage {
  const wanted = lastUsed ?? 'javascript';
  return offered.includes(wanted) ? wanted : (offered[0] ?? wanted);
}

type Sources = Pick<EditorContext, 'drafts' | 'problemId' | 'startCode'> & Partial<Pick<EditorContext, 'typed'>>;

/** The learner's own code in a language when they wrote some, its start code otherwise. */
const codeFor = (context: Sources, language: SubmissionLanguage) =>
  context.typed?.[language] ?? context.drafts.draft(context.problemId, language) ?? initialCodeOf(context.startCode, language);

/**
 * The Code tab's editor, one language at a time, keeping a draft per problem and language.
 * Switching language shows the learner's own code in that language when they wrote some, and
 * its start code otherwise: the spec (§4) has switching load the start code, which would throw
 * the draft away (issue 15), so drafts win. Only Reset brings the start code back over a draft.
 * A problem never opened before starts in the language the learner chose last on any problem.
 * Only the languages the problem has start code for can be chosen (issue 32).
 */
export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  guards: {
    isOtherOfferedLanguage: ({ context, event }) =>
      event.type === 'SELECT_LANGUAGE' && event.language !== context.language && context.languages.includes(event.language),
  },
  actions: {
    saveDraft: ({ context }) => context.drafts.saveDraft(context.problemId, context.language, context.code),
    clearDraft: ({ context }) => context.drafts.clearDraft(context.problemId, context.language),
    saveLanguage: ({ context }) => context.drafts.saveLanguage(context.problemId, context.language),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => {
    const drafts = input.drafts ?? browserDrafts();
    const languages = offeredLanguages(input.startCode).map((l) => l.id);
    const language = openingLanguage(
      languages,
      drafts.language(input.problemId) ?? input.defaultLanguage ?? drafts.lastLanguage() ?? input.lastLanguage,
    );
    return {
      problemId: input.problemId,
      startCode: input.startCode,
      languages,
      drafts,
      language,
      code: codeFor({ ...input, drafts }, language),
      typed: {},
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SELECT_LANGUAGE: {
          guard: 'isOtherOfferedLanguage',
          actions: [assign(({ context, event }) => ({ language: event.language, code: codeFor(context, event.language) })), 'saveLanguage'],
        },
        EDIT: {
          actions: [
            assign(({ context, event }) => ({ code: event.code, typed: { ...context.typed, [context.language]: event.code } })),
            'saveDraft',
          ],
        },
        RESET: {
          actions: [
            assign(({ context }) => {
              const { [context.language]: _dropped, ...typed } = context.typed;
              return { code: initialCodeOf(context.startCode, context.language), typed };
            }),
            'clearDraft',
          ],
        },
      },
    },
  },
});
