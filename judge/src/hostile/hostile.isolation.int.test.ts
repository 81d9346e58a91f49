/**
 * Hostile programs against the sandbox's walls: connecting to the platform and to Redis, reading
 * secrets (host files, the judge's environment, other submissions), writing outside the scratch
 * directory, killing the judge and the host's processes, and planting symlinks where the judge
 * reads outputs. Each row is judged through the real sandbox, then the host is checked (hostileKit).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { LanguageId } from '../api';
import {
  type Hostile,
  type RedisTrap,
  type Row,
  type Trap,
  Status,
  allSay,
  finalHostCheck,
  findMarked,
  hello,
  hostileSuite,
  languages,
  markedName,
  startRedisTrap,
  startTrap,
  table,
} from './hostileKit';
import { deniedSyscalls } from '../sandbox/seccomp';

const suite = hostileSuite('iso');

// ---------------------------------------------------------------------------------------------
// Network: a real "platform" server on loopback, one on every address, a Unix socket, an abstract
// socket and (when installed) a real redis-server. The program tries each and prints the outcome.
// ---------------------------------------------------------------------------------------------

let platform: Trap;
let everyAddress: Trap;
let unixTrap: Trap;
let abstractTrap: Trap;
let redis: RedisTrap | null = null;
/** Redis's connection count just before a network row (taken by the row's `before`). */
let redisConnectionsBefore = 0;
const hostAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address;

beforeAll(async () => {
  const h = suite();
  platform = await startTrap({ host: '127.0.0.1' });
  everyAddress = await startTrap({ host: '0.0.0.0' });
  unixTrap = await startTrap({ path: path.join(h.dataDir, 'platform.sock') });
  fs.chmodSync(path.join(h.dataDir, 'platform.sock'), 0o777);
  abstractTrap = await startTrap({ path: `\0forge-${h.marker}` });
  redis = await startRedisTrap();
}, 30_000);

afterAll(async () => {
  await Promise.all([platform?.close(), everyAddress?.close(), unixTrap?.close(), abstractTrap?.close(), redis?.stop()]);
});

interface Target {
  readonly label: string;
  readonly kind: 'tcp' | 'unix' | 'abstract';
  readonly address: string;
}

function networkTargets(h: Hostile, language: LanguageId): Target[] {
  const targets: Target[] = [
    { label: 'platform', kind: 'tcp', address: `127.0.0.1:${platform.port}` },
    { label: 'platform-any', kind: 'tcp', address: `127.0.0.1:${everyAddress.port}` },
    { label: 'unix-socket', kind: 'unix', address: path.join(h.dataDir, 'platform.sock') },
  ];
  if (hostAddress !== undefined) targets.push({ label: 'host-address', kind: 'tcp', address: `${hostAddress}:${everyAddress.port}` });
  if (redis !== null) targets.push({ label: 'redis', kind: 'tcp', address: `127.0.0.1:${redis.port}` });
  // Java cannot name an abstract socket; the other two try it.
  if (language !== 'java') targets.push({ label: 'abstract-socket', kind: 'abstract', address: `forge-${h.marker}` });
  return targets;
}

const networkPrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <arpa/inet.h>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>
int main() {
  std::string label, kind, addr;
  while (std::cin >> label >> kind >> addr) {
    int fd = -1, rc = -1;
    if (kind == "tcp") {
      size_t colon = addr.rfind(':');
      fd = socket(AF_INET, SOCK_STREAM, 0);
      if (fd >= 0) {
        timeval tv{2, 0};
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
        sockaddr_in sa{};
        sa.sin_family = AF_INET;
        sa.sin_port = htons(std::stoi(addr.substr(colon + 1)));
        inet_pton(AF_INET, addr.substr(0, colon).c_str(), &sa.sin_addr);
        rc = connect(fd, reinterpret_cast<sockaddr*>(&sa), sizeof sa);
      }
    } else {
      fd = socket(AF_UNIX, SOCK_STREAM, 0);
      if (fd >= 0) {
        sockaddr_un su{};
        su.sun_family = AF_UNIX;
        socklen_t len = sizeof su;
        if (kind == "abstract") {
          std::memcpy(su.sun_path + 1, addr.data(), addr.size());
          len = offsetof(sockaddr_un, sun_path) + 1 + addr.size();
        } else {
          std::strncpy(su.sun_path, addr.c_str(), sizeof su.sun_path - 1);
        }
        rc = connect(fd, reinterpret_cast<sockaddr*>(&su), len);
      }
    }
    if (rc == 0) {
      const char* hi = "PING\r\nSET pwned-by-sandbox 1\r\n";
      (void)!write(fd, hi, std::strlen(hi));
      std::printf("%s: connected\n", label.c_str());
    } else {
      std::fprintf(stderr, "%s: %s\n", label.c_str(), std::strerror(errno));
      std::printf("%s: failed\n", label.c_str());
    }
    if (fd >= 0) close(fd);
  }
}
`,
  java: String.raw`import java.io.*;
import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
public class Main {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    byte[] hi = "PING\r\nSET pwned-by-sandbox 1\r\n".getBytes();
    while ((line = in.readLine()) != null) {
      String[] p = line.trim().split(" ");
      if (p.length < 3) continue;
      boolean ok = false;
      try {
        if (p[1].equals("tcp")) {
          int colon = p[2].lastIndexOf(':');
          try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(p[2].substring(0, colon), Integer.parseInt(p[2].substring(colon + 1))), 2000);
            s.getOutputStream().write(hi);
            ok = true;
          }
        } else if (p[1].equals("unix")) {
          try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(p[2]))) {
            c.write(ByteBuffer.wrap(hi));
            ok = true;
          }
        }
      } catch (Throwable t) {
        System.err.println(p[0] + ": " + t);
      }
      System.out.println(p[0] + ": " + (ok ? "connected" : "failed"));
    }
  }
}
`,
  javascript: String.raw`const net = require('net');
const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '');
(async () => {
  for (const line of lines) {
    const [label, kind, addr] = line.trim().split(' ');
    const ok = await new Promise((resolve) => {
      let options;
      if (kind === 'tcp') { const i = addr.lastIndexOf(':'); options = { host: addr.slice(0, i), port: Number(addr.slice(i + 1)) }; }
      else if (kind === 'unix') options = { path: addr };
      else options = { path: '\0' + addr };
      const s = net.connect(options);
      const timer = setTimeout(() => { s.destroy(); process.stderr.write(label + ': timeout\n'); resolve(false); }, 2000);
      s.on('connect', () => { clearTimeout(timer); s.end('PING\r\nSET pwned-by-sandbox 1\r\n'); resolve(true); });
      s.on('error', (e) => { clearTimeout(timer); process.stderr.write(label + ': ' + e.code + '\n'); resolve(false); });
    });
    console.log(label + ': ' + (ok ? 'connected' : 'failed'));
  }
})();
`,
};

function networkRow(language: LanguageId): Row {
  return {
    name: 'connects to the platform port, Redis, the host address, a Unix and an abstract socket',
    language,
    code: networkPrograms[language],
    tests: (h) => {
      const targets = networkTargets(h, language);
      return [
        {
          input: targets.map((t) => `${t.label} ${t.kind} ${t.address}`).join('\n') + '\n',
          expectedOutput: allSay(
            targets.map((t) => t.label),
            'failed',
          ),
        },
      ];
    },
    status: Status.Accepted,
    withinMs: 15_000,
    before: async () => {
      redisConnectionsBefore = (await redis?.connectionsReceived()) ?? 0;
    },
    check: async (r, h) => {
      const out = r.tests[0]?.stdout ?? '';
      expect(out).not.toMatch(/connected/);
      for (const t of networkTargets(h, language)) expect(out).toContain(`${t.label}: failed`);
      expect({
        platform: platform.connections,
        everyAddress: everyAddress.connections,
        unix: unixTrap.connections,
        abstract: abstractTrap.connections,
      }).toEqual({
        platform: [],
        everyAddress: [],
        unix: [],
        abstract: [],
      });
      if (redis !== null) {
        // Between our two INFO queries (each counts itself), nobody connected; and no key was written.
        expect((await redis.connectionsReceived()) - redisConnectionsBefore).toBe(1);
        expect(await redis.keys()).not.toContain('pwned');
      }
    },
  };
}

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
    tests: (h) => {
      const targets = readTargets(h);
      return [
        {
          input: targets.map((t) => `${t.label} ${t.mode} ${t.path}`).join('\n') + '\n',
          expectedOutput: allSay(
            targets.map((t) => t.label),
            'clean',
          ),
        },
      ];
    },
    status: Status.Accepted,
    withinMs: 20_000,
    check: (r, h) => {
      const out = r.tests[0]?.stdout ?? '';
      expect(out).not.toMatch(/LEAK|readable/);
      for (const t of readTargets(h)) expect(out).toContain(`${t.label}: clean`);
    },
  };
}

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
// Killing: kill(-1), the parent, pid 1, the sentinel and the test process (pids given on stdin).
// Only run against a sandbox that hides the host's processes: anywhere else kill(-1) would take
// the host down with it.
// ---------------------------------------------------------------------------------------------

const killPrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>
static void attempt(const char* what, pid_t pid, int sig) {
  int r = kill(pid, sig);
  std::fprintf(stderr, "%s: %s\n", what, r == 0 ? "sent" : std::strerror(errno));
}
int main() {
  long sentinel = 0, test = 0;
  if (std::scanf("%ld %ld", &sentinel, &test) != 2) return 3;
  attempt("kill(-1, SIGKILL)", -1, SIGKILL);
  attempt("kill(getppid(), SIGKILL)", getppid(), SIGKILL);
  attempt("kill(1, SIGKILL)", 1, SIGKILL);
  attempt("kill(sentinel, SIGKILL)", (pid_t)sentinel, SIGKILL);
  attempt("kill(test, SIGKILL)", (pid_t)test, SIGKILL);
  usleep(200000);
  std::printf("42\n");
}
`,
  java: String.raw`import java.util.Scanner;
import java.util.function.BooleanSupplier;
public class Main {
  static String attempt(BooleanSupplier s) {
    try { return s.getAsBoolean() ? "sent" : "refused"; } catch (Throwable t) { return t.toString(); }
  }
  public static void main(String[] args) throws Exception {
    Scanner in = new Scanner(System.in);
    long sentinel = in.nextLong(), test = in.nextLong();
    long me = ProcessHandle.current().pid();
    ProcessHandle.allProcesses().filter(p -> p.pid() != me).forEach(p -> System.err.println("kill " + p.pid() + ": " + attempt(p::destroyForcibly)));
    ProcessHandle.current().parent().ifPresent(p -> System.err.println("kill parent: " + attempt(p::destroyForcibly)));
    for (long pid : new long[] {1, sentinel, test}) ProcessHandle.of(pid).ifPresent(p -> System.err.println("kill " + pid + ": " + attempt(p::destroyForcibly)));
    Thread.sleep(200);
    System.out.println("42");
  }
}
`,
  javascript: String.raw`const [sentinel, test] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const attempt = (what, pid, sig) => {
  try { process.kill(pid, sig); process.stderr.write(what + ': sent\n'); } catch (e) { process.stderr.write(what + ': ' + e.code + '\n'); }
};
attempt('kill(-1, SIGKILL)', -1, 'SIGKILL');
attempt('kill(ppid, SIGKILL)', process.ppid, 'SIGKILL');
attempt('kill(1, SIGKILL)', 1, 'SIGKILL');
attempt('kill(sentinel, SIGKILL)', sentinel, 'SIGKILL');
attempt('kill(test, SIGKILL)', test, 'SIGKILL');
setTimeout(() => console.log('42'), 200);
`,
};

const stopEverything = String.raw`#include <csignal>
#include <cstdio>
#include <unistd.h>
int main() {
  long sentinel = 0, test = 0;
  if (std::scanf("%ld %ld", &sentinel, &test) != 2) return 3;
  kill(getppid(), SIGSTOP);
  kill(1, SIGSTOP);
  kill((pid_t)sentinel, SIGSTOP);
  kill((pid_t)test, SIGSTOP);
  signal(SIGTERM, SIG_IGN);
  kill(-1, SIGSTOP);                        // everything it can reach, frozen rather than killed
  std::printf("42\n");
}
`;

const requireHiddenHost = (language: LanguageId) => async (h: Hostile) => {
  const probe = await h.sandboxSeesHost(language);
  if (probe.sees) throw new Error(`refusing to run a kill attack: the sandbox shows the program the host's processes (${probe.detail})`);
};

function killRow(language: LanguageId): Row {
  return {
    name: 'kills every process it can (kill(-1)), its parent, pid 1, the sentinel and the test process',
    language,
    code: killPrograms[language],
    tests: (h) => [{ input: `${h.sentinel.pid} ${h.testPid}\n`, expectedOutput: '42' }],
    status: Status.Accepted,
    withinMs: 10_000,
    before: requireHiddenHost(language),
    check: (_r, h) => {
      expect(h.sentinel.exitCode).toBeNull();
      expect(h.sentinel.signalCode).toBeNull();
      expect(() => process.kill(h.sentinel.pid as number, 0)).not.toThrow();
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

// ---------------------------------------------------------------------------------------------
// System calls a judged program never needs: io_uring, ptrace, perf, eBPF, keyrings, userfaultfd,
// mounting, namespaces, modules, clocks... Each is called (with arguments that are harmless, or
// wrong on purpose: seccomp answers before the kernel looks at them) and must be refused, EPERM.
// ---------------------------------------------------------------------------------------------

const forbiddenCalls = (h: Hostile) => String.raw`#include <cerrno>
#include <cstdio>
#include <unistd.h>
#include <sys/syscall.h>
int main() {
  struct { const char* name; long nr; } calls[] = {
${Object.entries(deniedSyscalls)
  .map(([name, nr]) => `    {"${name}", ${nr}},`)
  .join('\n')}
    {"x32 getpid", 0x40000000 | 39},
  };
  int refused = 0, total = 0;
  for (auto& call : calls) {
    total++;
    errno = 0;
    long result = syscall(call.nr, 0, 0, 0, 0, 0, 0);
    if (result == -1 && errno == EPERM) refused++;
    else std::printf("%s: result %ld errno %d\n", call.name, result, errno);
  }
  std::printf("refused %d of %d /* ${h.marker} */\n", refused, total);
}
`;

const syscallRow: Row = {
  name: 'calls io_uring, ptrace, perf_event_open, bpf, keyctl, userfaultfd, mount, unshare and every other refused system call',
  language: 'cpp',
  code: forbiddenCalls,
  tests: [{ input: '', expectedOutput: `refused ${Object.keys(deniedSyscalls).length + 1} of ${Object.keys(deniedSyscalls).length + 1}` }],
  status: Status.WrongAnswer,
  withinMs: 10_000,
  check: (r) => {
    const total = Object.keys(deniedSyscalls).length + 1;
    // Every line but the last names a call that got through; there must be none.
    expect(r.tests[0]?.stdout.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^refused ${total} of ${total} `))]);
  },
};

// ---------------------------------------------------------------------------------------------
// One judge call's cases share a sandbox per slot: each looks for what an earlier case (its
// input, the secret) may have left, and leaves it everywhere it can before it answers.

const carryOver = String.raw`#include <bits/stdc++.h>
#include <dirent.h>
#include <sys/shm.h>
#include <unistd.h>
int main() {
  std::string secret;
  std::cin >> secret;
  std::vector<std::string> found;
  for (const char *path : {"/tmp/carried", "/dev/shm/carried"}) {
    std::ifstream file(path);
    std::string text;
    if (file >> text) found.push_back(std::string(path) + " " + text);
  }
  int segment = shmget(0x5eed, 64, 0);
  if (segment >= 0) {
    char *held = (char *)shmat(segment, nullptr, SHM_RDONLY);
    found.push_back(std::string("shm ") + (held == (char *)-1 ? "?" : held));
  }
  int others = 0;
  DIR *proc = opendir("/proc");
  for (dirent *entry; proc && (entry = readdir(proc));) {
    int pid = atoi(entry->d_name);
    if (pid > 1 && pid != getpid()) others++;
  }
  if (others) found.push_back("processes " + std::to_string(others));
  if (!found.empty()) {
    for (auto &what : found) std::cout << what << "\n";
    return 0;
  }
  std::ofstream("/tmp/carried") << secret;
  std::ofstream("/dev/shm/carried") << secret;
  segment = shmget(0x5eed, 64, IPC_CREAT | 0600);
  char *held = segment >= 0 ? (char *)shmat(segment, nullptr, 0) : (char *)-1;
  if (held != (char *)-1) strncpy(held, secret.c_str(), 63);
  if (fork() == 0) {
    setsid();
    for (;;) pause();
  }
  std::cout << 42 << "\n";
}
`;

const carryOverRow: Row = {
  name: 'a case finds nothing an earlier case of the same judge call left: files, shared memory, processes',
  language: 'cpp',
  code: carryOver,
  // More cases than slots: most run in a sandbox an earlier case ran in.
  tests: Array.from({ length: 8 }, (_, i) => ({ input: `hidden-input-${i}\n`, expectedOutput: '42' })),
  status: Status.Accepted,
  withinMs: 10_000,
};

// ---------------------------------------------------------------------------------------------

const rows: Row[] = [
  ...languages.map((language): Row => ({
    name: 'an honest submission carrying a secret, judged first',
    language,
    code: victims[language],
    status: Status.Accepted,
    withinMs: 10_000,
  })),
  ...languages.map(networkRow),
  ...languages.map(readRow),
  ...languages.map(writeRow),
  ...languages.map(killRow),
  {
    name: 'stops every process it can (kill(-1, SIGSTOP)), its parent, pid 1, the sentinel and the test process',
    language: 'cpp',
    code: stopEverything,
    tests: (h) => [{ input: `${h.sentinel.pid} ${h.testPid}\n`, expectedOutput: '42' }],
    status: Status.Accepted,
    withinMs: 10_000,
    before: requireHiddenHost('cpp'),
  },
  ...languages.map(symlinkRow),
  syscallRow,
  carryOverRow,
  ...languages.map((language): Row => ({
    name: 'the judge still judges an honest program after all that',
    language,
    code: hello[language],
    status: Status.Accepted,
    withinMs: 10_000,
  })),
];

table(suite, rows);
finalHostCheck(suite);
