/**
 * The interactive figure of `npm run bench:judge` (issue 31): what one exchange between a program
 * and its interactor costs when the judge runs them (two sandboxes, FIFOs the judge relays and
 * transcribes) against the same two binaries joined by a bare pipe. Run alone:
 * `node judge/dist/bench/interactiveBench.js [exchanges]`.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runInteractive } from '../checking/interactive';
import { kattisAccepts } from '../checking/checkerVerdict';
import { smallLimits, type SandboxJob } from '../sandbox/command';
import { openOwnHost } from '../sandbox/ownHost';

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
    `"$1" "$2" "$2" "$3" <"$4" | "$5" >"$4"; [ "\${PIPESTATUS[0]}" -eq ${kattisAccepts} ]`,
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
  const own = await openOwnHost('interactive-bench', 54_000);
  try {
    const bin = path.join(own.root, 'bin');
    await fs.mkdir(bin, { mode: 0o755 });
    await compile(bin, 'interactor', interactor);
    await compile(bin, 'program', program);
    const work = path.join(own.root, 'work');
    await fs.mkdir(work, { mode: 0o711 });
    const job = (name: string): Omit<SandboxJob, 'stdin'> => ({
      uid: own.uidBase + 1,
      command: [`/box/${name}`],
      mounts: [{ source: bin, target: '/box' }],
      cwd: '/box',
      stdoutBytes: 64 * 1024 * 1024,
      stderrBytes: 8 * 1024,
      limits: smallLimits({ cpuSeconds: 30, wallSeconds: 60, memoryBytes: 256 * 1024 * 1024, processes: 8 }),
    });
    const judged = async (count: number) => {
      const started = process.hrtime.bigint();
      const outcome = await runInteractive({
        host: own.host,
        workDir: work,
        program: job('program'),
        interactor: job('interactor'),
        input: `${count}\n`,
        answer: '',
        transcriptBytes: 64 * 1024,
      });
      if (outcome.interactor.exitCode !== kattisAccepts)
        throw new Error(`the interactor did not accept: ${JSON.stringify(outcome.interactor.exitCode)}`);
      return Number(process.hrtime.bigint() - started) / 1e9;
    };
    const bareOf = async (count: number) => {
      const input = path.join(bin, 'input');
      await fs.writeFile(input, `${count}\n`, { mode: 0o644 });
      return bare(bin, input);
    };
    // Best of three, with one exchange and with many: the difference is what the exchanges cost, the start aside.
    const best = async (measure: (count: number) => Promise<number>, count: number) =>
      Math.min(await measure(count), await measure(count), await measure(count));
    const perExchange = async (measure: (count: number) => Promise<number>) => {
      const one = await best(measure, 1);
      const many = await best(measure, exchanges);
      return { start: one, micros: ((many - one) / (exchanges - 1)) * 1e6 };
    };
    const pipe = await perExchange(bareOf);
    const sandboxed = await perExchange(judged);
    print(
      'interactive: bare pipe',
      `${pipe.micros.toFixed(1)} us an exchange (${exchanges} exchanges, one-exchange run ${pipe.start.toFixed(3)} s)`,
    );
    print(
      'interactive: judged',
      `${sandboxed.micros.toFixed(1)} us an exchange (two sandboxes, relayed and transcribed; one-exchange run ${sandboxed.start.toFixed(3)} s)`,
    );
    print(
      'interactive: per-exchange cost over a bare pipe',
      `${(sandboxed.micros - pipe.micros).toFixed(1)} us (judged/bare = ${(sandboxed.micros / pipe.micros).toFixed(2)})`,
    );
  } finally {
    await own.close();
  }
}

if (require.main === module) {
  const exchanges = Number(process.argv[2] ?? 20_000);
  interactiveFigures((figure, value) => process.stdout.write(`${figure}: ${value}\n`), exchanges).catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  });
}
