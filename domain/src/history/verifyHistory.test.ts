import { HistoryLineError, type HistoryLine } from '@forge/events';
import { sampleHistory } from '../testing/sampleHistory';
import type { DomainEvent } from '../events';
import { historyOf } from './historyOf';
import { verifiedHistory, verifyHistory } from './verifyHistory';

const good = () => historyOf(sampleHistory());
/** The sample history with `change` made to line `n` (from 1). */
const withLine = (n: number, change: (line: HistoryLine) => HistoryLine) => good().map((line, i) => (i === n - 1 ? change(line) : line));
/** The sample history with these events added at the end. */
const plus = (...events: DomainEvent[]) => historyOf([...sampleHistory(), ...events]);
const failure = async (lines: HistoryLine[]) => {
  const verdict = await verifyHistory(lines);
  if (verdict.ok) throw new Error('the history verified');
  return `line ${verdict.line}: ${verdict.reason}`;
};
const last = good().length + 1;
const now = '2026-03-02T10:00:00.000Z';

describe('verifying a history', () => {
  it('passes a good one, counting its events and streams', async () => {
    expect(await verifyHistory(good())).toEqual({ ok: true, events: 23, streams: 11 });
  });

  it('reads old versions through their upcasters', async () => {
    const v1 = withLine(2, (line) => {
      const { email, ...rest } = line.data as { email: string };
      return { ...line, schemaVersion: 1, metadata: { schemaVersion: 1 }, data: { ...rest, emailId: email } };
    });
    expect(await verifyHistory(v1)).toMatchObject({ ok: true });
  });

  it('names an event type the domain does not know', async () => {
    expect(await failure(withLine(5, (line) => ({ ...line, type: 'UserTeleported' })))).toBe('line 5: unknown event type UserTeleported');
  });

  it('names data that does not decode, and a version the type never had', async () => {
    expect(await failure(withLine(3, (line) => ({ ...line, data: { ...(line.data as object), firstName: 7 } })))).toBe(
      'line 3: UserRegistered (version 2) does not decode: firstName: Invalid input: expected string, received number',
    );
    expect(await failure(withLine(3, (line) => ({ ...line, schemaVersion: 3 })))).toBe('line 3: UserRegistered: unknown version 3');
  });

  it("names a gap in a stream's revisions, and a stream that does not begin at 0", async () => {
    // Line 5 is the second event of u-zen's stream.
    expect(await failure(withLine(5, (line) => ({ ...line, revision: 2 })))).toBe('line 5: user-u-zen has revision 2 where 1 comes next');
    expect(await failure(withLine(3, (line) => ({ ...line, revision: 1 })))).toBe('line 3: user-u-zen begins at revision 1, not 0');
  });

  it('names a position that does not rise, and an event in a stream its data does not name', async () => {
    expect(await failure(withLine(4, (line) => ({ ...line, position: '2/2' })))).toBe(
      "line 4: position 2/2 does not come after the previous line's",
    );
    expect(await failure(withLine(5, (line) => ({ ...line, stream: 'user-admin', revision: 1 })))).toBe(
      'line 5: UserPasswordChanged belongs in user-u-zen, not in user-admin',
    );
  });

  it('names a second account claiming an email', async () => {
    const email = 'zenobia.quillfeather@example.org';
    const second = plus(
      {
        type: 'UserRegistered',
        data: {
          userId: 'u-copy',
          firstName: 'Copy',
          email,
          passwordHash: null,
          authProvider: 'local',
          emailVerified: false,
          role: 'user',
          registeredAt: now,
        },
      },
      { type: 'EmailClaimed', data: { email, userId: 'u-copy', claimedAt: now } },
    );
    // The second registration alone is an account no claim points to, as a lost race leaves it: fine.
    expect(await verifyHistory(second.slice(0, -1))).toMatchObject({ ok: true });
    expect(await failure(second)).toBe(
      `line ${last + 1}: a second account claims ${email}: account u-copy, where account u-zen claimed it on line 4`,
    );
  });

  it('names an email claimed for an account that registered with another, or not at all', async () => {
    const claim = (userId: string) => plus({ type: 'EmailClaimed', data: { email: 'new@example.org', userId, claimedAt: now } });
    expect(await failure(claim('u-zen'))).toBe(
      `line ${last}: new@example.org is claimed for account u-zen, which registered with zenobia.quillfeather@example.org`,
    );
    expect(await failure(claim('nobody'))).toBe(
      `line ${last}: new@example.org is claimed for account nobody, which no earlier line registers`,
    );
  });

  it('names a Google identity claimed by a second account, or linked to an account that does not hold it', async () => {
    const googleId = 'g-777';
    const claimed = { type: 'GoogleIdentityClaimed', data: { googleId, userId: 'u-ign', claimedAt: now } } as const;
    expect(await failure(plus(claimed, { type: 'GoogleIdentityClaimed', data: { googleId, userId: 'u-zen', claimedAt: now } }))).toBe(
      `line ${last + 1}: Google identity g-777 is claimed by account u-zen while account u-ign holds it (claimed on line ${last})`,
    );
    const linked = { userId: 'u-zen', googleId, email: 'zenobia.quillfeather@example.org', linkedAt: now };
    expect(await failure(plus(claimed, { type: 'GoogleAccountLinked', data: linked }))).toBe(
      `line ${last + 1}: account u-zen links Google identity g-777, which account u-ign holds (claimed on line ${last})`,
    );
    expect(await failure(plus({ type: 'GoogleAccountLinked', data: linked }))).toBe(
      `line ${last}: account u-zen links Google identity g-777 without holding its claim`,
    );
  });

  it('names an account linking a second Google identity', async () => {
    const [first, second] = ['g-1', 'g-2'];
    const email = 'zenobia.quillfeather@example.org';
    const history = plus(
      { type: 'GoogleIdentityClaimed', data: { googleId: first, userId: 'u-zen', claimedAt: now } },
      { type: 'GoogleAccountLinked', data: { userId: 'u-zen', googleId: first, email, linkedAt: now } },
      { type: 'GoogleIdentityClaimed', data: { googleId: second, userId: 'u-zen', claimedAt: now } },
      { type: 'GoogleAccountLinked', data: { userId: 'u-zen', googleId: second, email, linkedAt: now } },
    );
    expect(await failure(history)).toBe(
      `line ${last + 3}: account u-zen links Google identity g-2 while it is linked to g-1: one Google identity per account`,
    );
  });

  it("names a later line that repeats an earlier line's event id, whatever else it holds", async () => {
    const repeated = plus({ type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'admin', deletedAt: now } });
    const lastLine = repeated[repeated.length - 1]!;
    expect(await verifyHistory(repeated)).toMatchObject({ ok: true });
    expect(await failure(repeated.map((line) => (line === lastLine ? { ...line, id: repeated[9]!.id } : line)))).toBe(
      `line ${last}: event id ${repeated[9]!.id} is line 10's too: an id names one event`,
    );
  });

  describe('for an append that does not trust the roles and passwords of the file', () => {
    const newAdmin: DomainEvent[] = [
      {
        type: 'UserRegistered',
        data: {
          userId: 'u-new',
          firstName: 'New',
          email: 'new@example.org',
          passwordHash: 'scrypt$16384$8$1$c2FsdA==$bmV3',
          authProvider: 'local',
          emailVerified: false,
          role: 'admin',
          registeredAt: now,
        },
      },
      { type: 'EmailClaimed', data: { email: 'new@example.org', userId: 'u-new', claimedAt: now } },
    ];

    it('names every event that grants a role or sets a password', async () => {
      const refuseGrants = { refuseGrants: true };
      const takeover = historyOf(newAdmin);
      expect(await verifyHistory(takeover)).toMatchObject({ ok: true });
      expect(await verifyHistory(takeover, refuseGrants)).toEqual({
        ok: false,
        line: 1,
        reason:
          "UserRegistered gives an account a role and a password: an append takes no such event unless told to trust the file's roles and passwords (--trust-roles, for restoring one's own backup)",
      });
      const alone = async (event: DomainEvent) => (await verifyHistory(historyOf([event]), refuseGrants)) as { reason: string };
      expect(
        (await alone({ type: 'UserRoleChanged', data: { userId: 'u-zen', role: 'admin', changedAt: now, changedBy: 'admin' } })).reason,
      ).toMatch(/^UserRoleChanged grants a role: an append takes no such event unless/);
      expect(
        (await alone({ type: 'UserPasswordChanged', data: { userId: 'u-zen', passwordHash: 'scrypt$x', changedAt: now } })).reason,
      ).toMatch(/^UserPasswordChanged sets a password: an append takes no such event unless/);
    });

    it('passes problems, submissions and the rest', async () => {
      const grantless = good().filter((line) => !['UserRegistered', 'UserPasswordChanged', 'EmailClaimed'].includes(line.type));
      const problemsAndSubmissions = grantless.filter((line) => /^(problem|submission|rejudge)-/.test(line.stream));
      expect(await verifyHistory(problemsAndSubmissions, { refuseGrants: true })).toMatchObject({ ok: true });
    });
  });

  it('hands on the lines that pass, and throws at the first that fails, naming it', async () => {
    const passed: HistoryLine[] = [];
    const reading = (async () => {
      for await (const line of verifiedHistory(withLine(5, (line) => ({ ...line, type: 'UserTeleported' })))) passed.push(line);
    })();
    await expect(reading).rejects.toThrow(new HistoryLineError(5, 'unknown event type UserTeleported'));
    expect(passed).toEqual(good().slice(0, 4));
  });

  it('names the line the reader could not parse', async () => {
    async function* unreadable(): AsyncGenerator<HistoryLine> {
      yield good()[0]!;
      const { HistoryLineError } = await import('@forge/events');
      throw new HistoryLineError(7, 'not JSON (Unexpected token)');
    }
    expect(await verifyHistory(unreadable())).toEqual({ ok: false, line: 7, reason: 'not JSON (Unexpected token)' });
  });
});
