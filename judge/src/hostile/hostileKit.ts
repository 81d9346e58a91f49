/**
 * Shared kit of the hostile-program suites: one real judge per test file, a table of hostile programs
 * judged through the real sandbox, and checks that the host was left as it was found (no sandboxed
 * process left behind, no file planted outside the judge's cache, no secret in any output, the
 * sentinel process alive, the host still able to spawn processes).
 *
 * Every hostile program carries the suite's marker (a comment in its source, and the name of what it
 * tries to create or spawn), so leftovers are found by marker, whatever else runs on the host.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultLimits, Status, type Judge, type JudgeResult, type LanguageId, type Limits, type StatusId, type TestCase } from '../api';
import { createJudge } from '../index';

/** The judge's log lines, kept for failure messages instead of cluttering the test output. */
const judgeLog: string[] = [];
export const logTail = (): string => (judgeLog.length > 0 ? `\njudge log (last lines):\n  ${judgeLog.slice(-15).join('\n  ')}` : '');

export { Status };
export const languages: readonly LanguageId[] = ['cpp', 'java', 'javascript'];
/** Every runtime-error status id (7..12). */
export const runtimeErrors: readonly StatusId[] = [
  Status.RuntimeErrorSIGSEGV,
  Status.RuntimeErrorSIGXFSZ,
  Status.RuntimeErrorSIGFPE,
  Status.RuntimeErrorSIGABRT,
  Status.RuntimeErrorNZEC,
  Status.RuntimeErrorOther,
];
/** The bytes of stderr a result may carry ("capped, a few kB"); generous on purpose. */
export const stderrCapBytes = 64 * 1024;
/** Uids the sandbox may map its programs to (the platform's convention). */
export const sandboxUidFloor = 60000;

/** Processes the tests themselves spawned (the sentinel, redis-server): never leftovers. */
const ownProcesses = new Set<number>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

export interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly uid: number;
  readonly state: string;
  readonly comm: string;
  readonly cmdline: string;
  /** Clock ticks after boot. */
  readonly startTicks: number;
  readonly pidNs: string | null;
}

function readOr(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Every process on the host, read from /proc (what `ps -eo uid,pid,ppid,comm,args` shows). */
export function listProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`);
    const status = readOr(`/proc/${entry}/status`);
    if (stat === null || status === null) continue;
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const uidLine = /^Uid:\s+(\d+)/m.exec(status);
    let pidNs: string | null;
    try {
      pidNs = fs.readlinkSync(`/proc/${entry}/ns/pid`);
    } catch {
      pidNs = null;
    }
    procs.push({
      pid: Number(entry),
      ppid: Number(fields[1] ?? 0),
      uid: uidLine ? Number(uidLine[1]) : -1,
      state: fields[0] ?? '?',
      comm,
      cmdline: (readOr(`/proc/${entry}/cmdline`) ?? '').replace(/\0/g, ' ').trim(),
      startTicks: Number(fields[19] ?? 0),
      pidNs,
    });
  }
  return procs;
}

function clockTicks(): number {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(out.stdout?.trim());
  return Number.isFinite(n) && n > 0 ? n : 100;
}

/** Clock ticks since boot, now. */
function nowTicks(hz: number): number {
  const uptime = Number((readOr('/proc/uptime') ?? '0').split(' ')[0]);
  return Math.floor(uptime * hz);
}

function descendantsOf(root: number, procs: readonly Proc[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of procs) {
    const list = children.get(p.ppid) ?? [];
    list.push(p.pid);
    children.set(p.ppid, list);
  }
  const found = new Set<number>();
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    for (const child of children.get(pid) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        stack.push(child);
      }
    }
  }
  return found;
}

function descendsFromOwn(p: Proc, byPid: ReadonlyMap<number, Proc>): boolean {
  for (let q = byPid.get(p.ppid), hops = 0; q !== undefined && hops < 64; q = byPid.get(q.ppid), hops++) {
    if (ownProcesses.has(q.pid)) return true;
  }
  return false;
}

function describeProc(p: Proc): string {
  return `pid ${p.pid} ppid ${p.ppid} uid ${p.uid} state ${p.state} comm ${p.comm} ns ${p.pidNs ?? '?'} cmd ${p.cmdline.slice(0, 160)}`;
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

/** Paths under `root` (depth-limited) whose name, or whose content when small, contains `needle`. */
export function findMarked(
  root: string,
  needle: string,
  options: { maxDepth?: number; maxFiles?: number; skip?: readonly string[]; namesOnly?: boolean } = {},
): string[] {
  const maxDepth = options.maxDepth ?? 6;
  const maxFiles = options.maxFiles ?? 20000;
  const skip = new Set((options.skip ?? []).map((p) => path.resolve(p)));
  const hits: string[] = [];
  let seen = 0;
  const walk = (p: string, depth: number): void => {
    if (seen++ > maxFiles || skip.has(path.resolve(p))) return;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return;
    }
    if (path.basename(p).includes(needle)) hits.push(p);
    if (st.isDirectory() && depth < maxDepth) {
      let entries: string[];
      try {
        entries = fs.readdirSync(p);
      } catch {
        return;
      }
      for (const e of entries) walk(path.join(p, e), depth + 1);
    } else if (!options.namesOnly && st.isFile() && st.size > 0 && st.size <= 2 * 1024 * 1024) {
      try {
        if (fs.readFileSync(p).includes(needle)) hits.push(p);
      } catch {
        /* unreadable: not ours */
      }
    }
  };
  walk(root, 0);
  return [...new Set(hits)];
}

/** cgroup directories (depth-limited) under every hierarchy of /sys/fs/cgroup. */
export function cgroupDirs(root = '/sys/fs/cgroup', maxDepth = 5): string[] {
  const dirs: string[] = [];
  const walk = (p: string, depth: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(p, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (!e.isDirectory()) continue;
      const child = path.join(p, e.name);
      dirs.push(child);
      if (depth < maxDepth) walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return dirs;
}

/** cgroups created since `before` that name this process (judges name their cgroups after their pid). */
export function cgroupsLeftBy(pid: number, before: ReadonlySet<string>): string[] {
  const named = new RegExp(`(^|\\D)${pid}(\\D|$)`);
  return cgroupDirs().filter((d) => !before.has(d) && named.test(path.basename(d)));
}

/** Small files (up to depth 3) under /run and /tmp: where a judge might keep claims or locks. */
export function smallStateFiles(roots: readonly string[] = ['/run', os.tmpdir()]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (p: string, depth: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(p, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = path.join(p, e.name);
      if (e.isDirectory() && depth < 3) walk(child, depth + 1);
      else if (e.isFile()) {
        try {
          if (fs.statSync(child).size <= 64) files.set(child, fs.readFileSync(child, 'utf8').trim());
        } catch {
          /* gone or unreadable */
        }
      }
    }
  };
  for (const root of roots) walk(root, 0);
  return files;
}

/** Files created since `before` that hold nothing but this process's pid (a claim, a lock, a pid file). */
export function pidFilesLeftBy(pid: number, before: ReadonlyMap<string, string>): string[] {
  return [...smallStateFiles()].filter(([file, content]) => content === String(pid) && before.get(file) !== content).map(([file]) => file);
}

function sha256(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch (e) {
    return `unreadable: ${(e as Error).message}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Network traps
// ---------------------------------------------------------------------------------------------

export interface Trap {
  readonly address: string;
  readonly port: number;
  /** Connections the server accepted, with the bytes each sent. */
  readonly connections: string[];
  close(): Promise<void>;
}

/** A real TCP (or Unix-socket) server that records every connection it accepts. */
export async function startTrap(listen: { host: string; port?: number } | { path: string }): Promise<Trap> {
  const connections: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const index = connections.push('') - 1;
    socket.on('data', (d) => {
      connections[index] = (connections[index] ?? '') + d.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if ('path' in listen) server.listen(listen.path, resolve);
    else server.listen(listen.port ?? 0, listen.host, resolve);
  });
  const addr = server.address();
  return {
    address: 'path' in listen ? listen.path : listen.host,
    port: addr !== null && typeof addr === 'object' ? addr.port : 0,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const trap = await startTrap({ host: '127.0.0.1' });
  const port = trap.port;
  await trap.close();
  return port;
}

/** Sends one inline command to a Redis server and returns its raw reply. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis on ${port} did not answer ${command}`));
    }, 3000);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (d) => {
      reply += d.toString('utf8');
      const m = /^\$(\d+)\r\n/.exec(reply);
      const complete = m ? reply.length >= m[0].length + Number(m[1]) + 2 : /\r\n$/.test(reply);
      if (complete) {
        clearTimeout(timer);
        socket.end();
        resolve(reply);
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

export interface RedisTrap {
  readonly port: number;
  /** Connections received so far, our own INFO queries included. */
  connectionsReceived(): Promise<number>;
  keys(): Promise<string>;
  stop(): Promise<void>;
}

/** A throwaway redis-server on loopback, when the host has one (/usr/bin/redis-server). */
export async function startRedisTrap(): Promise<RedisTrap | null> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((b) => fs.existsSync(b));
  if (binary === undefined) return null;
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  });
  if (child.pid !== undefined) ownProcesses.add(child.pid);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await redisCommand(port, 'PING')).startsWith('+PONG')) break;
    } catch {
      await sleep(50);
    }
    if (i === 99) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start');
    }
  }
  return {
    port,
    async connectionsReceived() {
      const info = await redisCommand(port, 'INFO stats');
      const m = /total_connections_received:(\d+)/.exec(info);
      return m ? Number(m[1]) : -1;
    },
    keys: () => redisCommand(port, 'KEYS *'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------

export interface Secrets {
  /** In the test process's environment as FORGE_HOSTILE_SECRET (so in the judge's, unless it clears it). */
  readonly env: string;
  /** In `${dataDir}/secret.txt` (under the host's /tmp). */
  readonly file: string;
  /** In `${varDataDir}/secret.txt` (under /var/tmp, outside any /tmp the sandbox may replace). */
  readonly varFile: string;
  /** In the source and the input of an earlier, honest submission (cross-submission isolation). */
  readonly cross: string;
  /** The first line of the host's /etc/shadow, when the test can read it. */
  readonly shadowLine: string | null;
}

export interface Hostile {
  readonly judge: Judge;
  /** Unique to this run; in every hostile source, and in what hostile programs create or spawn. */
  readonly marker: string;
  readonly cacheDir: string;
  readonly dataDir: string;
  readonly varDataDir: string;
  readonly secretFile: string;
  readonly varSecretFile: string;
  readonly secrets: Secrets;
  /** A `sleep` the test spawned; hostile programs are told its pid and try to kill it. */
  readonly sentinel: ChildProcess;
  readonly testPid: number;
  /** Every secret value that must never appear in a result. */
  readonly secretValues: readonly string[];
  /** Wall ms of judging a trivial program in `language` (compile + one test); measured once. */
  baseline(language: LanguageId): Promise<number>;
  /** Whether the sandbox shows the program the host's processes (then the kill attacks are not run). */
  sandboxSeesHost(language: LanguageId): Promise<{ sees: boolean; detail: string }>;
}

/** A trivial program in each language, printing the answer most rows expect (42). */
export const hello: Record<LanguageId, string> = {
  cpp: '#include <cstdio>\nint main() { std::printf("42\\n"); return 0; }\n',
  java: 'public class Main { public static void main(String[] a) { System.out.println("42"); } }\n',
  javascript: 'console.log("42");\n',
};

/**
 * Prefixes a source with a comment that carries the marker, so leftovers of it can be found
 * (`//` starts a comment in all three languages; `language` is there for the day one differs).
 */
export function marked(h: Hostile, language: LanguageId, name: string, code: string): string {
  return `// forge hostile suite ${h.marker} ${name.replace(/[\r\n]/g, ' ')}\n${code}`;
}

/**
 * Registers beforeAll/afterAll for one test file: temp cache dir, secrets, sentinel, judge.
 * Returns an accessor for the running suite.
 */
export function hostileSuite(fileTag: string): () => Hostile {
  let current: Hostile | undefined;
  let sentinel: ChildProcess | undefined;
  let judge: Judge | undefined;
  const dirs: string[] = [];
  let cgroupsBefore = new Set<string>();
  let stateBefore = new Map<string, string>();

  beforeAll(async () => {
    const marker = `hx${randomBytes(4).toString('hex')}`;
    const secret = (kind: string) => `FORGE-SECRET-${kind}-${randomBytes(12).toString('hex')}`;
    const secrets: Secrets = {
      env: secret('env'),
      file: secret('file'),
      varFile: secret('varfile'),
      cross: secret('cross'),
      shadowLine: ((readOr('/etc/shadow') ?? '').split('\n')[0] ?? '').trim() || null,
    };
    process.env.FORGE_HOSTILE_SECRET = secrets.env;

    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `forge-hostile-cache-${fileTag}-`));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forge-hostile-data-${fileTag}-`));
    const varDataDir = fs.mkdtempSync(path.join(fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(), `forge-hostile-data-${fileTag}-`));
    dirs.push(cacheDir, dataDir, varDataDir);
    const secretFile = path.join(dataDir, 'secret.txt');
    const varSecretFile = path.join(varDataDir, 'secret.txt');
    fs.writeFileSync(secretFile, `${secrets.file}\n`, { mode: 0o644 });
    fs.writeFileSync(varSecretFile, `${secrets.varFile}\n`, { mode: 0o644 });
    // World-readable on purpose: the sandbox, not file modes, must keep them out of reach.
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(varDataDir, 0o755);

    sentinel = spawn('sleep', ['900'], { stdio: 'ignore' });
    if (sentinel.pid !== undefined) ownProcesses.add(sentinel.pid);
    await new Promise<void>((resolve, reject) => {
      sentinel?.once('spawn', () => resolve());
      sentinel?.once('error', reject);
    });

    cgroupsBefore = new Set(cgroupDirs());
    stateBefore = smallStateFiles();
    const created = await createJudge({ cacheDir, log: (line) => judgeLog.push(line) });
    judge = created;
    // javac's archive is dumped after start: the rows compare the host with a judge at rest.
    await created.warmed;
    const theJudge = judge;
    if (!theJudge.health.ok) throw new Error(`the judge says the sandbox cannot start here: ${theJudge.health.reason ?? '?'}`);

    const baselines = new Map<LanguageId, Promise<number>>();
    const probes = new Map<LanguageId, Promise<{ sees: boolean; detail: string }>>();
    const suite: Hostile = {
      judge: theJudge,
      marker,
      cacheDir,
      dataDir,
      varDataDir,
      secretFile,
      varSecretFile,
      secrets,
      sentinel,
      testPid: process.pid,
      secretValues: [secrets.env, secrets.file, secrets.varFile, secrets.cross, ...(secrets.shadowLine ? [secrets.shadowLine] : [])],
      baseline(language) {
        let b = baselines.get(language);
        if (b === undefined) {
          b = (async () => {
            const start = performance.now();
            const r = await theJudge.judge({
              language,
              code: marked(suite, language, 'baseline', hello[language]),
              tests: [{ input: '', expectedOutput: '42' }],
            });
            const ms = performance.now() - start;
            if (r.statusId !== Status.Accepted)
              throw new Error(`baseline ${language} program was not accepted: ${JSON.stringify(r).slice(0, 2000)}${logTail()}`);
            return ms;
          })();
          baselines.set(language, b);
        }
        return b;
      },
      sandboxSeesHost(language) {
        let p = probes.get(language);
        if (p === undefined) {
          p = (async () => {
            const r = await theJudge.judge({
              language,
              code: marked(suite, language, 'pid-namespace probe', seesPidProgram[language]),
              tests: [{ input: `${sentinel?.pid ?? 0} ${process.pid}\n`, expectedOutput: 'hidden hidden' }],
            });
            const out = r.tests[0]?.stdout.trim() ?? '';
            return {
              sees: out !== 'hidden hidden',
              detail: `status ${r.statusId} ${r.description}; stdout ${JSON.stringify(out)}; stderr ${JSON.stringify(r.tests[0]?.stderr.slice(0, 300) ?? '')}`,
            };
          })();
          probes.set(language, p);
        }
        return p;
      },
    };
    current = suite;
    hostState.start(suite);
  }, 120_000);

  afterAll(async () => {
    // FORGE_HOSTILE_REPORT=<file>: one JSON line per row judged, for a human-readable table.
    if (process.env.FORGE_HOSTILE_REPORT && results.length > 0) {
      fs.appendFileSync(process.env.FORGE_HOSTILE_REPORT, results.map((r) => JSON.stringify({ file: fileTag, ...r })).join('\n') + '\n');
    }
    await judge?.close();
    if (sentinel && sentinel.exitCode === null && sentinel.signalCode === null) sentinel.kill('SIGKILL');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    delete process.env.FORGE_HOSTILE_SECRET;
    // Once closed, the judge has nothing left on the host: not even an empty cgroup or a claim file.
    const left = [...cgroupsLeftBy(process.pid, cgroupsBefore), ...pidFilesLeftBy(process.pid, stateBefore)];
    if (left.length > 0) throw new Error(`judge.close() left state behind on the host:\n  ${left.join('\n  ')}`);
  }, 60_000);

  return () => {
    if (current === undefined) throw new Error('the hostile suite did not start (see beforeAll)');
    return current;
  };
}

/** Prints "visible" for each of two host pids whose /proc entry the program can see as the sentinel/test process. */
const seesPidProgram: Record<LanguageId, string> = {
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
};

// ---------------------------------------------------------------------------------------------
// Host state
// ---------------------------------------------------------------------------------------------

const hostState = (() => {
  let hz = 100;
  let startTicks = 0;
  let preexisting = new Set<number>();
  let tmpBefore = new Set<string>();
  let shmBefore = new Set<string>();
  let watched: { file: string; hash: string }[] = [];
  let suite: Hostile | undefined;
  return {
    start(h: Hostile) {
      suite = h;
      hz = clockTicks();
      startTicks = nowTicks(hz) - hz; // a second of slack for clock granularity
      preexisting = new Set(listProcs().map((p) => p.pid));
      tmpBefore = new Set(fs.readdirSync(os.tmpdir()));
      shmBefore = new Set(fs.existsSync('/dev/shm') ? fs.readdirSync('/dev/shm') : []);
      watched = [h.secretFile, h.varSecretFile, '/etc/shadow', '/etc/passwd', '/etc/hosts'].map((file) => ({ file, hash: sha256(file) }));
    },
    /**
     * Processes the sandbox left behind: any process whose name or command line carries the marker;
     * any sandbox-uid process started during the suite that descends from this test process or was
     * orphaned; any descendant of this test process (other than what the tests spawned themselves)
     * started during the suite: while no judge() call is running, the judge has nothing running.
     */
    leftovers(): Proc[] {
      const h = suite;
      if (h === undefined) return [];
      const procs = listProcs();
      const byPid = new Map(procs.map((p) => [p.pid, p]));
      const mine = descendantsOf(process.pid, procs);
      const myNs = (() => {
        try {
          return fs.readlinkSync('/proc/self/ns/pid');
        } catch {
          return null;
        }
      })();
      return procs.filter((p) => {
        if (p.pid === process.pid || p.pid === h.sentinel.pid) return false;
        if (p.comm.includes(h.marker) || p.cmdline.includes(h.marker)) return true;
        const fresh = !preexisting.has(p.pid) && p.startTicks >= startTicks;
        if (fresh && p.uid >= sandboxUidFloor && (mine.has(p.pid) || p.ppid <= 1 || !byPid.has(p.ppid))) return true;
        if (mine.has(p.pid) && myNs !== null && p.pidNs !== null && p.pidNs !== myNs) return true;
        if (mine.has(p.pid) && fresh && !ownProcesses.has(p.pid) && !descendsFromOwn(p, byPid)) return true;
        return false;
      });
    },
    /** Waits (up to `ms`) for leftovers to go, then returns whatever is still there. */
    async settle(ms = 3000): Promise<Proc[]> {
      const deadline = Date.now() + ms;
      let left = this.leftovers();
      while (left.length > 0 && Date.now() < deadline) {
        await sleep(100);
        left = this.leftovers();
      }
      return left;
    },
    /** Kills everything this test process spawned (through the judge) except the sentinel: the safety net when judge() hangs. */
    rescue() {
      const procs = listProcs();
      const mine = descendantsOf(process.pid, procs);
      for (const p of procs) {
        if (!mine.has(p.pid) || ownProcesses.has(p.pid)) continue;
        if (p.comm === 'jest' || p.cmdline.includes('jest-worker')) continue;
        try {
          process.kill(p.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    },
    /** Entries created in /tmp and /dev/shm since the suite started that carry the marker (outside our own temp dirs). */
    planted(): string[] {
      const h = suite;
      if (h === undefined) return [];
      const skip = [h.cacheDir, h.dataDir, h.varDataDir];
      const hits: string[] = [];
      for (const [root, before] of [
        [os.tmpdir(), tmpBefore],
        ['/dev/shm', shmBefore],
      ] as const) {
        if (!fs.existsSync(root)) continue;
        for (const e of fs.readdirSync(root)) {
          const p = path.join(root, e);
          if (before.has(e) || skip.includes(p)) continue;
          hits.push(...findMarked(p, h.marker, { maxDepth: 6 }));
          try {
            const st = fs.lstatSync(p);
            if (st.uid >= sandboxUidFloor) hits.push(`${p} (owned by sandbox uid ${st.uid})`);
          } catch {
            /* gone */
          }
        }
      }
      // Inside our own data dirs, only what the test itself put there may exist.
      for (const d of [h.dataDir, h.varDataDir]) hits.push(...findMarked(d, h.marker, { maxDepth: 4 }));
      return hits;
    },
    changedFiles(): string[] {
      return watched.filter((w) => sha256(w.file) !== w.hash).map((w) => w.file);
    },
  };
})();

/** Asserts the host is as the suite found it: see hostState. */
export async function expectHostUntouched(h: Hostile, context: string): Promise<void> {
  const left = await hostState.settle();
  const problems: string[] = [];
  if (left.length > 0) problems.push(`processes left behind:\n  ${left.map(describeProc).join('\n  ')}`);
  if (h.sentinel.exitCode !== null || h.sentinel.signalCode !== null)
    problems.push(`the sentinel (pid ${h.sentinel.pid}) died: ${h.sentinel.exitCode ?? h.sentinel.signalCode}`);
  else {
    try {
      process.kill(h.sentinel.pid as number, 0);
    } catch (e) {
      problems.push(`the sentinel (pid ${h.sentinel.pid}) is not signalable: ${(e as Error).message}`);
    }
  }
  const sentinelState = (readOr(`/proc/${h.sentinel.pid}/stat`) ?? '').replace(/^.*\) /s, '').split(' ')[0];
  if (sentinelState === 'T' || sentinelState === 't') {
    problems.push(`the sentinel (pid ${h.sentinel.pid}) was stopped`);
    process.kill(h.sentinel.pid as number, 'SIGCONT');
  }
  const spawned = spawnSync('/bin/sh', ['-c', 'echo spawned'], { encoding: 'utf8', timeout: 10_000 });
  if (spawned.stdout?.trim() !== 'spawned') problems.push(`the host cannot spawn a process: ${spawned.error?.message ?? spawned.stderr}`);
  const changed = hostState.changedFiles();
  if (changed.length > 0) problems.push(`host files changed: ${changed.join(', ')}`);
  const planted = hostState.planted();
  if (planted.length > 0) problems.push(`files planted on the host:\n  ${planted.join('\n  ')}`);
  if (left.length > 0) hostState.rescue();
  if (problems.length > 0) throw new Error(`${context}: the host was touched:\n${problems.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

type Lazy<T> = T | ((h: Hostile) => T);
const resolve = <T>(v: Lazy<T>, h: Hostile): T => (typeof v === 'function' ? (v as (h: Hostile) => T)(h) : v);

export interface Row {
  readonly name: string;
  readonly language: LanguageId;
  readonly code: Lazy<string>;
  /** One test by default: input '' expecting '42'. */
  readonly tests?: Lazy<readonly TestCase[]>;
  readonly limits?: Partial<Limits>;
  /** The verdict: one exact status, or the few a correct judge may choose between. */
  readonly status: StatusId | readonly StatusId[];
  /** Must match the judge's description (of the result, or of the first test when there is one). */
  readonly description?: RegExp;
  /** judge() must return within the language's baseline plus this many ms. */
  readonly withinMs: number;
  /** Row-specific assertions, after the common ones. */
  readonly check?: (result: JudgeResult, h: Hostile, wallMs: number) => void | Promise<void>;
  /** Runs before judging (e.g. refuses to run when the sandbox is not isolated enough to make the attack safe). */
  readonly before?: (h: Hostile) => Promise<void>;
  /** Runs after the row, pass or fail (e.g. removes what an attack managed to plant, so one finding does not cascade). */
  readonly cleanup?: (h: Hostile) => void | Promise<void>;
}

/** The jest timeout of a row: its bound plus the baseline plus room. */
export const rowTimeout = (row: Row): number => row.withinMs + 60_000;

function allText(r: JudgeResult): string {
  return [r.description, r.compileOutput ?? '', ...r.tests.flatMap((t) => [t.description, t.stdout, t.stderr])].join('\n');
}

/** The secrets found in a result (as the values themselves, shortened). */
export function leakedSecrets(h: Hostile, r: JudgeResult): string[] {
  const text = allText(r);
  return h.secretValues.filter((s) => text.includes(s)).map((s) => s.slice(0, 24));
}

/** Judges one row and asserts its verdict, its bounds, that nothing leaked and that the host was untouched. */
export async function runRow(h: Hostile, row: Row): Promise<JudgeResult> {
  try {
    return await runRowOnce(h, row);
  } finally {
    if (row.cleanup) await row.cleanup(h);
  }
}

async function runRowOnce(h: Hostile, row: Row): Promise<JudgeResult> {
  if (row.before) await row.before(h);
  const baseline = await h.baseline(row.language);
  const limits: Limits = { ...defaultLimits, ...row.limits };
  const tests = resolve(row.tests ?? [{ input: '', expectedOutput: '42' }], h);
  const code = marked(h, row.language, row.name, resolve(row.code, h));
  const bound = baseline + row.withinMs;

  const reported: number[] = [];
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    h.judge
      .judge({ language: row.language, code, tests, limits: row.limits }, (t) => reported.push(t.index))
      .then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      ),
    new Promise<{ hung: true }>((res) => {
      timer = setTimeout(() => res({ hung: true }), bound + 20_000);
    }),
  ]);
  clearTimeout(timer);
  const wallMs = performance.now() - start;
  if ('hung' in outcome) {
    hostState.rescue();
    throw new Error(
      `${row.name}: judge() had not returned ${Math.round(wallMs)} ms after it was called (bound ${Math.round(bound)} ms); its processes were killed by the test`,
    );
  }
  if ('error' in outcome)
    throw new Error(`${row.name}: judge() threw: ${String((outcome.error as Error)?.stack ?? outcome.error)}${logTail()}`);
  const r = outcome.result;
  const summary = `${row.name}: status ${r.statusId} (${r.description}) in ${Math.round(wallMs)} ms; tests ${JSON.stringify(
    r.tests.map((t) => ({
      s: t.statusId,
      d: t.description,
      time: t.time,
      kb: t.memoryKb,
      out: t.stdout.slice(0, 300),
      outBytes: Buffer.byteLength(t.stdout),
      err: t.stderr.slice(0, 300),
    })),
  )}; compile ${JSON.stringify((r.compileOutput ?? '').slice(0, 400))}`;
  results.push({
    row: row.name,
    language: row.language,
    statusId: r.statusId,
    description: r.tests.find((t) => t.statusId === r.statusId)?.description ?? r.description,
    wallMs: Math.round(wallMs),
    compileOutput: (r.compileOutput ?? '').slice(0, 200),
    stdout: (r.tests[0]?.stdout ?? '').slice(0, 200),
    stderr: (r.tests[0]?.stderr ?? '').slice(0, 300),
  });

  const expected = typeof row.status === 'number' ? [row.status] : row.status;
  const failures: string[] = [];
  if (!expected.includes(r.statusId)) failures.push(`status ${r.statusId} is not ${expected.join(' or ')}`);
  if (row.description) {
    const description = r.tests.find((t) => t.statusId === r.statusId)?.description ?? r.description;
    if (!row.description.test(description) && !row.description.test(r.description))
      failures.push(`description ${JSON.stringify(description)} does not match ${row.description}`);
  }
  if (wallMs > bound)
    failures.push(
      `judge() took ${Math.round(wallMs)} ms, over the bound of ${Math.round(bound)} ms (baseline ${Math.round(baseline)} + ${row.withinMs})`,
    );
  const cpuCap = limits.cpuSeconds * 1.25 + 0.5;
  // Runtimes (the JVM, V8) are granted their own overhead above the limit: a bomb must still stay far from 2 GB.
  const memCap = limits.memoryKb + 256 * 1024;
  for (const t of r.tests) {
    if (t.time > cpuCap) failures.push(`test ${t.index} reports ${t.time} CPU s, over the ${limits.cpuSeconds} s limit`);
    if (t.memoryKb > memCap) failures.push(`test ${t.index} reports ${t.memoryKb} kB, over the ${limits.memoryKb} kB limit`);
    if (Buffer.byteLength(t.stdout) > limits.outputBytes)
      failures.push(`test ${t.index} stdout is ${Buffer.byteLength(t.stdout)} bytes, over the ${limits.outputBytes} limit`);
    if (Buffer.byteLength(t.stderr) > stderrCapBytes)
      failures.push(`test ${t.index} stderr is ${Buffer.byteLength(t.stderr)} bytes, not capped`);
  }
  if (reported.length !== r.tests.length) failures.push(`onTest was called ${reported.length} times for ${r.tests.length} tests`);
  const leaks = leakedSecrets(h, r);
  if (leaks.length > 0) failures.push(`secrets leaked into the result: ${leaks.join(', ')}`);
  if (failures.length > 0) throw new Error(`${failures.join('\n')}\n${summary}${logTail()}`);

  await expectHostUntouched(h, row.name);
  if (row.check) await row.check(r, h, wallMs);
  return r;
}

/** Registers one jest test per row. */
export function table(h: () => Hostile, rows: readonly Row[]): void {
  for (const row of rows) {
    it(
      `${row.language}: ${row.name}`,
      async () => {
        await runRow(h(), row);
      },
      rowTimeout(row),
    );
  }
}

/** What every row returned, for the report at the end of a file. */
export const results: {
  row: string;
  language: LanguageId;
  statusId: number;
  description: string;
  wallMs: number;
  compileOutput: string;
  stdout: string;
  stderr: string;
}[] = [];

/** The last test of a file: the host as a whole, after the table. */
export function finalHostCheck(h: () => Hostile): void {
  it('leaves the host as it found it: no sandboxed process, nothing planted in /tmp, the sentinel alive', async () => {
    const suite = h();
    await expectHostUntouched(suite, 'after the table');
    expect(suite.sentinel.exitCode).toBeNull();
    expect(suite.sentinel.signalCode).toBeNull();
  }, 60_000);
}

/** Lines `label: failed` for each label: what a program prints when every attempt is blocked. */
export const allSay = (labels: readonly string[], word: string): string => labels.map((l) => `${l}: ${word}`).join('\n');

/** The path of something a hostile program creates, named after the marker. */
export const markedName = (h: Hostile, ...parts: string[]): string => [h.marker, ...parts].join('-');

/** Files over `maxBytes` under `dir`: what a bomb may have left behind in the judge's cache. */
export function bigFilesUnder(dir: string, maxBytes = 64 * 1024 * 1024): string[] {
  const big: string[] = [];
  const walk = (p: string): void => {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    else if (st.size > maxBytes) big.push(p);
  };
  walk(dir);
  return big;
}
