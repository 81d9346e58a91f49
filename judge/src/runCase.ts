import { HostFaultError, type Limits, type ProgramRole, type TestCase, type TestResult } from './api';
import { expand } from './languages';
import type { SandboxJob } from './sandbox/command';
import { runSandboxed, type SandboxHost, type SandboxOutcome } from './sandbox/sandbox';
import { resolveCommand, type Toolchain } from './toolchain';
import type { Stdin } from './testInputs';
import type { CaseCheck } from './checking/outputCheck';
import { checkedVerdict, inputValidatorVerdict, programVerdict } from './verdict';

/** stderr kept per test: enough for a stack trace's head. */
export const stderrBytes = 8 * 1024;
/** bwrap (outside the pid namespace) and the sandbox's pid 1 (the run helper's init, or the sh stub) count in the run's pids beside the program. */
const sandboxProcesses = 2;
/** The smallest stack limit, whatever the memory limit (the runtimes start threads with it). */
const minStackBytes = 8 * 1024 * 1024;

/** Runs the built program on one test in the sandbox and judges what it did. */
export async function runCase(options: {
  readonly host: SandboxHost;
  readonly uid: number;
  readonly toolchain: Toolchain & { available: true };
  readonly programDir: string;
  readonly test: TestCase;
  /** The test's input as the sandbox takes it (inline, or a file written beforehand). */
  readonly stdin: Stdin;
  readonly index: number;
  readonly limits: Limits;
  /** Starts the check of this case's output, the problem's way (called before the program runs). */
  readonly check: () => CaseCheck;
  /** Runs the sandbox (default: one started for this run alone; the judge's come started ahead). */
  readonly sandbox?: (job: SandboxJob) => Promise<SandboxOutcome>;
  /** An input validator's case is judged by its exit code alone (inputValidatorVerdict). Default `solution`. */
  readonly role?: ProgramRole;
}): Promise<TestResult> {
  const { host, toolchain, limits } = options;
  const { language } = toolchain;
  const sandbox = options.sandbox ?? ((job: SandboxJob) => runSandboxed(host, job));
  const check = options.check();
  try {
    const outcome = await sandbox({ ...caseJob(options), stdin: options.stdin });
    // The host's doing, never the program's: no verdict (the judge call fails, to be tried again).
    if (outcome.failure) throw new HostFaultError(`test ${options.index} could not run: ${outcome.failure}`);
    const stdout = outcome.stdout.toString('utf8');
    const stderr = outcome.stderr.toString('utf8');
    const context = { cpuLimitSeconds: limits.cpuSeconds, outOfMemory: language.outOfMemory };
    const verdict =
      options.role === 'inputValidator'
        ? inputValidatorVerdict({ ...outcome, stdout, stderr }, context)
        : (programVerdict({ ...outcome, stderr }, context) ?? checkedVerdict(await check.check({ text: stdout, bytes: outcome.stdout })));
    return {
      index: options.index,
      ...verdict,
      time: Math.round(outcome.cpuSeconds * 1000) / 1000,
      memory: outcome.peakKb,
      stdout,
      stderr,
    };
  } finally {
    await check.end();
  }
}

/**
 * The sandbox job that runs the built program on one case (its input aside): the program's own
 * command, its directory read-only at /box, and the case's limits with the runtime's allowances.
 */
export function caseJob(options: {
  readonly host: SandboxHost;
  readonly uid: number;
  readonly toolchain: Toolchain & { available: true };
  readonly programDir: string;
  readonly limits: Limits;
}): Omit<SandboxJob, 'stdin'> {
  const { host, toolchain, limits } = options;
  const { language } = toolchain;
  const memoryBytes = limits.memoryKb * 1024;
  // The OS stack may use all the memory the test has: deep recursion is normal in solutions.
  const stackBytes = Math.max(minStackBytes, memoryBytes);
  const values = {
    memoryMb: Math.max(1, Math.floor(limits.memoryKb / 1024)),
    // V8 checks its own stack against this; a little under the OS limit so it throws first.
    stackKb: Math.floor(Math.min(stackBytes, 1024 * 1024 * 1024) / 1024) - 1024,
  };
  return {
    uid: options.uid,
    command: resolveCommand(toolchain.paths, expand(language.run, values)),
    mounts: [{ source: options.programDir, target: '/box' }],
    cwd: '/box',
    stdoutBytes: limits.outputBytes,
    stderrBytes,
    limits: {
      cpuSeconds: limits.cpuSeconds,
      // Sleeping or blocking costs no CPU: the wall clock ends such a run.
      wallSeconds: wallSecondsFor(limits.cpuSeconds),
      memoryBytes: memoryBytes + language.runtimeMemoryMb * 1024 * 1024,
      processes: limits.processes + language.runtimeProcesses + sandboxProcesses,
      fileBytes: limits.outputBytes,
      stackBytes,
      // Without a cgroup, only C++ can be held to its memory by address space (runtimes reserve far more than they use).
      addressSpaceBytes: host.cgroups || language.id !== 'cpp' ? undefined : memoryBytes + 64 * 1024 * 1024,
      tmpBytes: Math.min(memoryBytes, 64 * 1024 * 1024),
    },
  };
}

/**
 * A run's wall-clock limit. A slot is a core of its own, so a program gets its CPU time within
 * about that much wall time; a second more covers the sandbox's start and the runtime's. A
 * program that sleeps or blocks holds its slot no longer than this.
 */
export function wallSecondsFor(cpuSeconds: number): number {
  return cpuSeconds + 1;
}
