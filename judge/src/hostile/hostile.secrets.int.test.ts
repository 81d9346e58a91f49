/**
 * Hostile programs reading secrets: host files, the judge's environment, the data dirs, the judge's
 * cache and what an earlier, honest submission carried. Each row is judged through the real sandbox,
 * then the host is checked (hostWatch).
 */
import { Status, type LanguageId } from '../api';
import { eachTargetSays, languages } from './hostilePrograms';
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

const readPrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <iostream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
extern char** environ;
static const std::string prefix = std::string("FORGE-") + "SECRET-";
static std::string found;
static int files = 0;
static bool readAll(const std::string& path, std::string& out) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  char buf[65536];
  size_t n;
  out.clear();
  while (out.size() < (16u << 20) && (n = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, n);
  std::fclose(f);
  return true;
}
static void look(const std::string& s) {
  size_t i = s.find(prefix);
  if (i != std::string::npos && found.empty()) found = s.substr(i, 64);
}
static void walk(const std::string& p, int depth) {
  if (files > 5000 || depth > 5) return;
  struct stat st;
  if (lstat(p.c_str(), &st) != 0) return;
  if (S_ISDIR(st.st_mode)) {
    DIR* d = opendir(p.c_str());
    if (!d) return;
    while (dirent* e = readdir(d)) {
      std::string n = e->d_name;
      if (n != "." && n != "..") walk(p + "/" + n, depth + 1);
    }
    closedir(d);
  } else if (S_ISREG(st.st_mode) && st.st_size < (16 << 20)) {
    files++;
    std::string s;
    if (readAll(p, s)) look(s);
  }
}
static std::string printable(std::string s) {
  for (char& c : s) if (c < 32 || c > 126) c = '.';
  return s;
}
int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string label, mode, path;
    in >> label >> mode >> path;
    if (label.empty()) continue;
    size_t at = path.find("PARENT");
    if (at != std::string::npos) path.replace(at, 6, std::to_string(getppid()));
    found.clear();
    std::string verdict = "clean", s;
    if (mode == "unreadable") {
      if (readAll(path, s) && !s.empty()) verdict = "readable " + printable(s.substr(0, 60));
      else std::fprintf(stderr, "%s: %s\n", label.c_str(), std::strerror(errno));
    } else if (mode == "secret") {
      if (readAll(path, s)) { look(s); std::fprintf(stderr, "%s: read %zu bytes\n", label.c_str(), s.size()); }
      else std::fprintf(stderr, "%s: %s\n", label.c_str(), std::strerror(errno));
    } else if (mode == "walk") {
      files = 0;
      walk(path, 0);
      std::fprintf(stderr, "%s: %d files read\n", label.c_str(), files);
    } else if (mode == "env") {
      for (char** e = environ; *e; e++) look(*e);
      if (const char* v = std::getenv("FORGE_HOSTILE_SECRET")) if (found.empty()) found = v;
    }
    if (!found.empty()) verdict = "LEAK " + printable(found);
    std::cout << label << ": " << verdict << "\n";
  }
}
`,
  java: String.raw`import java.io.*;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;
public class Main {
  static final String PREFIX = "FORGE-" + "SECRET-";
  static String found;
  static int files;
  static void look(String s) {
    int i = s.indexOf(PREFIX);
    if (i >= 0 && found == null) found = s.substring(i, Math.min(s.length(), i + 64));
  }
  static String read(String p) throws IOException {
    try (InputStream in = new FileInputStream(p)) { return new String(in.readNBytes(16 << 20), "ISO-8859-1"); }
  }
  static void walk(Path p, int depth) {
    if (files > 5000 || depth > 5) return;
    try {
      BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      if (a.isDirectory()) {
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(p)) { for (Path c : ds) walk(c, depth + 1); }
      } else if (a.isRegularFile() && a.size() < (16 << 20)) {
        files++;
        look(read(p.toString()));
      }
    } catch (Throwable t) { }
  }
  static String printable(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) b.append(c < 32 || c > 126 ? '.' : c);
    return b.toString();
  }
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    long ppid = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(0L);
    while ((line = in.readLine()) != null) {
      String[] p = line.trim().split(" ");
      if (p.length < 3) continue;
      String label = p[0], mode = p[1], path = p[2].replace("PARENT", Long.toString(ppid));
      found = null;
      String verdict = "clean";
      try {
        if (mode.equals("unreadable")) {
          String s = read(path);
          if (!s.isEmpty()) verdict = "readable " + printable(s.substring(0, Math.min(60, s.length())));
        } else if (mode.equals("secret")) {
          String s = read(path);
          System.err.println(label + ": read " + s.length() + " bytes");
          look(s);
        } else if (mode.equals("walk")) {
          files = 0;
          walk(Paths.get(path), 0);
          System.err.println(label + ": " + files + " files read");
        } else if (mode.equals("env")) {
          for (Map.Entry<String, String> e : System.getenv().entrySet()) look(e.getKey() + "=" + e.getValue());
          String v = System.getenv("FORGE_HOSTILE_SECRET");
          if (v != null && found == null) found = v;
        }
      } catch (Throwable t) {
        System.err.println(label + ": " + t);
      }
      if (found != null) verdict = "LEAK " + printable(found);
      System.out.println(label + ": " + verdict);
    }
  }
}
`,
  javascript: String.raw`const fs = require('fs');
const PREFIX = 'FORGE-' + 'SECRET-';
let found = null, files = 0;
const look = (s) => { const i = s.indexOf(PREFIX); if (i >= 0 && found === null) found = s.slice(i, i + 64); };
const printable = (s) => s.replace(/[^\x20-\x7e]/g, '.');
const read = (p) => { const fd = fs.openSync(p, 'r'); try { const chunks = []; let total = 0; const b = Buffer.alloc(65536); let n; while (total < (16 << 20) && (n = fs.readSync(fd, b, 0, b.length, null)) > 0) { chunks.push(Buffer.from(b.subarray(0, n))); total += n; } return Buffer.concat(chunks).toString('latin1'); } finally { fs.closeSync(fd); } };
function walk(p, depth) {
  if (files > 5000 || depth > 5) return;
  let st; try { st = fs.lstatSync(p); } catch { return; }
  if (st.isDirectory()) { let es = []; try { es = fs.readdirSync(p); } catch { return; } for (const e of es) walk(p + '/' + e, depth + 1); }
  else if (st.isFile() && st.size < (16 << 20)) { files++; try { look(read(p)); } catch { } }
}
for (const line of fs.readFileSync(0, 'utf8').split('\n')) {
  const [label, mode, rawPath] = line.trim().split(' ');
  if (!label || !mode || !rawPath) continue;
  const p = rawPath.replace('PARENT', String(process.ppid));
  found = null;
  let verdict = 'clean';
  try {
    if (mode === 'unreadable') { const s = read(p); if (s.length > 0) verdict = 'readable ' + printable(s.slice(0, 60)); }
    else if (mode === 'secret') { const s = read(p); process.stderr.write(label + ': read ' + s.length + ' bytes\n'); look(s); }
    else if (mode === 'walk') { files = 0; walk(p, 0); process.stderr.write(label + ': ' + files + ' files read\n'); }
    else if (mode === 'env') { for (const [k, v] of Object.entries(process.env)) look(k + '=' + v); if (process.env.FORGE_HOSTILE_SECRET && found === null) found = process.env.FORGE_HOSTILE_SECRET; }
  } catch (e) { process.stderr.write(label + ': ' + (e.code || e) + '\n'); }
  if (found !== null) verdict = 'LEAK ' + printable(found);
  console.log(label + ': ' + verdict);
}
`,
};

/** An honest submission that carries a secret (in its code and its input): later programs must not find it. */
const victims: Record<LanguageId, (h: Hostile) => string> = {
  cpp: (h) =>
    `#include <cstdio>\n#include <string>\nint main(int argc, char**) {\n  static const char* mine = "${h.secrets.cross}";\n  if (argc > 7) std::puts(mine);\n  std::printf("42\\n");\n}\n`,
  java: (h) =>
    `public class Main {\n  static final String MINE = "${h.secrets.cross}";\n  public static void main(String[] a) { if (a.length > 7) System.out.println(MINE); System.out.println("42"); }\n}\n`,
  javascript: (h) => `const mine = '${h.secrets.cross}';\nif (process.argv.length > 9) console.log(mine);\nconsole.log('42');\n`,
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
