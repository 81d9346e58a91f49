import { assign, setup } from 'xstate';
import { browserDrafts, type DraftStore } from './drafts';
import { languageOf } from './format';
import type { ProblemView, SubmissionLanguage } from '@forge/contracts';

export interface EditorContext {
  readonly problemId: string;
  readonly startCode: ProblemView['startCode'];
  readonly drafts: DraftStore;
  readonly language: SubmissionLanguage;
  readonly code: string;
}

export type EditorEvent = { type: 'SELECT_LANGUAGE'; language: SubmissionLanguage } | { type: 'EDIT'; code: string } | { type: 'RESET' };

export interface EditorInput {
  readonly problemId: string;
  readonly startCode: ProblemView['startCode'];
  readonly drafts?: DraftStore;
}

export function initialCodeOf(startCode: ProblemView['startCode'], language: SubmissionLanguage): string {
  const label = languageOf(language).label;
  return startCode.find((s) => s.language === label)?.initialCode ?? '';
}

const codeFor = (context: Pick<EditorContext, 'drafts' | 'problemId' | 'startCode'>, language: SubmissionLanguage) =>
  context.drafts.draft(context.problemId, language) ?? initialCodeOf(context.startCode, language);

/**
 * The Code tab's editor, one language at a time. Switching language replaces the content
 * with that language's initial code (spec §4); what the learner types is kept as the draft of
 * the problem and language, so a reload brings back exactly what was on screen.
 */
export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
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
    const language = drafts.language(input.problemId) ?? 'javascript';
    return { problemId: input.problemId, startCode: input.startCode, drafts, language, code: codeFor({ ...input, drafts }, language) };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SELECT_LANGUAGE: {
          actions: [
            assign(({ context, event }) => ({ language: event.language, code: initialCodeOf(context.startCode, event.language) })),
            'clearDraft',
            'saveLanguage',
          ],
        },
        EDIT: { actions: [assign(({ event }) => ({ code: event.code })), 'saveDraft'] },
        RESET: { actions: [assign(({ context }) => ({ code: initialCodeOf(context.startCode, context.language) })), 'clearDraft'] },
      },
    },
  },
});
