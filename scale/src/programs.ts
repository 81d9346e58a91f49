/**
 * The programs a load run submits, for one built-in problem (Staircase Ways: count the ways
 * up n stairs by 1 or 2, modulo 1e9+7), in each language and with each expected verdict. Each
 * carries a marker comment naming its run, learner, sequence and expected verdict, so the
 * log alone tells which program every recorded submission was.
 */

export const LOAD_PROBLEM_TITLE = 'Staircase Ways';

export const languages = ['cpp', 'java', 'javascript'] as const;
export type Language = (typeof languages)[number];

export const expectations = ['accepted', 'wrong', 'tle', 'compile'] as const;
export type Expected = (typeof expectations)[number];

/** How often each is sent: mostly right, as learners are, and TLE sparingly, as each costs 2 s of CPU. */
export const mix: Readonly<Record<Expected, number>> = { accepted: 0.45, wrong: 0.25, compile: 0.18, tle: 0.12 };

export interface Marker {
  readonly run: string;
  readonly learner: number;
  readonly seq: number;
  readonly expect: Expected;
  readonly language: Language;
}

const MARK = 'forge-load';

export function markerText(m: Marker): string {
  return `${MARK} run=${m.run} learner=${m.learner} seq=${m.seq} expect=${m.expect} language=${m.language}`;
}

/** The marker in a program's code, if it has one. */
export function parseMarker(code: string): Marker | undefined {
  const match = new RegExp(`${MARK} run=(\\S+) learner=(\\d+) seq=(\\d+) expect=(\\w+) language=(\\w+)`).exec(code);
  if (!match) return undefined;
  const expect = match[4] as Expected;
  const language = match[5] as Language;
  if (!expectations.includes(expect) || !languages.includes(language)) return undefined;
  return { run: match[1]!, learner: Number(match[2]), seq: Number(match[3]), expect, language };
}

const MOD = '1000000007';

const bodies: Readonly<Record<Language, Readonly<Record<Expected, string>>>> = {
  cpp: {
    accepted: `#include <iostream>
int main() {
  long long n, a = 1, b = 1;
  std::cin >> n;
  for (long long i = 2; i <= n; i++) { long long c = (a + b) % ${MOD}LL; a = b; b = c; }
  std::cout << b << "\\n";
}
`,
    wrong: `#include <iostream>
int main() {
  long long n;
  std::cin >> n;
  std::cout << n + 1000 << "\\n";
}
`,
    tle: `#include <iostream>
int main() {
  volatile unsigned long long spins = 0;
  for (;;) spins = spins + 1;
}
`,
    compile: `#include <iostream>
int main() {
  std::cout << ways_not_declared << "\\n";
}
`,
  },
  java: {
    accepted: `import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    long n = Long.parseLong(new BufferedReader(new InputStreamReader(System.in)).readLine().trim()), a = 1, b = 1;
    for (long i = 2; i <= n; i++) { long c = (a + b) % ${MOD}L; a = b; b = c; }
    System.out.println(b);
  }
}
`,
    wrong: `import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    long n = Long.parseLong(new BufferedReader(new InputStreamReader(System.in)).readLine().trim());
    System.out.println(n + 1000);
  }
}
`,
    tle: `public class Main {
  static volatile long spins = 0;
  public static void main(String[] args) {
    while (true) spins++;
  }
}
`,
    compile: `public class Main {
  public static void main(String[] args) {
    int ways = "not a number";
    System.out.println(ways);
  }
}
`,
  },
  javascript: {
    accepted: `const n = Number(require('fs').readFileSync(0, 'utf8').trim());
let a = 1, b = 1;
for (let i = 2; i <= n; i++) { const c = (a + b) % ${MOD}; a = b; b = c; }
console.log(String(b));
`,
    wrong: `const n = Number(require('fs').readFileSync(0, 'utf8').trim());
console.log(String(n + 1000));
`,
    tle: `let spins = 0;
for (;;) spins++;
`,
    compile: `const n = Number(require('fs').readFileSync(0, 'utf8').trim();
console.log(n);
`,
  },
};

/** The program for a marker: its language's body for the expected verdict, the marker on top. */
export function programFor(marker: Marker): string {
  return `// ${markerText(marker)}\n${bodies[marker.language][marker.expect]}`;
}

/** What the log must record for a program: its status and the start of its error message. */
export function expectedVerdict(expect: Expected): { status: 'accepted' | 'wrong' | 'error'; errorPrefix: string | null } {
  switch (expect) {
    case 'accepted':
      return { status: 'accepted', errorPrefix: null };
    case 'wrong':
      return { status: 'wrong', errorPrefix: 'Wrong Answer' };
    case 'tle':
      return { status: 'error', errorPrefix: 'Time Limit Exceeded' };
    case 'compile':
      return { status: 'error', errorPrefix: 'Compilation Error' };
  }
}

/** Picks an expected verdict by the mix from a number in [0, 1). */
export function pickExpected(r: number): Expected {
  let sum = 0;
  for (const e of expectations) {
    sum += mix[e];
    if (r < sum) return e;
  }
  return 'accepted';
}
