import { sampleHistory, sampleHistorySecrets } from '../testing/sampleHistory';
import { anonymizer } from './anonymizer';
import { historyOf } from './historyOf';
import { verifyHistory } from './verifyHistory';

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

  it('keeps problems, ids, times, positions and verdicts as they are', () => {
    anonymized.forEach((line, i) => {
      const before = original[i]!;
      expect([line.id, line.type, line.revision, line.position, line.time]).toEqual([
        before.id,
        before.type,
        before.revision,
        before.position,
        before.time,
      ]);
      if (line.type.startsWith('Problem')) expect(line).toEqual(before);
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
