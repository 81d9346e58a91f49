import type { HistoryLine } from '@forge/events';
import { sampleHistory, sampleHistorySecrets } from '../testing/sampleHistory';
import { sampleProblem } from '../testing/sampleProblem';
import { anonymizer } from './anonymizer';
import { historyOf } from './historyOf';
import { verifyHistory } from './verifyHistory';

/** The events that carry a problem's whole content. */
const problemContent = new Set(['ProblemCreated', 'ProblemUpdated', 'ProblemRestored']);

describe('an anonymized history', () => {
  const original = historyOf(sampleHistory());
  const anonymized = original.map(anonymizer());
  const text = anonymized.map((line) => JSON.stringify(line)).join('\n');

  it('keeps no email, name, password hash, Google identity, worker host or line of code', () => {
    const { emails, names, passwordHashes, googleIds, codeLines, workers } = sampleHistorySecrets;
    for (const secret of [...emails, ...names, ...passwordHashes, ...googleIds, ...codeLines, ...workers]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
    // Nor a distinctive word of the code (the compiler quoted it in its messages too).
    expect(text).not.toMatch(/zenobiaSecretCounter|ignatiusAccumulator/);
  });

  it('gives each email one pseudonym everywhere: in the account, its claim and its claim stream', () => {
    const byType = (type: string) => anonymized.filter((line) => line.type === type);
    const zenobia = byType('UserRegistered')[1]!.data as { email: string; firstName: string; lastName: string };
    const claim = byType('EmailClaimed')[1]!;
    expect(zenobia.email).toMatch(/^user\d+@anonymized\.invalid$/);
    expect(claim.data).toMatchObject({ email: zenobia.email, userId: 'u-zen' });
    expect(claim.stream).toBe(`userEmail-${zenobia.email}`);
    expect([zenobia.firstName, zenobia.lastName]).toEqual(['Name2', 'Surname1']);
    const emails = byType('EmailClaimed').map((line) => (line.data as { email: string }).email);
    expect(new Set(emails).size).toBe(3);
    const linked = byType('GoogleAccountLinked')[0]!.data as { googleId: string; email: string };
    expect(byType('GoogleIdentityClaimed')[0]!.stream).toBe(`googleIdentity-${linked.googleId}`);
    expect(byType('GoogleIdentityReleased')[0]!.stream).toBe(`googleIdentity-${linked.googleId}`);
  });

  it("keeps problems as learners see them: no hidden case, reference or wrong solution, unless told to keep the problems' secrets", async () => {
    const wrong = {
      language: 'C++',
      completeCode: 'int main() { return 1; }  // wrongAnswerMarker\n',
      expectedVerdict: 'Wrong Answer',
    } as const;
    const edited = sampleProblem({ description: 'Print the sum of two integers.', wrongSolutions: [wrong] });
    const withProblemEdits = historyOf([
      ...sampleHistory(),
      { type: 'ProblemUpdated', data: { ...edited, problemId: 'p1', updatedBy: 'admin', updatedAt: '2026-03-02T10:00:00.000Z' } },
      {
        type: 'ProblemRestored',
        data: { ...sampleProblem(), problemId: 'p1', restoredRevision: 0, restoredBy: 'admin', restoredAt: '2026-03-02T10:01:00.000Z' },
      },
    ]);
    const problems = (lines: HistoryLine[]) => lines.filter((line) => problemContent.has(line.type));
    const shared = withProblemEdits.map(anonymizer());
    expect(problems(shared).map((line) => line.data)).toEqual(
      problems(withProblemEdits).map((line) => {
        const data = line.data as Record<string, unknown>;
        return { ...data, hiddenTestCases: [], referenceSolution: [], ...(data['wrongSolutions'] ? { wrongSolutions: [] } : {}) };
      }),
    );
    const sharedText = JSON.stringify(shared);
    const problem = sampleProblem();
    const secrets = [
      ...problem.hiddenTestCases.map((c) => c.input),
      ...problem.referenceSolution.map((s) => s.completeCode),
      'wrongAnswerMarker',
    ];
    expect(secrets.filter((secret) => sharedText.includes(JSON.stringify(secret).slice(1, -1)))).toEqual([]);
    // The statements and visible cases stay, and the history still verifies.
    expect(sharedText).toContain(JSON.stringify(edited.description));
    expect(sharedText).toContain(JSON.stringify(problem.visibleTestCases[0]!.input).slice(1, -1));
    expect(await verifyHistory(shared)).toEqual({ ok: true, events: 25, streams: 11 });

    const kept = withProblemEdits.map(anonymizer({ keepProblemSecrets: true }));
    expect(problems(kept)).toEqual(problems(withProblemEdits));
  });

  it('keeps ids, times, positions and verdicts as they are', () => {
    anonymized.forEach((line, i) => {
      const before = original[i]!;
      expect([line.id, line.type, line.revision, line.position, line.time]).toEqual([
        before.id,
        before.type,
        before.revision,
        before.position,
        before.time,
      ]);
    });
    const verdict = anonymized.find((line) => line.type === 'SubmissionJudged')!.data;
    expect(verdict).toMatchObject({ status: 'error', testCasesPassed: 0, failure: { kind: 'compile', statusId: 6 } });
    const code = (anonymized.find((line) => line.type === 'SubmissionRequested')!.data as { code: string }).code;
    expect(code).toBe('// code removed by the anonymized export (3 lines)');
  });

  it('still verifies', async () => {
    expect(await verifyHistory(anonymized)).toEqual(await verifyHistory(original));
  });

  it('is stable within one export, and gives every account the password hash it is told to', () => {
    const again = original.map(anonymizer());
    expect(again).toEqual(anonymized);
    const withHash = original.map(anonymizer({ passwordHash: 'scrypt$1$1$1$c2FsdA==$a25vd24=' }));
    const hashes = withHash.flatMap((line) => {
      const hash = (line.data as { passwordHash?: unknown }).passwordHash;
      return hash === undefined ? [] : [hash];
    });
    expect(hashes).toEqual(['scrypt$1$1$1$c2FsdA==$a25vd24=', 'scrypt$1$1$1$c2FsdA==$a25vd24=', 'scrypt$1$1$1$c2FsdA==$a25vd24=', null]);
  });
});

it('keeps no name or institution a learner gave in Settings (issue 35)', () => {
  const at = '2026-03-02T10:00:00.000Z';
  const history = historyOf([
    ...sampleHistory(),
    { type: 'UserRenamed', data: { userId: 'u-zen', firstName: 'Philomena', lastName: 'Ravenscroft', renamedAt: at } },
    { type: 'UserAffiliationChanged', data: { userId: 'u-zen', country: 'Iceland', institution: 'Hvergiskoli Institute', changedAt: at } },
  ]);
  const text = history
    .map(anonymizer())
    .map((line) => JSON.stringify(line))
    .join('\n');
  for (const secret of ['Philomena', 'Ravenscroft', 'Hvergiskoli'])
    expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
});
