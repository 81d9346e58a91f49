/**
 * The programs every hostile suite needs besides its attacks: an honest one per language, the probe of
 * whether the sandbox shows the host's processes, and the marking of sources and of what they create.
 *
 * Every hostile program carries the suite's marker (a comment in its source, and the name of what it
 * tries to create or spawn), so leftovers are found by marker, whatever else runs on the host.
 */
import type { LanguageId, TestCase } from '../api';
import { languages as judgeLanguages } from '../languages';
import type { Hostile } from './hostileSuite';

/**
 * The languages of the judge's own table (languages.ts): every table of this suite is keyed by them,
 * so a language added there without its hostile programs does not compile, and its rows run.
 */
export const languages: readonly LanguageId[] = Object.keys(judgeLanguages) as LanguageId[];

/** A trivial program in each language, printing the answer most rows expect (42). */
export const hello: Record<LanguageId, string> = {
  cpp: '#include <cstdio>\nint main() { std::printf("42\\n"); return 0; }\n',
  java: 'public class Main { public static void main(String[] a) { System.out.println("42"); } }\n',
  javascript: 'console.log("42");\n',
  python: 'print(42)\n',
  c: '#include <stdio.h>\nint main(void) { printf("42\\n"); return 0; }\n',
};

/** What starts a line comment in each language. */
export const lineComment: Record<LanguageId, string> = { cpp: '//', java: '//', javascript: '//', python: '#', c: '//' };

/** Prefixes a source with a comment that carries the marker, so leftovers of it can be found. */
export function marked(h: Hostile, language: LanguageId, name: string, code: string): string {
  return `${lineComment[language]} forge hostile suite ${h.marker} ${name.replace(/[\r\n]/g, ' ')}\n${code}`;
}

/**
 * The one test of a program that tries each target: the input names them, a line each (the label,
 * then what `line` says of it), and the answer is a line `label: <word>` for each, what the program
 * prints when every attempt is blocked.
 */
export function eachTargetSays<T extends { readonly label: string }>(
  targets: readonly T[],
  line: (target: T) => string,
  word: string,
): TestCase[] {
  return [
    {
      input: targets.map((t) => `${t.label} ${line(t)}`).join('\n') + '\n',
      expectedOutput: targets.map((t) => `${t.label}: ${word}`).join('\n'),
    },
  ];
}

/** The path of something a hostile program creates, named after the marker. */
export const markedName = (h: Hostile, ...parts: string[]): string => [h.marker, ...parts].join('-');

/** Prints "visible" for each of two host pids whose /proc entry the program can see as the sentinel/test process. */
export const seesPidProgram: Record<LanguageId, string> = {
  cpp: String.raw`#include <fstream>
#include <iostream>
#include <string>
static std::string see(long pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/cmdline");
  std::string s((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  return (s.find("sleep") != std::string::npos || s.find("node") != std::string::npos || s.find("jest") != std::string::npos) ? "visible" : "hidden";
}
int main() { long a = 0, b = 0; std::cin >> a >> b; std::cout << see(a) << " " << see(b) << "\n"; }
`,
  java: String.raw`import java.nio.file.*;
public class Main {
  static String see(long pid) {
    try {
      String s = new String(Files.readAllBytes(Paths.get("/proc/" + pid + "/cmdline")));
      return (s.contains("sleep") || s.contains("node") || s.contains("jest")) ? "visible" : "hidden";
    } catch (Exception e) { return "hidden"; }
  }
  public static void main(String[] args) {
    java.util.Scanner in = new java.util.Scanner(System.in);
    long a = in.nextLong(), b = in.nextLong();
    System.out.println(see(a) + " " + see(b));
  }
}
`,
  javascript: String.raw`const fs = require('fs');
const [a, b] = fs.readFileSync(0, 'utf8').trim().split(/\s+/);
const see = (pid) => { try { const s = fs.readFileSync('/proc/' + pid + '/cmdline', 'utf8'); return /sleep|node|jest/.test(s) ? 'visible' : 'hidden'; } catch { return 'hidden'; } };
console.log(see(a) + ' ' + see(b));
`,
  python: String.raw`import re, sys
a, b = sys.stdin.read().split()
def see(pid):
    try:
        s = open('/proc/' + pid + '/cmdline', 'rb').read().decode('utf8', 'replace')
        return 'visible' if re.search('sleep|node|jest', s) else 'hidden'
    except OSError:
        return 'hidden'
print(see(a) + ' ' + see(b))
`,
  c: String.raw`#include <stdio.h>
#include <string.h>
static const char *see(long pid) {
  char path[64], s[4096] = {0};
  snprintf(path, sizeof path, "/proc/%ld/cmdline", pid);
  FILE *f = fopen(path, "r");
  if (!f) return "hidden";
  size_t n = fread(s, 1, sizeof s - 1, f);
  fclose(f);
  for (size_t i = 0; i < n; i++) if (!s[i]) s[i] = ' ';
  return (strstr(s, "sleep") || strstr(s, "node") || strstr(s, "jest")) ? "visible" : "hidden";
}
int main(void) { long a = 0, b = 0; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%s %s\n", see(a), see(b)); }
`,
};
