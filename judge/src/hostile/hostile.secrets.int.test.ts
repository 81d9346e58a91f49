/**
 * Hostile programs reading secrets: host files, the judge's environment, the data dirs, the judge's
 * cache and what an earlier, honest submission carried. Each row is judged through the real sandbox,
 * then the host is checked (hostWatch).
 */
import { Status, type LanguageId } from '../api';
import { eachTargetSays, languages } from './hostilePrograms';
import { readPrograms } from './secretReaders';
import { finalHostCheck, table, type Row } from './hostileRows';
import { hostileSuite, type Hostile } from './hostileSuite';

const suite = hostileSuite('sec');

// ---------------------------------------------------------------------------------------------
// Reading secrets. Each target is `label mode path`: `unreadable` (must not be readable at all),
// `secret` (may be readable, must not hold a secret), `walk` (a directory tree searched for
// secrets), `env` (the program's own environment). The program prints `label: clean` or
// `label: LEAK <what it found>`; details go to stderr.
// ---------------------------------------------------------------------------------------------

function readTargets(h: Hostile): { label: string; mode: string; path: string }[] {
  return [
    { label: 'shadow', mode: 'unreadable', path: '/etc/shadow' },
    { label: 'init-environ', mode: 'secret', path: '/proc/1/environ' },
    { label: 'self-environ', mode: 'secret', path: '/proc/self/environ' },
    { label: 'parent-environ', mode: 'secret', path: '/proc/PARENT/environ' },
    { label: 'environment', mode: 'env', path: '-' },
    { label: 'judge-environ', mode: 'secret', path: `/proc/${h.testPid}/environ` },
    { label: 'judge-root-secret', mode: 'secret', path: `/proc/${h.testPid}/root${h.secretFile}` },
    { label: 'data-secret', mode: 'secret', path: h.secretFile },
    { label: 'var-data-secret', mode: 'secret', path: h.varSecretFile },
    { label: 'data-dir', mode: 'walk', path: h.dataDir },
    { label: 'var-data-dir', mode: 'walk', path: h.varDataDir },
    { label: 'judge-cache', mode: 'walk', path: h.cacheDir },
    { label: 'tmp', mode: 'walk', path: '/tmp' },
    { label: 'var-tmp', mode: 'walk', path: '/var/tmp' },
  ];
}

/** An honest submission that carries a secret (in its code and its input): later programs must not find it. */
const victims: Record<LanguageId, (h: Hostile) => string> = {
  cpp: (h) =>
    `#include <cstdio>\n#include <string>\nint main(int argc, char**) {\n  static const char* mine = "${h.secrets.cross}";\n  if (argc > 7) std::puts(mine);\n  std::printf("42\\n");\n}\n`,
  java: (h) =>
    `public class Main {\n  static final String MINE = "${h.secrets.cross}";\n  public static void main(String[] a) { if (a.length > 7) System.out.println(MINE); System.out.println("42"); }\n}\n`,
  javascript: (h) => `const mine = '${h.secrets.cross}';\nif (process.argv.length > 9) console.log(mine);\nconsole.log('42');\n`,
  python: (h) => `import sys\nmine = '${h.secrets.cross}'\nif len(sys.argv) > 9:\n    print(mine)\nprint(42)\n`,
  c: (h) =>
    `#include <stdio.h>\nint main(int argc, char **argv) {\n  static const char *mine = "${h.secrets.cross}";\n  if (argc > 7) puts(mine);\n  printf("42\\n");\n}\n`,
};

function readRow(language: LanguageId): Row {
  return {
    name: 'reads /etc/shadow, /proc/1|self|parent|judge environ, the data dirs, the judge cache, /tmp',
    language,
    code: readPrograms[language],
    limits: { cpuSeconds: 4 },
    tests: (h) => eachTargetSays(readTargets(h), (t) => `${t.mode} ${t.path}`, 'clean'),
    status: Status.Accepted,
    withinMs: 20_000,
    check: (r, h) => {
      const out = r.tests[0]?.stdout ?? '';
      expect(out).not.toMatch(/LEAK|readable/);
      for (const t of readTargets(h)) expect(out).toContain(`${t.label}: clean`);
    },
  };
}

const rows: Row[] = [
  ...languages.map((language): Row => ({
    name: 'an honest submission carrying a secret, judged first',
    language,
    code: victims[language],
    status: Status.Accepted,
    withinMs: 10_000,
  })),
  ...languages.map(readRow),
];

table(suite, rows);
finalHostCheck(suite);
