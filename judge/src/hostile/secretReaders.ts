/**
 * The secret readers of hostile.secrets: one program per language that reads each target its
 * input names (`label mode path`) and prints `label: clean`, or `label: LEAK <what it found>`.
 */
import type { LanguageId } from '../api';

export const readPrograms: Record<LanguageId, string> = {
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
  python: String.raw`import os, re, stat, sys
PREFIX = 'FORGE-' + 'SECRET-'
found = None
files = 0
def look(s):
    global found
    i = s.find(PREFIX)
    if i >= 0 and found is None:
        found = s[i:i + 64]
def read(p):
    with open(p, 'rb') as f:
        return f.read(16 << 20).decode('latin-1')
def walk(p, depth):
    global files
    if files > 5000 or depth > 5:
        return
    try:
        st = os.lstat(p)
    except OSError:
        return
    if stat.S_ISDIR(st.st_mode):
        try:
            names = os.listdir(p)
        except OSError:
            return
        for n in names:
            walk(p + '/' + n, depth + 1)
    elif stat.S_ISREG(st.st_mode) and st.st_size < (16 << 20):
        files += 1
        try:
            look(read(p))
        except OSError:
            pass
printable = lambda s: re.sub(r'[^\x20-\x7e]', '.', s)
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) < 3:
        continue
    label, mode, path = parts[0], parts[1], parts[2].replace('PARENT', str(os.getppid()))
    found = None
    verdict = 'clean'
    try:
        if mode == 'unreadable':
            s = read(path)
            if s:
                verdict = 'readable ' + printable(s[:60])
        elif mode == 'secret':
            s = read(path)
            sys.stderr.write('%s: read %d bytes\n' % (label, len(s)))
            look(s)
        elif mode == 'walk':
            files = 0
            walk(path, 0)
            sys.stderr.write('%s: %d files read\n' % (label, files))
        elif mode == 'env':
            for k, v in os.environ.items():
                look(k + '=' + v)
            if os.environ.get('FORGE_HOSTILE_SECRET') and found is None:
                found = os.environ['FORGE_HOSTILE_SECRET']
    except OSError as e:
        sys.stderr.write(label + ': ' + str(e) + '\n')
    if found is not None:
        verdict = 'LEAK ' + printable(found)
    print(label + ': ' + verdict)
`,
  c: String.raw`#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
extern char **environ;
static char found[65];
static int files = 0;
static char *buffer;
static size_t readAll(const char *path, int *ok) {
  FILE *f = fopen(path, "rb");
  *ok = f != NULL;
  if (!f) return 0;
  size_t n = fread(buffer, 1, 16 << 20, f);
  fclose(f);
  return n;
}
static void look(const char *s, size_t n) {
  static const char prefix[] = "FORGE-" "SECRET-";
  size_t k = sizeof prefix - 1;
  for (size_t i = 0; !found[0] && i + k <= n; i++) {
    if (memcmp(s + i, prefix, k) == 0) {
      size_t m = n - i < 64 ? n - i : 64;
      memcpy(found, s + i, m);
      found[m] = 0;
    }
  }
}
static void walk(const char *p, int depth) {
  if (files > 5000 || depth > 5) return;
  struct stat st;
  if (lstat(p, &st) != 0) return;
  if (S_ISDIR(st.st_mode)) {
    DIR *d = opendir(p);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      char child[4096];
      snprintf(child, sizeof child, "%s/%s", p, e->d_name);
      walk(child, depth + 1);
    }
    closedir(d);
  } else if (S_ISREG(st.st_mode) && st.st_size < (16 << 20)) {
    files++;
    int ok;
    size_t n = readAll(p, &ok);
    if (ok) look(buffer, n);
  }
}
static void printable(char *s) {
  for (; *s; s++) if (*s < 32 || *s > 126) *s = '.';
}
int main(void) {
  buffer = malloc(16 << 20);
  char label[256], mode[32], raw[4096], path[4200];
  while (scanf("%255s %31s %4095s", label, mode, raw) == 3) {
    char *at = strstr(raw, "PARENT");
    if (at) { *at = 0; snprintf(path, sizeof path, "%s%d%s", raw, (int)getppid(), at + 6); }
    else snprintf(path, sizeof path, "%s", raw);
    found[0] = 0;
    char verdict[128] = "clean";
    int ok;
    if (!strcmp(mode, "unreadable")) {
      size_t n = readAll(path, &ok);
      if (ok && n > 0) {
        char head[61] = {0};
        memcpy(head, buffer, n < 60 ? n : 60);
        printable(head);
        snprintf(verdict, sizeof verdict, "readable %s", head);
      } else fprintf(stderr, "%s: %s\n", label, strerror(errno));
    } else if (!strcmp(mode, "secret")) {
      size_t n = readAll(path, &ok);
      if (ok) { look(buffer, n); fprintf(stderr, "%s: read %zu bytes\n", label, n); }
      else fprintf(stderr, "%s: %s\n", label, strerror(errno));
    } else if (!strcmp(mode, "walk")) {
      files = 0;
      walk(path, 0);
      fprintf(stderr, "%s: %d files read\n", label, files);
    } else if (!strcmp(mode, "env")) {
      for (char **e = environ; *e; e++) look(*e, strlen(*e));
      const char *v = getenv("FORGE_HOSTILE_SECRET");
      if (v && !found[0]) snprintf(found, sizeof found, "%s", v);
    }
    if (found[0]) { printable(found); snprintf(verdict, sizeof verdict, "LEAK %s", found); }
    printf("%s: %s\n", label, verdict);
  }
}
`,
};
