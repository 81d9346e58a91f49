import { chownSync, promises as fs, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HostFaultError, type Limits } from '../api';
import { caseJob } from '../runCase';
import type { SandboxJob } from '../sandbox/command';
import type { SandboxSeries } from '../sandbox/readySandboxes';
import type { SandboxHost } from '../sandbox/sandbox';
import type { Toolchain } from '../toolchain';
import { checkerOutcome, type CheckerProtocol } from './checkerVerdict';
import { feedbackDirBytes, mountFeedbackDir, takeJudgeMessage } from './feedbackDir';
import { judgeMessageBytes } from './interactive';
import type { CaseChecks } from './outputCheck';

/** A problem's checker, built: its directory (the job's hold on it), its toolchain and the interface it speaks. */
export interface BuiltChecker {
  readonly dir: string;
  readonly toolchain: Toolchain & { available: true };
  readonly protocol: CheckerProtocol;
}

/** A checker's own limits, whatever the problem's: ample for reading a case, small beside a runaway. */
export const checkerLimits: Limits = { cpuSeconds: 10, memoryKb: 512 * 1024, processes: 8, outputBytes: judgeMessageBytes };

/** How much of a checker's stderr (testlib's message) is kept. */
const checkerStderrBytes = 16 * 1024;

/**
 * The checker's arguments after its own command, by its interface. The case's files are at /data,
 * read-only. A Kattis validator reads the program's output on stdin and may write its feedback dir,
 * /feedback: a tmpfs of the judge's for this slot alone (bounded in bytes and files), emptied after
 * each case, whose judgemessage.txt the judge reads itself. A testlib checker reads the output
 * from a file; its stdin is empty. Either way its stdout is not read.
 */
const argumentsOf: Record<CheckerProtocol, readonly string[]> = {
  kattis: ['/data/input', '/data/answer', '/feedback/'],
  testlib: ['/data/input', '/data/output', '/data/answer'],
};

/**
 * The checks of one job's cases by the problem's checker, each in a sandbox on the case's slot
 * (as the slot's uid, with `checkerLimits`): like the program's, the job's checker runs on a slot
 * one case after another in one sandbox (see readySandboxes), so a case costs the checker's start,
 * not a sandbox's. A slot's cases have a directory root makes for this job and slot alone, bound
 * read-only at /data: each case's input and answer (and for testlib the program's output), the
 * slot uid's and readable by it alone, removed once the case is judged; and, for Kattis, a
 * feedback dir of its own. The program's sandbox never holds any of them. `end` ends the
 * sandboxes and removes the directories.
 */
export function checkerChecks(options: {
  readonly host: SandboxHost;
  readonly checker: BuiltChecker;
  /** A directory of root's that the slot uids may pass through, where the slots' directories are made. */
  readonly workDir: string;
  /** The sandboxes of this job's checker (a series of its own, beside the program's). */
  readonly sandboxes: SandboxSeries;
  readonly uidOf: (slot: number) => number;
}): CaseChecks {
  const { host, checker } = options;
  const dirs = new Map<number, Promise<SlotDirs>>();
  const dirOf = (slot: number) => {
    let dir = dirs.get(slot);
    if (!dir) {
      dir = slotDirs(options.workDir, checker.protocol === 'kattis' ? options.uidOf(slot) : null);
      dirs.set(slot, dir);
    }
    return dir;
  };
  return {
    caseCheck(slot, test, more) {
      const uid = options.uidOf(slot);
      // Written while the program runs.
      const files = dirOf(slot).then(async (dirs) => {
        await Promise.all([caseFile(dirs.data, 'input', test.input, uid), caseFile(dirs.data, 'answer', test.expectedOutput, uid)]);
        return dirs;
      });
      files.catch(() => undefined);
      return {
        async check(output) {
          const { data, feedback } = await files;
          if (checker.protocol === 'testlib') await caseFile(data, 'output', output.bytes, uid);
          const stdin = checker.protocol === 'kattis' ? output.bytes : '';
          const outcome = await options.sandboxes.run(slot, { ...checkerJob(host, uid, checker, data, feedback), stdin }, more);
          // The host's doing, never the checker's: no verdict (the judge call fails, to be tried again).
          if (outcome.failure) throw new HostFaultError(`the checker could not run: ${outcome.failure}`);
          const judgeMessage = feedback ? takeJudgeMessage(feedback.dir, judgeMessageBytes) : '';
          return checkerOutcome(checker.protocol, { ...outcome, judgeMessage, stderr: outcome.stderr.toString('utf8') });
        },
        async end() {
          await files.catch(() => undefined);
          const made = await dirOf(slot).catch(() => null);
          // At once: three unlinks cost less than three trips through the thread pool, on every case.
          if (made) for (const name of caseFiles) rmSync(path.join(made.data, name), { force: true });
        },
      };
    },
    async end() {
      await options.sandboxes.end();
      for (const dir of dirs.values()) {
        const made = await dir.catch(() => null);
        if (!made) continue;
        await made.feedback?.release();
        await fs.rm(made.root, { recursive: true, force: true });
      }
    },
  };
}

const caseFiles = ['input', 'answer', 'output'] as const;

/** A slot's directories: the case's files, and a Kattis validator's feedback dir (a tmpfs, see feedbackDir.ts). */
interface SlotDirs {
  readonly root: string;
  readonly data: string;
  readonly feedback: { readonly dir: string; release(): Promise<void> } | null;
}

/**
 * New directories for a slot's cases, which the slot's uid may pass through (bwrap opens the
 * mounts' sources as that uid), not list; with a feedback dir for `feedbackUid` when it is given.
 */
async function slotDirs(workDir: string, feedbackUid: number | null): Promise<SlotDirs> {
  const root = await fs.mkdtemp(path.join(workDir, `${process.pid}-check-`));
  await fs.chmod(root, 0o711);
  const data = path.join(root, 'data');
  await fs.mkdir(data, { mode: 0o711 });
  if (feedbackUid === null) return { root, data, feedback: null };
  const dir = path.join(root, 'feedback');
  const mounted = await mountFeedbackDir(dir, feedbackUid);
  return { root, data, feedback: { dir, release: () => mounted.release() } };
}

/** The checker's sandbox job: its built program at /box as a program's is run, the case's directory at /data, the feedback dir at /feedback. */
function checkerJob(
  host: SandboxHost,
  uid: number,
  checker: BuiltChecker,
  data: string,
  feedback: SlotDirs['feedback'],
): Omit<SandboxJob, 'stdin'> {
  const job = caseJob({ host, uid, toolchain: checker.toolchain, programDir: checker.dir, limits: checkerLimits });
  return {
    ...job,
    command: [...job.command, ...argumentsOf[checker.protocol]],
    mounts: [
      ...job.mounts,
      { source: data, target: '/data' },
      ...(feedback ? [{ source: feedback.dir, target: '/feedback', writable: true }] : []),
    ],
    stdoutBytes: 1024,
    stderrBytes: checkerStderrBytes,
    limits: { ...job.limits, fileBytes: feedbackDirBytes, tmpBytes: feedbackDirBytes },
  };
}

/** Files up to this size are written at once: a few system calls, where each through the thread pool costs more. */
const writtenAtOnceBytes = 64 * 1024;

/** A new file of the case's, the slot uid's and readable by it alone (bound read-only besides). */
async function caseFile(dir: string, name: (typeof caseFiles)[number], content: string | Buffer, uid: number): Promise<void> {
  const file = path.join(dir, name);
  if (content.length <= writtenAtOnceBytes) {
    writeFileSync(file, content, { mode: 0o400, flag: 'wx' });
    chownSync(file, uid, uid);
    return;
  }
  await fs.writeFile(file, content, { mode: 0o400, flag: 'wx' });
  await fs.chown(file, uid, uid);
}
