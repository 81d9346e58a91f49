import { promises as fs } from 'node:fs';
import path from 'node:path';
import { HostFaultError, type Limits } from '../api';
import { caseJob } from '../runCase';
import type { SandboxJob } from '../sandbox/command';
import type { SandboxSeries } from '../sandbox/readySandboxes';
import type { SandboxHost } from '../sandbox/sandbox';
import type { Toolchain } from '../toolchain';
import { checkerOutcome, type CheckerProtocol } from './checkerVerdict';
import { feedbackDirBytes } from './feedbackDir';
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
 * The checker's command line inside its sandbox, around the checker's own command (`"$@"`). The
 * case's files are at /data, read-only; the checker's stdout is not read. Kattis' feedback dir is
 * the sandbox's own /tmp: empty at each case's start, a tmpfs of the feedback dir's size, so what
 * the checker writes there is bounded and no one else sees it; judgemessage.txt comes back on
 * stdout once the checker ends.
 */
const wrappers: Record<CheckerProtocol, string> = {
  kattis:
    '"$@" /data/input /data/answer /tmp/ </data/output >/dev/null; status=$?; ' +
    `[ ! -f /tmp/judgemessage.txt ] || head -c ${judgeMessageBytes} /tmp/judgemessage.txt; exit $status`,
  testlib: 'exec "$@" /data/input /data/output /data/answer </dev/null >/dev/null',
};

/**
 * The checks of one job's cases by the problem's checker, each in a sandbox on the case's slot
 * (as the slot's uid, with `checkerLimits`): like the program's, the job's checker runs on a slot
 * one case after another in one sandbox (see readySandboxes), so a case costs the checker's start,
 * not a sandbox's. A slot's cases have a directory root makes for this job and slot alone, bound
 * read-only at /data: each case's input, answer, then the program's output, the slot uid's and
 * readable by it alone, removed once the case is judged; the program's sandbox never holds any of
 * them. `end` ends the sandboxes and removes the directories.
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
  const dirs = new Map<number, Promise<string>>();
  const dirOf = (slot: number) => {
    let dir = dirs.get(slot);
    if (!dir) {
      dir = slotDir(options.workDir);
      dirs.set(slot, dir);
    }
    return dir;
  };
  return {
    caseCheck(slot, test, more) {
      const uid = options.uidOf(slot);
      // Written while the program runs.
      const files = dirOf(slot).then(async (dir) => {
        await Promise.all([caseFile(dir, 'input', test.input, uid), caseFile(dir, 'answer', test.expectedOutput, uid)]);
        return dir;
      });
      files.catch(() => undefined);
      return {
        async check(output) {
          const dir = await files;
          await caseFile(dir, 'output', output.bytes, uid);
          const outcome = await options.sandboxes.run(slot, { ...checkerJob(host, uid, checker, dir), stdin: '' }, more);
          // The host's doing, never the checker's: no verdict (the judge call fails, to be tried again).
          if (outcome.failure) throw new HostFaultError(`the checker could not run: ${outcome.failure}`);
          return checkerOutcome(checker.protocol, {
            ...outcome,
            judgeMessage: checker.protocol === 'kattis' ? outcome.stdout.subarray(0, judgeMessageBytes).toString('utf8') : '',
            stderr: outcome.stderr.toString('utf8'),
          });
        },
        async end() {
          await files.catch(() => undefined);
          const dir = await dirOf(slot).catch(() => null);
          if (dir) await Promise.all(caseFiles.map((name) => fs.rm(path.join(dir, name), { force: true })));
        },
      };
    },
    async end() {
      await options.sandboxes.end();
      for (const dir of dirs.values()) {
        const made = await dir.catch(() => null);
        if (made) await fs.rm(made, { recursive: true, force: true });
      }
    },
  };
}

const caseFiles = ['input', 'answer', 'output'] as const;

/** A new directory for a slot's cases, which the slot's uid may pass through (bwrap opens the mount's source as that uid), not list. */
async function slotDir(workDir: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(workDir, `${process.pid}-check-`));
  await fs.chmod(dir, 0o711);
  return dir;
}

/** The checker's sandbox job: its built program at /box as a program's is run, the case's directory at /data. */
function checkerJob(host: SandboxHost, uid: number, checker: BuiltChecker, dir: string): Omit<SandboxJob, 'stdin'> {
  const job = caseJob({ host, uid, toolchain: checker.toolchain, programDir: checker.dir, limits: checkerLimits });
  return {
    ...job,
    command: ['/bin/sh', '-c', wrappers[checker.protocol], 'checker', ...job.command],
    mounts: [...job.mounts, { source: dir, target: '/data' }],
    stdoutBytes: judgeMessageBytes + 1,
    stderrBytes: checkerStderrBytes,
    limits: {
      ...job.limits,
      // The wrapping shell, and head after the checker.
      processes: job.limits.processes + 1,
      fileBytes: feedbackDirBytes,
      tmpBytes: feedbackDirBytes,
    },
  };
}

/** A new file of the case's, the slot uid's and readable by it alone (bound read-only besides). */
async function caseFile(dir: string, name: (typeof caseFiles)[number], content: string | Buffer, uid: number): Promise<void> {
  const file = path.join(dir, name);
  await fs.writeFile(file, content, { mode: 0o400, flag: 'wx' });
  await fs.chown(file, uid, uid);
}
