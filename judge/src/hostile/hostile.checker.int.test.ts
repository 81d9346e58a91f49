/**
 * Hostile checkers: a problem's checker is a program in the sandbox like the learner's, held to
 * limits of its own (checkerLimits). One that forks, one that fork-bombs, one that fills every
 * place it might write; then the host is checked for anything they left (hostWatch).
 */
import type { OutputValidation } from '@forge/contracts';
import { Status, type JudgeResult } from '../api';
import { checkerLimits } from '../checking/checker';
import { feedbackDirBytes } from '../checking/feedbackDir';
import { hello, marked } from './hostilePrograms';
import { hostileSuite, logTail, type Hostile } from './hostileSuite';
import { expectHostUntouched } from './hostWatch';

const suite = hostileSuite('checker');

/** Judges the honest program (it prints 42) under `source`, a Kattis validator in `language`. */
async function judgeUnder(h: Hostile, language: 'cpp' | 'javascript', name: string, source: string): Promise<JudgeResult> {
  const validation: OutputValidation = { kind: 'checker', protocol: 'kattis', language, source: marked(h, language, name, source) };
  const result = await h.judge.judge({ language: 'cpp', code: hello.cpp, tests: [{ input: '', expectedOutput: '42\n' }], validation });
  if (result.tests.length !== 1) throw new Error(`${name}: no case judged: ${JSON.stringify(result).slice(0, 1000)}${logTail()}`);
  return result;
}

/** Forks sleeping children until it cannot, then says how many it had. */
const forker = (h: Hostile) => String.raw`#include <csignal>
#include <fstream>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>
int main(int, char **argv) {
  std::vector<pid_t> kids;
  for (int i = 0; i < 1000; i++) {
    pid_t p = fork();
    if (p == 0) { prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0); pause(); _exit(0); }
    if (p < 0) break;
    kids.push_back(p);
  }
  for (pid_t k : kids) kill(k, SIGKILL);
  for (pid_t k : kids) waitpid(k, nullptr, 0);
  std::ofstream(std::string(argv[3]) + "judgemessage.txt") << "forked " << kids.size();
  return 43;
}
`;

const forkBomb = (h: Hostile) => String.raw`#include <sys/prctl.h>
#include <unistd.h>
int main() {
  prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
  for (;;) if (fork() == 0) prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
}
`;

/** Writes as much as it can wherever it might, then says how far it got in each place. */
const filler = `
const fs = require('fs');
const feedback = process.argv[4];
const chunk = Buffer.alloc(64 * 1024, 'x');
const fill = (file) => {
  let bytes = 0;
  try { for (let i = 0; i < 1024; i++) { fs.appendFileSync(file, chunk); bytes += chunk.length; } return 'no limit after ' + bytes; }
  catch (e) { return e.code + ' after ' + bytes; }
  finally { try { fs.rmSync(file); } catch {} }
};
let files = 0;
try { for (; files < 100000; files++) fs.writeFileSync(feedback + 'f' + files, ''); } catch (e) { files = e.code + ' after ' + files; }
for (let i = 0; i < 100000; i++) try { fs.rmSync(feedback + 'f' + i); } catch { break; }
const said = ['/data/big', '/box/big', '/big', feedback + 'big', '/tmp/big', '/dev/shm/big'].map((file) => file + ' ' + fill(file));
fs.writeFileSync(feedback + 'judgemessage.txt', [...said, 'files ' + files].join('\\n'));
process.exit(43);
`;

describe('a hostile checker stays within its own limits', () => {
  it('one that forks has no more processes than its limit', async () => {
    const h = suite();
    const result = await judgeUnder(h, 'cpp', 'forking checker', forker(h));
    // The checker decided (43): it ran, and counted.
    expect(result.tests[0]).toMatchObject({ statusId: Status.WrongAnswer });
    const forked = Number(/^forked (\d+)$/.exec(result.tests[0]?.checkerMessage ?? '')?.[1]);
    expect(forked).toBeGreaterThan(0);
    expect(forked).toBeLessThanOrEqual(checkerLimits.processes);
    await expectHostUntouched(h, 'forking checker');
  }, 120_000);

  it('one that fork-bombs is stopped by its limits, an Internal Error, and leaves nothing', async () => {
    const h = suite();
    const result = await judgeUnder(h, 'cpp', 'fork-bomb checker', forkBomb(h));
    expect(result).toMatchObject({ statusId: Status.InternalError, description: 'Internal Error (the checker ran out of time)' });
    await expectHostUntouched(h, 'fork-bomb checker');
  }, 120_000);

  it('one that fills its disk gets a megabyte of it, and nothing outside its feedback dir', async () => {
    const h = suite();
    const result = await judgeUnder(h, 'javascript', 'disk-filling checker', filler);
    expect(result.tests[0]).toMatchObject({ statusId: Status.WrongAnswer });
    const said = new Map((result.tests[0]?.checkerMessage ?? '').split('\n').map((line) => [line.split(' ')[0], line] as const));
    for (const file of ['/data/big', '/box/big', '/big']) expect(said.get(file)).toMatch(/ E(ROFS|ACCES) after 0$/);
    // The feedback dir is a tmpfs of the judge's, /tmp one of the sandbox's: each bounded.
    for (const file of ['/feedback/big', '/tmp/big', '/dev/shm/big']) {
      const [, bytes] = / (?:EFBIG|ENOSPC) after (\d+)$/.exec(said.get(file) ?? '') ?? [];
      expect(Number(bytes)).toBeLessThanOrEqual(feedbackDirBytes);
    }
    // Files are bounded too: the feedback dir takes a few dozen.
    expect(said.get('files')).toMatch(/^files ENOSPC after \d\d$/);
    await expectHostUntouched(h, 'disk-filling checker');
  }, 120_000);

  it('one that leaves its judge message as a link to a host file, or a FIFO, gives no message, and the judge reads nothing through it', async () => {
    const h = suite();
    const linker = `const fs = require('fs'); fs.symlinkSync('/etc/passwd', process.argv[4] + 'judgemessage.txt'); process.exit(43);`;
    const linked = await judgeUnder(h, 'javascript', 'linking checker', linker);
    expect(linked.tests[0]).toMatchObject({ statusId: Status.WrongAnswer });
    expect(linked.tests[0]?.checkerMessage ?? '').not.toMatch(/root:/);
    const fifo = `require('child_process').execFileSync('mkfifo', [process.argv[4] + 'judgemessage.txt']); process.exit(43);`;
    const piped = await judgeUnder(h, 'javascript', 'fifo checker', fifo);
    // The judge did not wait on the FIFO: the case was judged, with no message (or mkfifo was not there to run: an Internal Error).
    expect([Status.WrongAnswer, Status.InternalError]).toContain(piped.tests[0]?.statusId);
    await expectHostUntouched(h, 'linking checker');
  }, 120_000);
});
