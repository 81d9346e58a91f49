/**
 * The interactive figure of `npm run bench:judge` (issue 31): what one exchange between a program
 * and its interactor costs when the judge runs them (two sandboxes, FIFOs the judge relays and
 * transcribes) against the same two binaries joined by a bare pipe. Run alone:
 * `node judge/dist/bench/interactiveBench.js [exchanges]`.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runInteractive } from '../checking/interactive';
import { interactorAccepts } from '../checking/interactiveVerdict';
import type { SandboxJob } from '../sandbox/command';
import { prepareHost } from '../sandbox/host';
import { claimUidBlock } from '../sandbox/uidBlock';

const execFileAsync = promisify(execFile);

type Print = (figure: string, value: string) => void;

/** Says 0..n-1 one line at a time, each answered with its successor; accepts when every answer is right. */
const interactor = `#include <cstdio>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = fopen(argv[1], "r");
  long n = 0;
  if (!in || fscanf(in, "%ld", &n) != 1) return 1;
  for (long i = 0; i < n; i++) {
    printf("%ld\\n", i);
    fflush(stdout);
    long got;
    if (scanf("%ld", &got) != 1 || got != i + 1) return 43;
  }
  return 42;
}
`;

/** Answers each number with its successor until the end of its input. */
const program = `#include <cstdio>
int main() {
  long i;
  while (scanf("%ld", &i) == 1) {
    printf("%ld\\n", i + 1);
    fflush(stdout);
  }
}
`;

async function compile(dir: string, name: string, source: string): Promise<string> {
  await fs.writeFile(path.join(dir, `${name}.cpp`), source);
  await execFileAsync('g++', ['-O2', '-o', path.join(dir, name), path.join(dir, `${name}.cpp`)]);
  return path.join(dir, name);
}

/** Seconds the two binaries take joined by a bare pipe and FIFO (a shell pipeline): no sandbox, no relay. */
async function bare(dir: string, input: string): Promise<number> {
  const fifo = path.join(dir, 'answers');
  await fs.rm(fifo, { force: true });
  await execFileAsync('mkfifo', [fifo]);
  const started = process.hrtime.bigint();
  // Fails unless the interactor accepted: every exchange was made.
  await execFileAsync('/bin/bash', [
    '-c',
    `"$1" "$2" "$2" "$3" <"$4" | "$5" >"$4"; [ "\${PIPESTATUS[0]}" -eq ${interactorAccepts} ]`,
    'bash',
    path.join(dir, 'interactor'),
    input,
    dir,
    fifo,
    path.join(dir, 'program'),
  ]);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function interactiveFigures(print: Print, exchanges = 20_000): Promise<void> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-interactive-bench-'));
  const claims = path.join(root, 'uids');
  const uids = await claimUidBlock(claims, 54_000);
  try {
    await fs.chmod(root, 0o755);
    const bin = path.join(root, 'bin');
    await fs.mkdir(bin, { mode: 0o755 });
    await compile(bin, 'interactor', interactor);
    await compile(bin, 'program', program);
    const input = path.join(bin, 'input');
    await fs.writeFile(input, `${exchanges}\n`, { mode: 0o644 });
    const work = path.join(root, 'work');
    await fs.mkdir(work, { mode: 0o711 });
    const prepared = await prepareHost({
      extraMounts: [],
      probeDir: root,
      probeUid: uids.base,
      seccompFile: path.join(root, 'seccomp.bpf'),
      cgroupName: `forge-interactive-bench-${process.pid}`,
      log: () => undefined,
    });
    if (!prepared.host) throw new Error(prepared.reason);
    const host = prepared.host;
    const job = (name: string): Omit<SandboxJob, 'stdin'> => ({
      uid: uids.base + 1,
      command: [`/box/${name}`],
      mounts: [{ source: bin, target: '/box' }],
      cwd: '/box',
      stdoutBytes: 64 * 1024 * 1024,
      stderrBytes: 8 * 1024,
      limits: {
        cpuSeconds: 30,
        wallSeconds: 60,
        memoryBytes: 256 * 1024 * 1024,
        processes: 8,
        fileBytes: 1024 * 1024,
        stackBytes: 8 * 1024 * 1024,
        tmpBytes: 1024 * 1024,
      },
    });
    try {
      const bareSeconds = [await bare(bin, input), await bare(bin, input)];
      const judged: number[] = [];
      for (let i = 0; i < 2; i++) {
        const started = process.hrtime.bigint();
        const outcome = await runInteractive({
          host,
          workDir: work,
          program: job('program'),
          interactor: job('interactor'),
          input: `${exchanges}\n`,
          answer: '',
          transcriptBytes: 64 * 1024,
        });
        judged.push(Number(process.hrtime.bigint() - started) / 1e9);
        if (outcome.interactor.exitCode !== interactorAccepts)
          throw new Error(`the interactor did not accept: ${JSON.stringify(outcome.interactor.exitCode)}`);
      }
      const best = (values: number[]) => Math.min(...values);
      const perExchange = (seconds: number) => (seconds / exchanges) * 1e6;
      print(
        'interactive: bare pipe',
        `${exchanges} exchanges in ${best(bareSeconds).toFixed(3)} s = ${perExchange(best(bareSeconds)).toFixed(1)} us an exchange`,
      );
      print(
        'interactive: judged',
        `${exchanges} exchanges in ${best(judged).toFixed(3)} s = ${perExchange(best(judged)).toFixed(1)} us an exchange (two sandboxes, relayed and transcribed, start included)`,
      );
      print(
        'interactive: per-exchange cost over a bare pipe',
        `${(perExchange(best(judged)) - perExchange(best(bareSeconds))).toFixed(1)} us (judged/bare = ${(best(judged) / best(bareSeconds)).toFixed(2)})`,
      );
    } finally {
      await host.close();
    }
  } finally {
    await uids.release();
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const exchanges = Number(process.argv[2] ?? 20_000);
  interactiveFigures((figure, value) => process.stdout.write(`${figure}: ${value}\n`), exchanges).catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  });
}
