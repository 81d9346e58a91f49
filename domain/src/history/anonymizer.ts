import type { HistoryLine } from '@forge/events';
import { normalizeEmail } from '../streams';

export interface AnonymizerOptions {
  /**
   * What every password hash becomes. The export's command passes a hash of a password it
   * documents, so whoever reproduces a bug can sign in as any account; default, a text that
   * matches no password.
   */
  readonly passwordHash?: string;
  /** Keep problems' hidden cases, reference and wrong solutions: a bug report that needs the judge to run as it did. */
  readonly keepProblemSecrets?: boolean;
}

/** The events whose data is a problem's own: no person's data, kept but for the secrets of its content. */
const problemEvents = new Set(['ProblemCreated', 'ProblemUpdated', 'ProblemRestored', 'ProblemDeleted', 'ProblemVideoRemoved']);
/** The events that carry a problem's whole content, its secrets with it. */
const problemContent = new Set(['ProblemCreated', 'ProblemUpdated', 'ProblemRestored']);

/**
 * A problem's content as learners see it: its statement, visible cases and start code. The hidden
 * cases, reference and wrong solutions are what a learner must never read (they give the answers),
 * so an export meant to be handed on leaves them out.
 */
function withoutSecrets(data: unknown): unknown {
  const { hiddenTestCases: _hidden, referenceSolution: _reference, wrongSolutions, ...visible } = data as Record<string, unknown>;
  return { ...visible, hiddenTestCases: [], referenceSolution: [], ...(wrongSolutions === undefined ? {} : { wrongSolutions: [] }) };
}

const EMAIL = /[^\s@"'<>(),;:\\/]+@[^\s@"'<>(),;:\\/]+\.[A-Za-z]{2,}/g;
const EMAIL_DOMAIN = 'anonymized.invalid';

/**
 * Turns an exported history into one fit for a bug report: emails (in data, stream names and any
 * other text), names, password hashes, Google identities, judge worker names (they carry a host
 * name), learners' code and what the judge quoted of it (compiler output, stderr) are replaced.
 * Each original gets one pseudonym for the whole export, so the history still makes sense: an
 * account keeps one email everywhere, emails stay distinct, and the result verifies as the original
 * does. Ids, times and verdicts are kept, and problems as learners see them: their hidden cases,
 * reference and wrong solutions are dropped unless `keepProblemSecrets`. One anonymizer per
 * export: its tables are the export's (they grow with the accounts, not with the events).
 */
export function anonymizer(options: AnonymizerOptions = {}): (line: HistoryLine) => HistoryLine {
  const pseudonyms = new Map<string, Map<string, string>>();
  const made = new Set<string>();
  const pseudonym = (kind: string, original: string, make: (n: number) => string): string => {
    if (made.has(original)) return original;
    let table = pseudonyms.get(kind);
    if (!table) pseudonyms.set(kind, (table = new Map<string, string>()));
    let replacement = table.get(original);
    if (replacement === undefined) {
      replacement = make(table.size + 1);
      table.set(original, replacement);
      made.add(replacement);
    }
    return replacement;
  };

  const email = (value: string) => pseudonym('email', normalizeEmail(value), (n) => `user${n}@${EMAIL_DOMAIN}`);
  const googleId = (value: string) => pseudonym('googleId', value, (n) => `google-${n}`);
  const scrub = (text: string) => text.replace(EMAIL, email);

  /** By field name, wherever it occurs in an event that is not a problem's content. */
  const fields: Record<string, (value: string) => string> = {
    email,
    emailId: email,
    firstName: (value) => pseudonym('firstName', value, (n) => `Name${n}`),
    lastName: (value) => pseudonym('lastName', value, (n) => `Surname${n}`),
    institution: (value) => pseudonym('institution', value, (n) => `Institution${n}`),
    passwordHash: (value) => options.passwordHash ?? pseudonym('passwordHash', value, (n) => `anonymized-password-hash-${n}`),
    googleId,
    worker: (value) => pseudonym('worker', value, (n) => `worker-${n}`),
    code: (value) => `// code removed by the anonymized export (${value.split('\n').length} lines)`,
    // The compiler's output and the program's stderr quote the code.
    errorMessage: () => 'removed by the anonymized export',
    detail: () => 'removed by the anonymized export',
  };

  const anonymize = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key && Object.hasOwn(fields, key) ? fields[key]!(value) : scrub(value);
    if (Array.isArray(value)) return value.map((item) => anonymize(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, anonymize(v, k)]));
    }
    return value;
  };

  const stream = (name: string): string => {
    const dash = name.indexOf('-');
    const [category, id] = [name.slice(0, dash), name.slice(dash + 1)];
    if (category === 'userEmail') return `userEmail-${email(id)}`;
    if (category === 'googleIdentity') return `googleIdentity-${googleId(id)}`;
    return scrub(name);
  };

  const problemData = (line: HistoryLine) =>
    problemContent.has(line.type) && !options.keepProblemSecrets ? withoutSecrets(line.data) : line.data;

  return (line) => ({
    ...line,
    stream: stream(line.stream),
    data: problemEvents.has(line.type) ? problemData(line) : anonymize(line.data),
    metadata: anonymize(line.metadata) as Record<string, unknown>,
  });
}
