import { promises as fs } from 'node:fs';
import path from 'node:path';
import { smallLimits, type SandboxJob } from '../sandbox/command';
import { openOwnHost, type OwnHost } from '../sandbox/ownHost';
import { runInteractive, type InteractiveOutcome } from './interactive';

let own: OwnHost;
let work: string;

beforeAll(async () => {
  own = await openOwnHost('interactive', 52_000);
  work = path.join(own.root, 'work');
  await fs.mkdir(work, { mode: 0o711 });
}, 60_000);
afterAll(() => own.close());

/** A directory holding one JavaScript program, as a built program's directory is. */
async function jsProgram(name: string, source: string): Promise<string> {
  const dir = path.join(own.root, name);
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  await fs.writeFile(path.join(dir, 'main.js'), source, { mode: 0o644 });
  return dir;
}

function job(dir: string, uid: number, limits: Partial<SandboxJob['limits']> = {}): Omit<SandboxJob, 'stdin'> {
  return {
    uid,
    command: ['/usr/bin/node', 'main.js'],
    mounts: [{ source: dir, target: '/box' }],
    cwd: '/box',
    stdoutBytes: 1024 * 1024,
    stderrBytes: 8 * 1024,
    limits: smallLimits({
      cpuSeconds: 5,
      wallSeconds: 6,
      memoryBytes: 512 * 1024 * 1024,
      processes: 64,
      tmpBytes: 16 * 1024 * 1024,
      ...limits,
    }),
  };
}

/** Guess the number in [1, 1000] from the input file, at most `max` guesses (from the answer file). */
const guessInteractor = `
const fs = require('fs');
const [input, answer, feedback] = process.argv.slice(2);
const secret = Number(fs.readFileSync(input, 'utf8'));
const max = Number(fs.readFileSync(answer, 'utf8'));
const say = (message, code) => { fs.writeFileSync(feedback + '/judgemessage.txt', message); process.exit(code); };
let asked = 0;
const lines = require('readline').createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const guess = Number(line);
  if (!Number.isInteger(guess)) say('not a number: ' + line, 43);
  if (++asked > max) say('more than ' + max + ' guesses', 43);
  if (guess === secret) { console.log('correct'); say('found in ' + asked, 42); }
  console.log(guess < secret ? 'higher' : 'lower');
});
lines.on('close', () => say('the program stopped before finding it', 43));
`;

const bisect = (start = 1) => `
let lo = 1, hi = 1000, guess;
const ask = () => { guess = ${start === 1 ? '(lo + hi) >> 1' : 'lo'}; console.log(guess); };
const lines = require('readline').createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'correct') process.exit(0);
  if (line === 'higher') lo = guess + 1; else hi = guess - 1;
  ask();
});
ask();
`;

async function interact(
  programSource: string,
  options: {
    secret?: number;
    max?: number;
    interactor?: string;
    limits?: Partial<SandboxJob['limits']>;
    interactorLimits?: Partial<SandboxJob['limits']>;
  } = {},
): Promise<InteractiveOutcome> {
  const program = await jsProgram(`p-${Math.random().toString(36).slice(2)}`, programSource);
  const interactor = await jsProgram(`i-${Math.random().toString(36).slice(2)}`, options.interactor ?? guessInteractor);
  return runInteractive({
    host: own.host,
    workDir: work,
    program: job(program, own.uidBase + 1, options.limits),
    interactor: job(interactor, own.uidBase + 1, { wallSeconds: 8, ...options.interactorLimits }),
    input: `${options.secret ?? 777}\n`,
    answer: `${options.max ?? 20}\n`,
    transcriptBytes: 64 * 1024,
  });
}

describe('a program beside its interactor (the Kattis interactive interface)', () => {
  it('talks with it through the judge, which keeps the transcript; the interactor accepts', async () => {
    const outcome = await interact(bisect());
    expect(outcome.interactor.exitCode).toBe(42);
    expect(outcome.program).toMatchObject({ exitCode: 0, timedOut: false, outputExceeded: false, failure: null });
    expect(outcome.judgeMessage).toMatch(/^found in \d+$/);
    expect(outcome.transcript[0]).toEqual({ from: 'program', text: '500' });
    expect(outcome.transcript[1]).toEqual({ from: 'interactor', text: 'higher' });
    expect(outcome.transcript.at(-1)).toEqual({ from: 'interactor', text: 'correct' });
    expect(outcome.transcript.map((l) => l.from)).toEqual(outcome.transcript.map((_, i) => (i % 2 === 0 ? 'program' : 'interactor')));
    expect(outcome.program.cpuSeconds).toBeGreaterThan(0);
  }, 60_000);

  it('lets the interactor reject first: too many questions', async () => {
    const outcome = await interact(bisect(0), { secret: 999, max: 5 });
    expect(outcome.interactor.exitCode).toBe(43);
    expect(outcome.first).toBe('interactor');
    // Told by the moments the two sandboxes reaped them, not by the order their reports came back in.
    expect(outcome.interactor.endedNs! < outcome.program.endedNs!).toBe(true);
    expect(outcome.judgeMessage).toBe('more than 5 guesses');
    expect(outcome.transcript.filter((l) => l.from === 'program')).toHaveLength(6);
  }, 60_000);

  it('tells the interactor when the program has ended: end of file, then its verdict', async () => {
    const outcome = await interact('process.exit(0);');
    expect(outcome.first).toBe('program');
    expect(outcome.program.endedNs! < outcome.interactor.endedNs!).toBe(true);
    expect(outcome.interactor.exitCode).toBe(43);
    expect(outcome.judgeMessage).toBe('the program stopped before finding it');
    expect(outcome.transcript).toEqual([]);
  }, 60_000);

  it('stops a program that waits for an answer that never comes at its wall clock', async () => {
    const silent = `process.stdin.resume(); setInterval(() => {}, 1000);`;
    const outcome = await interact('setInterval(() => {}, 1000); console.log(1);', {
      interactor: silent,
      limits: { wallSeconds: 1 },
      interactorLimits: { wallSeconds: 2 },
    });
    expect(outcome.program.timedOut).toBe(true);
    expect(outcome.first).toBe('program');
    expect(outcome.interactor.timedOut).toBe(true);
  }, 60_000);

  it('ends a program that floods the interactor at its output limit', async () => {
    const flood = `const line = 'x'.repeat(1 << 16) + '\\n'; const go = () => { while (process.stdout.write(line)); process.stdout.once('drain', go); }; go();`;
    const reader = `process.stdin.on('data', () => {}); process.stdin.on('end', () => process.exit(43));`;
    const outcome = await interact(flood, { interactor: reader });
    expect(outcome.program.outputExceeded).toBe(true);
    expect(outcome.interactor.exitCode).toBe(43);
    expect(outcome.transcriptTruncated).toBe(true);
  }, 60_000);

  it('holds a program that writes to an interactor that does not read, and one that never reads, to their wall clock', async () => {
    const writer = `const line = 'y'.repeat(4096) + '\\n'; setInterval(() => process.stdout.write(line), 0);`;
    const deaf = `setInterval(() => {}, 1000);`;
    const flooded = await interact(writer, { interactor: deaf, limits: { wallSeconds: 1 }, interactorLimits: { wallSeconds: 2 } });
    expect(flooded.program.timedOut).toBe(true);
    expect(flooded.program.outputExceeded).toBe(false);
    const talker = `const line = 'z'.repeat(4096) + '\\n'; setInterval(() => process.stdout.write(line), 0);`;
    const unheard = await interact(deaf, { interactor: talker, limits: { wallSeconds: 1 }, interactorLimits: { wallSeconds: 2 } });
    expect(unheard.program.timedOut).toBe(true);
    expect(unheard.interactor.timedOut).toBe(true);
  }, 60_000);

  it('tells the interactor of a program that closes its output at once', async () => {
    // It lives on after closing its output: the interactor hears the end of file (after a grace) and rejects first.
    const outcome = await interact(`require('fs').closeSync(1); setTimeout(() => {}, 4000);`);
    expect(outcome.interactor.exitCode).toBe(43);
    expect(outcome.first).toBe('interactor');
    expect(outcome.judgeMessage).toBe('the program stopped before finding it');
  }, 60_000);

  it('stops an interactor that never exits at its own wall clock', async () => {
    const outcome = await interact(bisect(), { interactor: 'setInterval(() => {}, 1000);', interactorLimits: { wallSeconds: 1 } });
    expect(outcome.interactor.timedOut).toBe(true);
    expect(outcome.interactor.exitCode).not.toBe(42);
  }, 60_000);

  it('keeps the input, the answer and the feedback dir from the program', async () => {
    const snoop = `
      const fs = require('fs');
      const seen = ['/data/input', '/data/answer', '/feedback', '/io'].map((p) => { try { return p + ':' + fs.readdirSync(p).join(','); } catch { try { fs.readFileSync(p); return p + ':read'; } catch (e) { return p + ':' + e.code; } } });
      console.log(seen.join(' '));
    `;
    const echo = `const fs = require('fs'); const lines = require('readline').createInterface({ input: process.stdin }); lines.on('line', (l) => { fs.writeFileSync(process.argv[4] + '/judgemessage.txt', l); process.exit(43); });`;
    const outcome = await interact(snoop, { interactor: echo });
    expect(outcome.judgeMessage).toBe('/data/input:ENOENT /data/answer:ENOENT /feedback:ENOENT /io:in,out');
  }, 60_000);
});

describe("the interactor's feedback dir", () => {
  it('holds a megabyte and a few files, whatever the interactor writes there', async () => {
    const filler = `
      const fs = require('fs');
      const dir = process.argv[4];
      let bytes = 0, files = 0;
      try { for (let i = 0; i < 64; i++) { fs.appendFileSync(dir + '/big', Buffer.alloc(1 << 20)); bytes += 1 << 20; } } catch (e) { bytes = e.code + ' after ' + bytes; }
      try { for (let i = 0; i < 10000; i++) { fs.writeFileSync(dir + '/f' + i, ''); files++; } } catch (e) { files = e.code + ' after ' + files; }
      fs.rmSync(dir + '/big');
      fs.writeFileSync(dir + '/judgemessage.txt', bytes + '; ' + files);
      process.exit(43);
    `;
    const outcome = await interact('process.exit(0);', { interactor: filler });
    expect(outcome.interactor.exitCode).toBe(43);
    const [, bytes, files] = /^(?:EFBIG|ENOSPC) after (\d+); ENOSPC after (\d+)$/.exec(outcome.judgeMessage) ?? [];
    expect(Number(bytes)).toBeLessThanOrEqual(1024 * 1024);
    expect(Number(files)).toBeLessThan(64);
  }, 60_000);
});
