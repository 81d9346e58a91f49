/**
 * Hostile sources against the judge's compile step: template, preprocessor and include bombs,
 * #include and .incbin of host secrets and of an endless device, a 2 GB initialised
 * array, javac-crashing nesting, and 10 MB sources in every language. Each ends in a Compilation
 * Error (or an explicit refusal) within a bound, with no secret in the compiler output.
 */
import { Status, type JudgeResult, type LanguageId } from '../api';
import { bigFilesUnder } from './hostFiles';
import { hello, languages, lineComment } from './hostilePrograms';
import { finalHostCheck, honestRows, table, type Row } from './hostileRows';
import { hostileSuite, type Hostile } from './hostileSuite';

const suite = hostileSuite('cc');

const ce = Status.CompilationError;
/** A compile error says so, and brings the compiler's (capped) output. */
const compileFailed = (r: JudgeResult) => {
  expect(r.statusId).toBe(ce);
  expect(r.tests).toEqual([]);
  expect(typeof r.compileOutput).toBe('string');
  expect((r.compileOutput ?? '').trim()).not.toBe('');
  expect(Buffer.byteLength(r.compileOutput ?? '')).toBeLessThanOrEqual(256 * 1024);
};

const includeOf = (file: string) => `#include "${file}"\n#include <cstdio>\nint main() { std::printf("42\\n"); }\n`;
/** The same in C: only the included file can make it fail. */
const includeInC = (file: string) => `#include "${file}"\n#include <stdio.h>\nint main(void) { printf("42\\n"); }\n`;
const incbinOf = (file: string) => String.raw`#include <cstdio>
asm(".section .rodata\n.global forge_blob\nforge_blob:\n.incbin \"${file}\"\n.byte 0\n.previous\n");
extern "C" const char forge_blob[];
int main() { std::printf("%s\n", forge_blob); }
`;

/** 2^40 tokens out of 40 lines. */
const preprocessorBomb = ['#define A0 x']
  .concat(
    Array.from({ length: 40 }, (_, i) => `#define A${i + 1} A${i} A${i}`),
    ['int main() { A40; }', ''],
  )
  .join('\n');

const cppBombs = {
  templateDepth: String.raw`template <int N> struct Deep { static const int value = Deep<N + 1>::value + 1; };
int main() { return Deep<0>::value; }
`,
  templateExplosion: String.raw`// Every (N, M) pair is its own instantiation: 300 x 300 classes, each one deep in the recursion.
template <int N, int M> struct Grid { static constexpr long value = Grid<N - 1, M>::value + Grid<N, M - 1>::value; };
template <int M> struct Grid<0, M> { static constexpr long value = 1; };
template <int N> struct Grid<N, 0> { static constexpr long value = 1; };
template <int N> struct Blow { static constexpr long value = Grid<N, 440 - N>::value + Blow<N - 1>::value; };
template <> struct Blow<0> { static constexpr long value = 0; };
int main() { return (int)Blow<440>::value; }
`,
  // Includes itself twice at every level: 2^60 includes, never more than 60 open at once. gcc's
  // memory grows slowly (line maps), its time without end: the judge's compile limits must end it.
  includeBomb: String.raw`#if __INCLUDE_LEVEL__ < 60
#include __FILE__
#include __FILE__
#endif
#if __INCLUDE_LEVEL__ == 0
int main() {}
#endif
`,
  hugeArray: String.raw`char big[2000000000] = {1};                  // 2 GB of initialised data for the assembler and linker to write
int main() { return big[12345]; }
`,
};

const javaBombs = {
  deepNesting: `public class Main {\n  public static void main(String[] a) {\n    int x = ${'('.repeat(50_000)}1${')'.repeat(50_000)};\n    System.out.println(x);\n  }\n}\n`,
  codeTooLarge: `public class Main {\n  static final int[] A = {${Array.from({ length: 30_000 }, (_, i) => i).join(',')}};\n  public static void main(String[] a) { System.out.println(A.length); }\n}\n`,
  constantTooLong: `public class Main {\n  public static void main(String[] a) { String s = "${'x'.repeat(70_000)}"; System.out.println(s.length()); }\n}\n`,
};

/** About 10 MB of comments above a program that prints 42: only a size limit stops it. */
const tenMegabytes = 10 * 1024 * 1024;
const padding = (comment: string) => `${comment} ${'padding '.repeat(15)}\n`.repeat(Math.ceil(tenMegabytes / 124));
const hugeSource = (language: LanguageId) => () => `${padding(lineComment[language])}${hello[language]}`;

/** Files over 64 MB in the judge's cache (the precompiled header is one): the 2 GB array must add none. */
let bigBefore: string[] = [];

/** The compile bombs are bounded by the judge's compile limits: 30 s beyond an honest compile. */
const bombBound = 30_000;

const rows: Row[] = [
  // Template and preprocessor bombs.
  {
    name: 'template recursion past the instantiation depth',
    language: 'cpp',
    code: cppBombs.templateDepth,
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  {
    name: 'template instantiation explosion (~100k classes)',
    language: 'cpp',
    code: cppBombs.templateExplosion,
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  {
    name: 'preprocessor bomb: 2^40 tokens from 40 macros',
    language: 'cpp',
    code: preprocessorBomb,
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  {
    name: 'include bomb: the source includes itself twice per level, 2^60 includes',
    language: 'cpp',
    code: cppBombs.includeBomb,
    status: ce,
    withinMs: bombBound + 40_000,
    check: (r) => {
      compileFailed(r);
      expect(r.compileOutput).toMatch(/time limit|memory limit/i);
    },
  },
  {
    name: '2 GB initialised array',
    language: 'cpp',
    code: cppBombs.hugeArray,
    status: ce,
    withinMs: bombBound,
    before: async (h) => {
      bigBefore = bigFilesUnder(h.cacheDir);
    },
    check: (r, h) => {
      compileFailed(r);
      expect(bigFilesUnder(h.cacheDir).filter((p) => !bigBefore.includes(p))).toEqual([]);
    },
  },
  {
    name: '#include </dev/zero> (an endless include)',
    language: 'cpp',
    code: includeOf('/dev/zero'),
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  // Including host secrets: a compile error, and none of the secret in the compiler output.
  { name: '#include "/etc/shadow"', language: 'cpp', code: includeOf('/etc/shadow'), status: ce, withinMs: 15_000, check: compileFailed },
  // gcc reads a regular file by its st_size, 0 for /proc files: inside a sandbox that has a /proc, these
  // includes are empty and the program is accepted. What matters is that no secret can come through.
  {
    name: '#include "/proc/self/environ" (the compiler\'s environment: empty to gcc)',
    language: 'cpp',
    code: includeOf('/proc/self/environ'),
    status: Status.Accepted,
    withinMs: 15_000,
  },
  // The sandbox's pid 1 is undumpable: its /proc files are root's, closed to the compiler.
  {
    name: '#include "/proc/1/environ" (the sandbox\'s pid 1: refused)',
    language: 'cpp',
    code: includeOf('/proc/1/environ'),
    status: ce,
    withinMs: 15_000,
    check: (r) => {
      compileFailed(r);
      expect(r.compileOutput).toContain('/proc/1/environ: Permission denied');
    },
  },
  {
    name: "#include of the judge process's /proc/<pid>/environ",
    language: 'cpp',
    code: (h: Hostile) => includeOf(`/proc/${h.testPid}/environ`),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  {
    name: '#include of the secret file in the data dir',
    language: 'cpp',
    code: (h: Hostile) => includeOf(h.secretFile),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  {
    name: '#include of the secret file under /var/tmp',
    language: 'cpp',
    code: (h: Hostile) => includeOf(h.varSecretFile),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  {
    name: '#include of the secret file through /proc/<judge pid>/root',
    language: 'cpp',
    code: (h: Hostile) => includeOf(`/proc/${h.testPid}/root${h.secretFile}`),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  // .incbin: the assembler would copy the file into the program, which prints it.
  {
    name: '.incbin of the secret file, printed at run time',
    language: 'cpp',
    code: (h: Hostile) => incbinOf(h.secretFile),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  {
    name: '.incbin "/etc/shadow", printed at run time',
    language: 'cpp',
    code: incbinOf('/etc/shadow'),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  // javac.
  {
    name: '50,000 nested parentheses (javac stack overflow)',
    language: 'java',
    code: javaBombs.deepNesting,
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  {
    name: 'static initialiser over the 64 kB method limit',
    language: 'java',
    code: javaBombs.codeTooLarge,
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  {
    name: 'string constant over the 65535-byte limit',
    language: 'java',
    code: javaBombs.constantTooLong,
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  // C: the same compiler's bombs and includes, through gcc.
  { name: 'C: #include "/etc/shadow"', language: 'c', code: includeInC('/etc/shadow'), status: ce, withinMs: 15_000, check: compileFailed },
  {
    name: 'C: #include of the secret file in the data dir',
    language: 'c',
    code: (h: Hostile) => includeInC(h.secretFile),
    status: ce,
    withinMs: 15_000,
    check: compileFailed,
  },
  // Python: its compile step parses; a program that imports or opens a secret only does so at run time (hostile.files).
  {
    name: 'Python: a syntax error is a Compilation Error with Python’s message and line',
    language: 'python',
    code: 'print(42)\nif True\n    print(1)\n',
    status: ce,
    withinMs: 15_000,
    check: (r) => {
      compileFailed(r);
      expect(r.compileOutput).toMatch(/File "main\.py", line 3/);
      expect(r.compileOutput).toMatch(/SyntaxError: expected ':'/);
    },
  },
  {
    name: 'Python: 100,000 nested parentheses (the parser’s own limit)',
    language: 'python',
    code: `print(${'('.repeat(100_000)}1${')'.repeat(100_000)})\n`,
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  },
  // 10 MB sources: a compile error or an explicit refusal, in bounded time, and the judge carries on.
  ...languages.map((language): Row => ({
    name: '10 MB source file',
    language,
    code: hugeSource(language),
    status: ce,
    withinMs: bombBound,
    check: compileFailed,
  })),
  ...honestRows,
];

table(suite, rows);
finalHostCheck(suite);
