/**
 * Hostile programs against the file system outside their scratch directory: creating files all over
 * the host, and planting symlinks and FIFOs where the judge reads outputs. Each row is judged
 * through the real sandbox, then the host is checked (hostWatch).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Status, type LanguageId } from '../api';
import { findMarked } from './hostFiles';
import { languages, markedName } from './hostilePrograms';
import { finalHostCheck, table, type Row } from './hostileRows';
import { hostileSuite, type Hostile } from './hostileSuite';

const suite = hostileSuite('fs');

// ---------------------------------------------------------------------------------------------
// Writing outside the scratch directory: each target is created (file, and directory `.d`).
// ---------------------------------------------------------------------------------------------

function writeTargets(h: Hostile, language: LanguageId): { label: string; path: string }[] {
  const name = markedName(h, 'written', language);
  return [
    { label: 'tmp', path: `/tmp/${name}` },
    { label: 'data-dir', path: path.join(h.dataDir, name) },
    { label: 'var-tmp', path: `/var/tmp/${name}` },
    { label: 'dev-shm', path: `/dev/shm/${name}` },
    { label: 'judge-cache', path: path.join(h.cacheDir, name) },
    { label: 'work', path: `/work/${name}` },
    { label: 'repo', path: path.join(process.cwd(), name) },
    { label: 'root', path: `/${name}` },
    { label: 'home', path: path.join(os.homedir(), name) },
    { label: 'etc', path: `/etc/${name}` },
    { label: 'via-judge-root', path: `/proc/${h.testPid}/root/tmp/${name}-via-proc` },
    { label: 'parent-of-cwd', path: `../${name}-parent` },
    { label: 'grandparent-of-cwd', path: `../../${name}-grandparent` },
  ];
}

const writePrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
int main() {
  std::string label, path;
  while (std::cin >> label >> path) {
    int fd = open(path.c_str(), O_CREAT | O_WRONLY | O_TRUNC, 0666);
    if (fd >= 0) { (void)!write(fd, "planted\n", 8); close(fd); std::fprintf(stderr, "%s: created\n", label.c_str()); }
    else std::fprintf(stderr, "%s: %s\n", label.c_str(), std::strerror(errno));
    if (mkdir((path + ".d").c_str(), 0777) == 0) std::fprintf(stderr, "%s.d: created\n", label.c_str());
  }
  std::printf("42\n");
}
`,
  java: String.raw`import java.io.*;
import java.nio.file.*;
public class Main {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    while ((line = in.readLine()) != null) {
      String[] p = line.trim().split(" ");
      if (p.length < 2) continue;
      try (FileOutputStream o = new FileOutputStream(p[1])) { o.write("planted\n".getBytes()); System.err.println(p[0] + ": created"); }
      catch (Throwable t) { System.err.println(p[0] + ": " + t); }
      try { Files.createDirectory(Paths.get(p[1] + ".d")); System.err.println(p[0] + ".d: created"); } catch (Throwable t) { }
    }
    System.out.println("42");
  }
}
`,
  javascript: String.raw`const fs = require('fs');
for (const line of fs.readFileSync(0, 'utf8').split('\n')) {
  const [label, p] = line.trim().split(' ');
  if (!label || !p) continue;
  try { fs.writeFileSync(p, 'planted\n'); process.stderr.write(label + ': created\n'); } catch (e) { process.stderr.write(label + ': ' + e.code + '\n'); }
  try { fs.mkdirSync(p + '.d'); process.stderr.write(label + '.d: created\n'); } catch { }
}
console.log('42');
`,
  python: String.raw`import os, sys
for line in sys.stdin.read().split('\n'):
    parts = line.strip().split(' ')
    if len(parts) < 2 or not parts[0] or not parts[1]:
        continue
    label, p = parts[0], parts[1]
    try:
        with open(p, 'w') as f:
            f.write('planted\n')
        sys.stderr.write(label + ': created\n')
    except OSError as e:
        sys.stderr.write(label + ': ' + str(e.errno) + '\n')
    try:
        os.mkdir(p + '.d')
        sys.stderr.write(label + '.d: created\n')
    except OSError:
        pass
print(42)
`,
  c: String.raw`#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void) {
  char label[256], path[4096], dir[4200];
  while (scanf("%255s %4095s", label, path) == 2) {
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0666);
    if (fd >= 0) { if (write(fd, "planted\n", 8) < 0) {} close(fd); fprintf(stderr, "%s: created\n", label); }
    else fprintf(stderr, "%s: %s\n", label, strerror(errno));
    snprintf(dir, sizeof dir, "%s.d", path);
    if (mkdir(dir, 0777) == 0) fprintf(stderr, "%s.d: created\n", label);
  }
  printf("42\n");
}
`,
};

/** Host paths a write attack left behind (removed, so that one finding does not cascade). */
function plantedBy(h: Hostile, language: LanguageId): string[] {
  const name = markedName(h, 'written', language);
  const found: string[] = [];
  for (const t of writeTargets(h, language)) {
    if (!path.isAbsolute(t.path) || t.path.startsWith('/proc/')) continue;
    for (const p of [t.path, `${t.path}.d`]) if (fs.existsSync(p)) found.push(p);
  }
  for (const p of [`/tmp/${name}-via-proc`, `/tmp/${name}-via-proc.d`]) if (fs.existsSync(p)) found.push(p);
  // The relative targets land wherever the program's cwd is on the host: search by name.
  for (const root of [h.cacheDir, '/tmp', '/var/tmp']) {
    found.push(...findMarked(root, `${name}-`, { maxDepth: 6, namesOnly: true, skip: [] }));
  }
  const unique = [...new Set(found)];
  for (const p of unique) fs.rmSync(p, { recursive: true, force: true });
  return unique;
}

function writeRow(language: LanguageId): Row {
  return {
    name: 'creates files in /tmp, the data dir, /var/tmp, /dev/shm, the judge cache, /work, the repo, /, $HOME, /etc, .., ../..',
    language,
    code: writePrograms[language],
    tests: (h) => [
      {
        input:
          writeTargets(h, language)
            .map((t) => `${t.label} ${t.path}`)
            .join('\n') + '\n',
        expectedOutput: '42',
      },
    ],
    status: Status.Accepted,
    withinMs: 10_000,
    cleanup: (h) => {
      plantedBy(h, language);
    },
    check: (_r, h) => {
      expect(plantedBy(h, language)).toEqual([]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Symlinks where the judge reads outputs: the program replaces likely file names in its cwd (and
// the directories above it) with symlinks to secrets, /dev/zero and FIFOs, then answers correctly.
// Two tests, so the judge reads and writes its files again after the plant.
// ---------------------------------------------------------------------------------------------

/** File names a judge may read or write around a run (the implementation's own names included). */
export const outputNames = [
  'stdout',
  'stdout.txt',
  'stderr',
  'stderr.txt',
  'output',
  'output.txt',
  'out',
  'out.txt',
  'result',
  'result.txt',
  'answer',
  'answer.txt',
  'input',
  'input.txt',
  'in.txt',
  'stdin',
  'meta',
  'meta.txt',
  'status',
  'exitcode',
  'time',
  'usage',
  'compile.log',
  'compile_output',
  'run.log',
  'main',
  'Main.class',
  'main.js',
  'main.cpp',
  'Main.java',
  'main.py',
  'main.c',
  'a.out',
];

function symlinkTargets(h: Hostile): string[] {
  return [h.secretFile, '/etc/shadow', `/proc/${h.testPid}/environ`, h.varSecretFile, '/dev/zero', 'FIFO'];
}

const symlinkPrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>
int main() {
  std::string line, w;
  std::vector<std::string> targets, names;
  std::getline(std::cin, line); { std::istringstream in(line); while (in >> w) targets.push_back(w); }
  std::getline(std::cin, line); { std::istringstream in(line); while (in >> w) names.push_back(w); }
  int made = 0;
  for (const char* dir : {"", "../", "../../", "/tmp/"}) {
    for (size_t i = 0; i < names.size(); i++) {
      std::string at = std::string(dir) + names[i], target = targets[i % targets.size()];
      if (unlink(at.c_str()) != 0) rmdir(at.c_str());
      int r = target == "FIFO" ? mkfifo(at.c_str(), 0666) : symlink(target.c_str(), at.c_str());
      if (r == 0) made++;
    }
  }
  std::fprintf(stderr, "planted %d\n", made);
  std::printf("42\n");
}
`,
  java: String.raw`import java.io.*;
import java.nio.file.*;
public class Main {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String[] targets = in.readLine().trim().split(" ");
    String[] names = in.readLine().trim().split(" ");
    int made = 0;
    for (String dir : new String[] {"", "../", "../../", "/tmp/"}) {
      for (int i = 0; i < names.length; i++) {
        Path at = Paths.get(dir + names[i]);
        String target = targets[i % targets.length];
        try {
          Files.deleteIfExists(at);
          if (target.equals("FIFO")) { if (new ProcessBuilder("mkfifo", at.toString()).start().waitFor() == 0) made++; }
          else { Files.createSymbolicLink(at, Paths.get(target)); made++; }
        } catch (Throwable t) { }
      }
    }
    System.err.println("planted " + made);
    System.out.println("42");
  }
}
`,
  javascript: String.raw`const fs = require('fs');
const cp = require('child_process');
const [targetLine, nameLine] = fs.readFileSync(0, 'utf8').split('\n');
const targets = targetLine.trim().split(' ');
const names = nameLine.trim().split(' ');
let made = 0;
for (const dir of ['', '../', '../../', '/tmp/']) {
  names.forEach((name, i) => {
    const at = dir + name, target = targets[i % targets.length];
    try { fs.rmSync(at, { force: true, recursive: true }); } catch { }
    try {
      if (target === 'FIFO') { cp.execFileSync('mkfifo', [at]); made++; }
      else { fs.symlinkSync(target, at); made++; }
    } catch { }
  });
}
process.stderr.write('planted ' + made + '\n');
console.log('42');
`,
  python: String.raw`import os, shutil, sys
lines = sys.stdin.read().split('\n')
targets, names = lines[0].split(), lines[1].split()
made = 0
for d in ['', '../', '../../', '/tmp/']:
    for i, name in enumerate(names):
        at, target = d + name, targets[i % len(targets)]
        try:
            if os.path.isdir(at) and not os.path.islink(at):
                shutil.rmtree(at)
            else:
                os.unlink(at)
        except OSError:
            pass
        try:
            if target == 'FIFO':
                os.mkfifo(at)
            else:
                os.symlink(target, at)
            made += 1
        except OSError:
            pass
sys.stderr.write('planted %d\n' % made)
print(42)
`,
  c: String.raw`#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
static int split(char *line, char **out, int max) {
  int n = 0;
  for (char *w = strtok(line, " \n"); w && n < max; w = strtok(NULL, " \n")) out[n++] = w;
  return n;
}
int main(void) {
  static char targetLine[8192], nameLine[8192];
  char *targets[64], *names[64];
  if (!fgets(targetLine, sizeof targetLine, stdin) || !fgets(nameLine, sizeof nameLine, stdin)) return 1;
  int t = split(targetLine, targets, 64), n = split(nameLine, names, 64), made = 0;
  const char *dirs[] = {"", "../", "../../", "/tmp/"};
  for (int d = 0; d < 4; d++) {
    for (int i = 0; i < n; i++) {
      char at[8300];
      snprintf(at, sizeof at, "%s%s", dirs[d], names[i]);
      if (unlink(at) != 0) rmdir(at);
      const char *target = targets[i % t];
      int r = strcmp(target, "FIFO") == 0 ? mkfifo(at, 0666) : symlink(target, at);
      if (r == 0) made++;
    }
  }
  fprintf(stderr, "planted %d\n", made);
  printf("42\n");
}
`,
};

function symlinkRow(language: LanguageId): Row {
  return {
    name: 'plants symlinks (to secrets, /dev/zero) and FIFOs named like output files, then answers',
    language,
    code: symlinkPrograms[language],
    tests: (h) => {
      const input = `${symlinkTargets(h).join(' ')}\n${outputNames.join(' ')}\n`;
      return [
        { input, expectedOutput: '42' },
        { input, expectedOutput: '42' },
      ];
    },
    status: Status.Accepted,
    withinMs: 12_000,
    check: (r) => {
      expect(r.tests.map((t) => [t.statusId, t.stdout.trim()])).toEqual([
        [Status.Accepted, '42'],
        [Status.Accepted, '42'],
      ]);
    },
  };
}

table(suite, [...languages.map(writeRow), ...languages.map(symlinkRow)]);
finalHostCheck(suite);
