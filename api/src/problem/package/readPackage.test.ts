import { join } from 'node:path';
import { readProblemPackage } from './readPackage';
import { PackageRefused } from './zip';

const fixture = (name: string) => join(__dirname, 'fixtures', name);
const refusal = async (name: string) => {
  const error = await readProblemPackage(fixture(name)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PackageRefused);
  return (error as PackageRefused).problems;
};

describe('reading a problem package', () => {
  it('reads a 2023-07 package with the default validation and a float tolerance', async () => {
    const pkg = await readProblemPackage(fixture('divide'));
    expect(pkg.format).toBe('2023-07-draft');
    expect(pkg.title).toBe('Divide Two Numbers');
    expect(pkg.description).toMatch(/^Given two whole numbers \$a\$ and \$b\$/);
    expect(pkg.description).toMatch(/Source: Forge Practice Contest 2026 · Author: Ada Lovelace · License: cc by-sa/);
    expect(pkg.validation).toEqual({ kind: 'tokens', flags: 'float_tolerance 1e-6' });
    expect(pkg.timeRule).toEqual({ kind: 'given', seconds: 2 });
    expect(pkg.memoryLimitMb).toBe(256);
    expect(pkg.tags).toBe('array');
    // .desc is not a case; cases in lexicographic order.
    expect(pkg.samples.map((c) => c.name)).toEqual(['data/sample/1', 'data/sample/2']);
    expect(pkg.secret.map((c) => c.name)).toEqual(['data/secret/01-small', 'data/secret/02-large', 'data/secret/03-one']);
    expect(pkg.submissions.map((s) => [s.path, s.language, s.expected.join('|')])).toEqual([
      ['submissions/accepted/Main.java', 'java', 'Accepted'],
      ['submissions/accepted/main.cpp', 'cpp', 'Accepted'],
      ['submissions/accepted/main.js', 'javascript', 'Accepted'],
      ['submissions/accepted/rounded.py', 'python', 'Accepted'],
      ['submissions/time_limit_exceeded/slow.cpp', 'cpp', 'Time Limit Exceeded'],
      ['submissions/wrong_answer/two-decimals.c', 'c', 'Wrong Answer'],
      ['submissions/wrong_answer/whole.py', 'python', 'Wrong Answer'],
    ]);
    expect(pkg.skipped).toEqual([{ path: 'submissions/accepted/solution.kt', reason: 'written in .kt, which the judge does not compile' }]);
  });

  it('reads a legacy package: custom checker, LaTeX statement through pandoc, input validators, the multiplier rule', async () => {
    const pkg = await readProblemPackage(fixture('divisor'));
    expect(pkg.format).toBe('legacy');
    expect(pkg.description).toContain('print any divisor $d$ of $n$ with $1 < d < n$');
    expect(pkg.description).toContain('## Input');
    expect(pkg.description).toContain('Authors: Grace Hopper, Alan Turing · License: cc by');
    expect(pkg.validation).toMatchObject({ kind: 'checker', protocol: 'kattis', language: 'cpp' });
    expect(pkg.inputValidator).toMatchObject({ language: 'cpp' });
    expect(pkg.skipped).toContainEqual({
      path: 'input_validators/format.ctd',
      reason: 'written in .ctd, which the judge does not compile',
    });
    expect(pkg.timeRule).toEqual({ kind: 'legacy', multiplier: 5 });
    expect(pkg.memoryLimitMb).toBe(512);
    expect(pkg.submissions.find((s) => s.folder === 'run_time_error')?.expected).toEqual(['Runtime Error']);
  });

  it('reads an interactive package and a scoring one with groups', async () => {
    const guess = await readProblemPackage(fixture('guess'));
    expect(guess.validation).toMatchObject({ kind: 'interactor', language: 'cpp' });
    expect(guess.description).toContain('Author: Edsger Dijkstra');
    const pairs = await readProblemPackage(fixture('pair-sum'));
    expect(pairs.subtasks).toEqual([
      { name: 'group1', points: 30, cases: [0, 1] },
      { name: 'group2', points: 70, cases: [2, 3] },
    ]);
    expect(pairs.submissions.find((s) => s.folder === 'partially_accepted')).toMatchObject({ expected: ['Partial'], expectedScore: 30 });
  });

  it('refuses broken packages, naming every problem', async () => {
    expect(await refusal('broken/no-problem-yaml')).toEqual(['problem.yaml is missing']);
    expect((await refusal('broken/bad-yaml'))[0]).toMatch(/^problem.yaml is not readable YAML: /);
    expect(await refusal('broken/missing-answers')).toEqual([
      'data/sample/2.in has no answer (data/sample/2.ans)',
      'data/secret/2.in has no answer (data/secret/2.ans)',
    ]);
    expect(await refusal('broken/no-cases')).toEqual(['data/secret has no cases: the platform judges at least one hidden case']);
  });
});
