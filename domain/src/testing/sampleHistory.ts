import type { DomainEvent } from '../events';
import { sampleProblem } from './sampleProblem';

const t = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();

/** What a sample history says about people, for tests that prove an anonymized export keeps none of it. */
export const sampleHistorySecrets = {
  emails: ['zenobia.quillfeather@example.org', 'ignatius.brackwater@example.net', 'root@forge.example'],
  names: ['Zenobia', 'Quillfeather', 'Ignatius', 'Brackwater'],
  passwordHashes: ['scrypt$16384$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo', 'scrypt$16384$8$1$b3RoZXJzYWx0$bmV3aGFzaG5ld2hhc2g='],
  googleIds: ['108234987234987234'],
  codeLines: ['int zenobiaSecretCounter = 41;', 'printf("%d", zenobiaSecretCounter + 1);', 'let ignatiusAccumulator = [];'],
  workers: ['judgebox-zenobia-laptop-4242'],
};

/**
 * A small history of every kind of account and submission event: an admin, a learner with a
 * password, a learner who signs in with Google, a problem with a video, submissions (one that does
 * not compile, the compiler quoting its code), a rejudge.
 */
export function sampleHistory(): DomainEvent[] {
  const [zenobia, ignatius, root] = sampleHistorySecrets.emails as [string, string, string];
  const [hash, newHash] = sampleHistorySecrets.passwordHashes as [string, string];
  const googleId = sampleHistorySecrets.googleIds[0]!;
  const [line1, line2, line3] = sampleHistorySecrets.codeLines as [string, string, string];
  const worker = sampleHistorySecrets.workers[0]!;
  const problem = sampleProblem();
  const submitted = (submissionId: string, userId: string, code: string, minute: number): DomainEvent => ({
    type: 'SubmissionRequested',
    data: { submissionId, userId, problemId: 'p1', language: 'cpp', code, testCasesTotal: 2, requestedAt: t(minute) },
  });
  const judged = (submissionId: string, userId: string, accepted: boolean, minute: number): DomainEvent => ({
    type: 'SubmissionJudged',
    data: {
      submissionId,
      userId,
      problemId: 'p1',
      status: accepted ? 'accepted' : 'error',
      runtime: 0.01,
      memory: 1024,
      testCasesPassed: accepted ? 2 : 0,
      testCasesTotal: 2,
      errorMessage: accepted ? null : `main.cpp:1:5: error: ${line1}`,
      failure: accepted
        ? null
        : { kind: 'compile', statusId: 6, status: 'Compilation Error', caseNumber: null, hidden: false, detail: `1 | ${line1}` },
      judgedAt: t(minute),
    },
  });
  const registered = (userId: string, email: string, firstName: string, lastName: string | undefined, passwordHash: string | null) =>
    ({
      type: 'UserRegistered',
      data: {
        userId,
        firstName,
        ...(lastName ? { lastName } : {}),
        email,
        passwordHash,
        authProvider: passwordHash ? 'local' : 'google',
        emailVerified: !passwordHash,
        role: userId === 'admin' ? 'admin' : 'user',
        registeredAt: t(0),
      },
    }) as const;
  return [
    registered('admin', root, 'Admin', undefined, hash),
    { type: 'EmailClaimed', data: { email: root, userId: 'admin', claimedAt: t(0) } },
    registered('u-zen', zenobia, 'Zenobia', 'Quillfeather', hash),
    { type: 'EmailClaimed', data: { email: zenobia, userId: 'u-zen', claimedAt: t(1) } },
    { type: 'UserPasswordChanged', data: { userId: 'u-zen', passwordHash: newHash, changedAt: t(2) } },
    registered('u-ign', ignatius, 'Ignatius', 'Brackwater', null),
    { type: 'EmailClaimed', data: { email: ignatius, userId: 'u-ign', claimedAt: t(3) } },
    { type: 'GoogleIdentityClaimed', data: { googleId, userId: 'u-ign', claimedAt: t(3) } },
    { type: 'GoogleAccountLinked', data: { userId: 'u-ign', googleId, email: ignatius, linkedAt: t(3) } },
    { type: 'ProblemCreated', data: { ...problem, problemId: 'p1', createdBy: 'admin', createdAt: t(4) } },
    {
      type: 'ProblemVideoAttached',
      data: {
        problemId: 'p1',
        host: 'mediaHost',
        cloudinaryPublicId: 'forge/problems/p1/intro',
        secureUrl: '/media/forge/problems/p1/intro.mp4',
        thumbnailUrl: '/media/forge/problems/p1/intro.jpg',
        duration: 42,
        uploadedBy: 'admin',
        uploadedAt: t(5),
      },
    },
    submitted('s1', 'u-zen', `${line1}\n${line2}\n`, 6),
    { type: 'SubmissionJudgingStarted', data: { submissionId: 's1', worker, attempt: 1, startedAt: t(6) } },
    judged('s1', 'u-zen', false, 7),
    submitted('s2', 'u-ign', `${line3}\nconsole.log(ignatiusAccumulator.length);\n`, 8),
    { type: 'SubmissionJudgingStarted', data: { submissionId: 's2', worker, attempt: 1, startedAt: t(8) } },
    { type: 'SubmissionCaseJudged', data: { submissionId: 's2', index: 0, statusId: 3, time: 0.01, memory: 1024 } },
    judged('s2', 'u-ign', true, 9),
    {
      type: 'RejudgeRequested',
      data: {
        rejudgeId: 'p1-1',
        problemId: 'p1',
        sequence: 1,
        submissions: [{ submissionId: 's2', userId: 'u-ign', language: 'cpp' }],
        requestedBy: 'admin',
        requestedAt: t(10),
      },
    },
    {
      type: 'SubmissionRejudged',
      data: {
        rejudgeId: 'p1-1',
        problemId: 'p1',
        submissionId: 's2',
        userId: 'u-ign',
        language: 'cpp',
        status: 'wrong',
        testCasesPassed: 1,
        testCasesTotal: 2,
        errorMessage: `expected 3 near ${line3}`,
        judgedAt: t(11),
      },
    },
    { type: 'RejudgeCompleted', data: { rejudgeId: 'p1-1', problemId: 'p1', completedAt: t(11) } },
    { type: 'GoogleAccountUnlinked', data: { userId: 'u-ign', googleId, unlinkedAt: t(12) } },
    { type: 'GoogleIdentityReleased', data: { googleId, userId: 'u-ign', releasedAt: t(12) } },
  ];
}
