import { handleCommand, type EventStore } from '@forge/events';
import {
  problemDecider,
  rejudgeDecider,
  streams,
  submissionDecider,
  userDecider,
  type ProblemCommand,
  type ProblemContent,
  type RejudgedSubmission,
} from '@forge/domain';
import { findUserByEmail, registerAccount } from '../../account/accounts';
import { bootstrapAdmin } from '../../account/bootstrapAdmin';
import { linkGoogleAccount, registerGoogleAccount } from '../../account/googleAccounts';
import { rejudgeSubmissions } from '../../rejudge/rejudgeSubmissions';
import { judgeRequestedSubmission } from '../../judging/judgeSubmission';
import { knownPasswordHash } from '../knownPasswords';
import { seededRandom } from '@forge/testing';
import { learnerPrograms, type LearnerProgram, type ProgramKind } from './learnerPrograms';
import { passes, simulatedJudge } from './simulatedJudge';
import { simulatedClock, simulatedLog } from './simulatedLog';
import { TERM_ADMIN, TERM_ASSISTANT, TERM_GOOGLE_LEARNERS, TERM_LEARNERS, termGoogleLearner, termLearner } from './termAccounts';
import { contentOf, termProblems, type TermProblem } from './termProblems';
import { termLanguages, type TermLanguage } from './termProgram';

/** Monday of the term's first week. */
export const TERM_START = new Date('2026-01-05T08:00:00.000Z');
export const TERM_WEEKS = 12;
const DAY = 24 * 3600_000;
const WEEK = 7 * DAY;

interface Learner {
  readonly userId: string;
  /** How likely a first try is accepted, before the problem's difficulty. */
  readonly skill: number;
  readonly language: TermLanguage;
  readonly tries: Map<string, number>;
}
interface LiveProblem {
  readonly spec: TermProblem;
  readonly problemId: string;
  content: ProblemContent;
  deleted: boolean;
  readonly accepted: RejudgedSubmission[];
}

/** When each admin action happens: [week (from 0), day, what]. */
type AdminAction = (admin: string) => Promise<void>;

/**
 * A term of the platform, written through its own command handlers on a simulated clock: admins
 * create, edit, delete and restore problems, attach editorial videos and rejudge; learners register
 * (some with Google) and submit real programs in C++, Java and JavaScript week after week (right, or
 * one of learnerPrograms.ts's mistakes); a simulated judge that knows what each program does gives
 * the verdicts, which the platform's judging code records case by case. Same seed, same history.
 */
export async function simulateTerm(store: EventStore, seed = 13): Promise<void> {
  const random = seededRandom(seed);
  const clock = simulatedClock(TERM_START);
  const log = simulatedLog(store, clock, random);
  const programs = termProblems.flatMap((spec) => termLanguages.flatMap((language) => learnerPrograms(spec, language)));
  const judge = simulatedJudge(random, new Map(programs.map((program) => [program.code, program])));
  const now = () => clock.now().toISOString();
  let salt = 0;
  const passwords = { hash: async (password: string) => knownPasswordHash(password, `term-${seed}-${salt++}`), verify: async () => false };

  await bootstrapAdmin(log, TERM_ADMIN, {
    passwords,
    newId: random.uuid,
    clock: clock.now,
    sessions: { revokeAllOf: async () => undefined },
    log: () => undefined,
  });
  const admin = (await findUserByEmail(log, TERM_ADMIN.email))!.userId;

  const problems: LiveProblem[] = [];
  const problem = (slug: string) => problems.find((p) => p.spec.slug === slug)!;
  const decide = (p: LiveProblem, command: ProblemCommand) => handleCommand(log, streams.problem(p.problemId), problemDecider, command);
  const create = async (spec: TermProblem, by: string) => {
    const p: LiveProblem = { spec, problemId: random.uuid(), content: contentOf(spec), deleted: false, accepted: [] };
    await decide(p, { type: 'CreateProblem', data: { problemId: p.problemId, content: p.content, by, now: now() } });
    problems.push(p);
  };
  const update = async (p: LiveProblem, content: ProblemContent, by: string) => {
    p.content = content;
    await decide(p, { type: 'UpdateProblem', data: { problemId: p.problemId, content, by, now: now() } });
  };
  const attachVideo = async (p: LiveProblem, name: string, by: string) => {
    const publicId = `forge/problems/${p.problemId}/${name}`;
    const video = {
      host: 'mediaHost' as const,
      cloudinaryPublicId: publicId,
      secureUrl: `/media/${publicId}.mp4`,
      thumbnailUrl: `/media/${publicId}.jpg`,
      duration: random.between(180, 900),
    };
    await decide(p, { type: 'AttachVideo', data: { problemId: p.problemId, video, by, now: now() } });
  };
  let rejudges = 0;
  const rejudge = async (p: LiveProblem, by: string) => {
    const rejudgeId = `${p.problemId}.${++rejudges}`;
    const submissions = [...p.accepted].sort((a, b) => a.submissionId.localeCompare(b.submissionId));
    await handleCommand(log, streams.rejudge(rejudgeId), rejudgeDecider, {
      type: 'RequestRejudge',
      data: { rejudgeId, problemId: p.problemId, sequence: rejudges, submissions, by, now: now() },
    });
    // A new case catches the fragile programs accepted before it.
    await rejudgeSubmissions({ store: log, judge, clock: clock.now, log: () => undefined }, rejudgeId, new AbortController().signal);
  };

  let assistant = '';
  const schedule: [number, number, AdminAction][] = [
    [
      0,
      0,
      async (by) => {
        for (const spec of termProblems.slice(0, 6)) await create(spec, by);
      },
    ],
    [
      0,
      1,
      async () => {
        assistant = (
          await registerAccount(log, {
            userId: random.uuid(),
            firstName: TERM_ASSISTANT.firstName,
            email: TERM_ASSISTANT.email,
            passwordHash: await passwords.hash(TERM_ASSISTANT.password),
            authProvider: 'local',
            role: 'user',
            now: now(),
          })
        ).userId;
      },
    ],
    [
      2,
      0,
      async (by) => {
        await handleCommand(log, streams.user(assistant), userDecider, {
          type: 'ChangeRole',
          data: { userId: assistant, role: 'admin', by, now: now() },
        });
      },
    ],
    [
      2,
      2,
      async () => {
        for (const spec of termProblems.slice(6, 9)) await create(spec, assistant);
      },
    ],
    [2, 4, async (by) => attachVideo(problem('stairs'), 'editorial', by)],
    [3, 1, async (by) => update(problem('sum'), contentOf(problem('sum').spec, { retitled: true }), by)],
    [
      4,
      3,
      async () => {
        for (const spec of termProblems.slice(9)) await create(spec, assistant);
      },
    ],
    [
      5,
      2,
      async () => {
        const p = problem('max-subarray');
        await update(p, contentOf(p.spec, { extraCase: true }), assistant);
        await rejudge(p, assistant);
      },
    ],
    [6, 0, async (by) => attachVideo(problem('stairs'), 'editorial-v2', by)],
    [6, 1, async (by) => attachVideo(problem('coins'), 'editorial', by)],
    [
      7,
      2,
      async (by) => {
        const p = problem('coins');
        p.deleted = true;
        await decide(p, { type: 'DeleteProblem', data: { problemId: p.problemId, by, now: now() } });
      },
    ],
    [
      8,
      1,
      async (by) => {
        const p = problem('coins');
        p.deleted = false;
        p.content = contentOf(p.spec);
        await decide(p, { type: 'RestoreProblem', data: { problemId: p.problemId, revision: 0, content: p.content, by, now: now() } });
      },
    ],
    [9, 3, async (by) => rejudge(problem('components'), by)],
    [
      10,
      0,
      async (by) => {
        await decide(problem('stairs'), { type: 'RemoveVideo', data: { problemId: problem('stairs').problemId, by, now: now() } });
      },
    ],
    [
      11,
      4,
      async (by) => {
        await handleCommand(log, streams.user(assistant), userDecider, {
          type: 'ChangeRole',
          data: { userId: assistant, role: 'user', by, now: now() },
        });
      },
    ],
  ];

  const learners: Learner[] = [];
  const joinAt = () => TERM_START.getTime() + random.between(0, 2 * WEEK);
  const joins: [number, () => Promise<string>][] = [
    ...Array.from({ length: TERM_LEARNERS }, (_, i): [number, () => Promise<string>] => [
      joinAt(),
      async () => {
        const { email, password } = termLearner(i + 1);
        const user = await registerAccount(log, {
          userId: random.uuid(),
          firstName: `Learner ${i + 1}`,
          email,
          passwordHash: await passwords.hash(password),
          authProvider: 'local',
          role: 'user',
          now: now(),
        });
        return user.userId;
      },
    ]),
    ...Array.from({ length: TERM_GOOGLE_LEARNERS }, (_, i): [number, () => Promise<string>] => [
      joinAt(),
      async () => {
        const { email, googleId } = termGoogleLearner(i + 1);
        return (
          await registerGoogleAccount(log, {
            userId: random.uuid(),
            identity: { googleId, email, firstName: `Googler ${i + 1}` },
            now: now(),
          })
        ).userId;
      },
    ]),
  ];

  const tests = (p: LiveProblem) => p.content.hiddenTestCases.map((c) => ({ input: c.input, expectedOutput: c.output }));
  /** A program of the kind: a wrong one fails a case of the problem as it is now; a right one is, now and then, one a later case catches. */
  const pickProgram = (p: LiveProblem, language: TermLanguage, kind: ProgramKind): LearnerProgram => {
    const mine = programs.filter((program) => program.problem === p.spec.slug && program.language === language);
    const of = (wanted: ProgramKind) => mine.filter((program) => program.kind === wanted);
    if (kind === 'wrong') return random.pick([...of('wrong'), ...of('fragile').filter((program) => !passes(program, tests(p)))]);
    if (kind === 'accepted' && of('fragile').some((program) => passes(program, tests(p))) && random.chance(0.15)) return of('fragile')[0]!;
    return of(kind)[0]!;
  };

  const submit = async (learner: Learner, p: LiveProblem) => {
    const tries = (learner.tries.get(p.problemId) ?? 0) + 1;
    learner.tries.set(p.problemId, tries);
    const language = random.chance(0.1) ? random.pick(termLanguages) : learner.language;
    const submissionId = random.uuid();
    const difficulty = { easy: 0, medium: 0.15, hard: 0.3 }[p.content.difficulty];
    const accepted = random.chance(Math.min(0.95, learner.skill - difficulty + 0.15 * (tries - 1)));
    const failure = random.next();
    const kind: ProgramKind = accepted
      ? 'accepted'
      : failure < 0.1
        ? 'compile'
        : failure < 0.65
          ? 'wrong'
          : failure < 0.8
            ? 'slow'
            : 'crash';
    const code = pickProgram(p, language, kind).code;
    const cases = p.content.hiddenTestCases.length;
    const requested = await handleCommand(log, streams.submission(submissionId), submissionDecider, {
      type: 'RequestSubmission',
      data: { submissionId, userId: learner.userId, problemId: p.problemId, language, code, testCasesTotal: cases, now: now() },
    });
    const [request] = requested.newEvents;
    if (request?.type !== 'SubmissionRequested') throw new Error(`submission ${submissionId} was not requested`);
    await judgeRequestedSubmission(
      { store: log, judge, clock: clock.now, log: () => undefined, worker: 'judge-1', maxAttempts: 3 },
      request.data,
    );
    if (accepted) p.accepted.push({ submissionId, userId: learner.userId, language });
  };

  // Each week: the admins' actions and the learners' submissions, in the order of their times.
  for (let week = 0; week < TERM_WEEKS; week++) {
    const weekStart = TERM_START.getTime() + week * WEEK;
    const events: [number, () => Promise<unknown>][] = [];
    for (const [w, day, action] of schedule) if (w === week) events.push([weekStart + day * DAY + 3600_000, () => action(admin)]);
    for (const [time, join] of joins) {
      if (time < weekStart || time >= weekStart + WEEK) continue;
      events.push([
        time,
        async () =>
          learners.push({ userId: await join(), skill: 0.3 + random.next() * 0.6, language: random.pick(termLanguages), tries: new Map() }),
      ]);
    }
    if (week === 4)
      for (const n of [3, 7])
        events.push([
          weekStart + 2 * DAY,
          async () => {
            const { email } = termLearner(n);
            const user = (await findUserByEmail(log, email))!;
            await linkGoogleAccount(log, {
              userId: user.userId,
              identity: { googleId: `google-sub-linked-${n}`, email, firstName: `Learner ${n}` },
              passwordConfirmed: true,
              now: now(),
            });
          },
        ]);
    for (let slot = 0; slot < 220; slot++) {
      events.push([
        weekStart + random.between(0, WEEK - 1),
        async () => {
          const open = problems.filter((p) => !p.deleted);
          if (learners.length === 0 || open.length === 0) return;
          const learner = random.pick(learners);
          const unsolved = open.filter((p) => !p.accepted.some((a) => a.userId === learner.userId));
          await submit(learner, unsolved.length > 0 && random.chance(0.9) ? random.pick(unsolved) : random.pick(open));
        },
      ]);
    }
    events.sort((a, b) => a[0] - b[0]);
    for (const [time, happen] of events) {
      clock.moveTo(new Date(time));
      await happen();
    }
  }
}
