import { submissionLanguages, type SubmissionLanguage } from '@forge/contracts';

/** Where the editor keeps unsaved code, per problem and language, across reloads. */
export interface DraftStore {
  draft(problemId: string, language: SubmissionLanguage): string | null;
  saveDraft(problemId: string, language: SubmissionLanguage, code: string): void;
  clearDraft(problemId: string, language: SubmissionLanguage): void;
  /** The language last chosen on this problem. */
  language(problemId: string): SubmissionLanguage | null;
  /** The language last chosen on any problem: where a problem never opened before starts. */
  lastLanguage(): SubmissionLanguage | null;
  /** Remembers the choice for this problem and as the last language overall. */
  saveLanguage(problemId: string, language: SubmissionLanguage): void;
  /** The Testcase tab's inputs on this problem, as last saved (issue 33); null when none were. */
  caseInputs(problemId: string): unknown;
  /** Keeps them with the code drafts; null forgets them. */
  saveCaseInputs(problemId: string, cases: unknown): void;
}

const draftKey = (problemId: string, language: SubmissionLanguage) => `forge:draft:${problemId}:${language}`;
const languageKey = (problemId: string) => `forge:language:${problemId}`;
const lastLanguageKey = 'forge:language';
const caseInputsKey = (problemId: string) => `forge:cases:${problemId}`;
const languages: readonly string[] = submissionLanguages;

const asLanguage = (value: string | null): SubmissionLanguage | null =>
  value !== null && languages.includes(value) ? (value as SubmissionLanguage) : null;

/** A DraftStore over Web Storage; a full or blocked storage only loses the draft, never the page. */
export function storageDrafts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): DraftStore {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Quota or privacy mode: the draft lives until the tab closes.
    }
  };
  return {
    draft: (problemId, language) => read(draftKey(problemId, language)),
    saveDraft: (problemId, language, code) => write(draftKey(problemId, language), code),
    clearDraft: (problemId, language) => write(draftKey(problemId, language), null),
    language: (problemId) => asLanguage(read(languageKey(problemId))),
    lastLanguage: () => asLanguage(read(lastLanguageKey)),
    saveLanguage: (problemId, language) => {
      write(languageKey(problemId), language);
      write(lastLanguageKey, language);
    },
    caseInputs: (problemId) => {
      const saved = read(caseInputsKey(problemId));
      try {
        return saved === null ? null : (JSON.parse(saved) as unknown);
      } catch {
        return null;
      }
    },
    saveCaseInputs: (problemId, cases) => write(caseInputsKey(problemId), cases === null ? null : JSON.stringify(cases)),
  };
}

export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export const browserDrafts = (): DraftStore => storageDrafts(typeof localStorage === 'undefined' ? undefined : localStorage);
