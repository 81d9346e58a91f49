/**
 * The body of the spawner process, started as `node -e "(<this function>)()"`. It must stay
 * self-contained (no imports, no outer names): it is shipped as its own source text, which is
 * what lets it run both from the compiled package and under jest's on-the-fly TypeScript.
 *
 * Protocol (IPC, advanced serialization): `run` { id, argv, env, stdoutBytes, stderrBytes }
 * starts a sandbox chain, which waits ready; `go` { id, stdin, file } lets its program run on that
 * input (the file's name goes on fd 5, as root opens it; else `-` there and the bytes on fd 0);
 * `kill` { id } ends one. It answers `spawned` { id }, then `ended` { id, code, signal, marker,
 * stdout, stderr, outputExceeded, spawnError } once the run is over, then `exited` { id } once
 * the chain's last process is gone (later, while the sandbox is torn down).
 *
 * A series (`run` with `series` { dir }: the run helper's series mode) runs case after case in one
 * sandbox: each `go` is a case, its input written to a file in `dir` unless it is one, its output
 * read from the files the helper wrote there. Each case is answered, in order, by `case` { id,
 * ... as `ended` }; `end` { id } ends the series. `ended` { id, code, signal, marker, spawnError }
 * then comes once the chain is over.
 */
/* istanbul ignore next: coverage counters would break the shipped source text */
/* eslint-disable @typescript-eslint/no-require-imports -- this function's source is shipped to its own process and runs there alone: it requires what it needs */
export function spawnerMain(): void {
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  type Message = { type: string; id: number; [key: string]: unknown };
  const send = (message: Record<string, unknown>) => process.send?.(message);
  const kills = new Map<number, () => void>();
  const goes = new Map<number, (message: Message) => void>();
  const ends = new Map<number, () => void>();
  /** After the wrapper exits, how long its pipes may stay open before they are cut. */
  const drainMs = 3000;
  /** The start marker, `times` and bwrap's info are a few dozen bytes: more is kept no longer. */
  const channelBytes = 4096;
  const upTo = (text: string, chunk: Buffer) =>
    text.length >= channelBytes ? text : (text + chunk.toString('latin1')).slice(0, channelBytes);

  /**
   * Starts a chain and says so. Its kill ends the sandbox's pid 1 (host pid from bwrap's
   * --info-fd, fd 4), which ends its pid namespace and lets bwrap reap it; before that pid is
   * known, the chain's own process group goes. Nothing is killed once `over` says the run is over
   * or the wrapper has exited, so a reused pid is never hit.
   */
  function chain(message: Message, stdio: ('pipe' | 'ignore')[], over: () => boolean) {
    const argv = message.argv as string[];
    const child = spawn(argv[0] ?? '', argv.slice(1), { stdio, detached: true, env: message.env as NodeJS.ProcessEnv });
    let info = '';
    let sandboxPid = 0;
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    child.stdio[4]?.on('data', (chunk: Buffer) => {
      info = upTo(info, chunk);
      const pid = /"child-pid"\s*:\s*(\d+)/.exec(info)?.[1];
      if (pid) sandboxPid = Number(pid);
    });
    const kill = () => {
      if (exited || over()) return;
      try {
        if (sandboxPid) process.kill(sandboxPid, 'SIGKILL');
        else if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    kills.set(message.id, kill);
    send({ type: 'spawned', id: message.id });
    return { child, kill };
  }

  function run(message: Message): void {
    const id = message.id;
    const { child, kill } = chain(message, ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'], () => finished);
    const capped = (cap: number) => {
      const chunks: Buffer[] = [];
      let size = 0;
      return {
        push(chunk: Buffer): boolean {
          const room = cap - size;
          if (room > 0) {
            chunks.push(chunk.length <= room ? chunk : chunk.subarray(0, room));
            size += Math.min(room, chunk.length);
          }
          return chunk.length <= room;
        },
        buffer: () => Buffer.concat(chunks),
      };
    };
    const stdout = capped(message.stdoutBytes as number);
    const stderr = capped(message.stderrBytes as number);
    let marker = '';
    let outputExceeded = false;
    let spawnError: string | null = null;
    let exit: { code: number | null; signal: string | null } = { code: null, signal: null };

    child.stdout?.on('data', (chunk: Buffer) => {
      if (!stdout.push(chunk) && !outputExceeded) {
        outputExceeded = true;
        kill();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      marker = upTo(marker, chunk);
      early();
    });
    let outEnded = false;
    let errEnded = false;
    child.stdout?.on('end', () => {
      outEnded = true;
      early();
    });
    child.stderr?.on('end', () => {
      errEnded = true;
      early();
    });
    // EPIPE when the program stops reading its input, or the chain is gone: not the judge's error.
    // Fd 3 carries the go to the sandbox's pid 1 (a socketpair, as every pipe node makes); fd 5 names the input.
    const [, , , channel, , control] = child.stdio as unknown as (import('node:stream').Duplex | null)[];
    for (const stream of [child.stdin, channel, control]) stream?.on('error', () => undefined);
    goes.set(id, (go: Message) => {
      goes.delete(id);
      const file = go.file as string | null;
      control?.end(`${file ?? '-'}\n`);
      child.stdin?.end(file === null ? ((go.stdin as string | Buffer | null) ?? undefined) : undefined);
      channel?.write('\n');
    });

    let finished = false;
    let gone = false;
    let drain: NodeJS.Timeout | null = null;
    // The run helper's pid 1 reports the program's exit status once every process of the run is
    // gone: with the end of its output the run is over, and it is answered before the sandbox's
    // teardown; `exited` follows when the chain's last process has.
    function early(): void {
      const status = /\nstatus (\d+)\n/.exec(marker)?.[1];
      if (finished || status === undefined || !outEnded || !errEnded) return;
      exit = { code: Number(status), signal: null };
      finish();
    }
    const finish = () => {
      if (finished) return;
      finished = true;
      if (drain) clearTimeout(drain);
      kills.delete(id);
      goes.delete(id);
      const result = { code: exit.code, signal: exit.signal, marker, outputExceeded, spawnError };
      send({ type: 'ended', id, ...result, stdout: stdout.buffer(), stderr: stderr.buffer() });
    };
    const over = () => {
      if (gone) return;
      gone = true;
      finish();
      send({ type: 'exited', id });
    };
    child.on('error', (error) => {
      spawnError = error.message;
      over();
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // The wrapper waits for its own helpers, so pipes still open now belong to something
      // that escaped the run (the judge's cgroup sweep ends it).
      drain = setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy();
        over();
      }, drainMs);
    });
    child.on('close', over);
  }

  /** The cases of a series (see above): the same chain as `run`, its cases' files in `dir`. */
  function series(message: Message): void {
    const { writeFileSync, openSync, fstatSync, readSync, closeSync, rmSync } = require('node:fs') as typeof import('node:fs');
    const id = message.id;
    const dir = (message.series as { dir: string }).dir;
    const stdoutBytes = message.stdoutBytes as number;
    const stderrBytes = message.stderrBytes as number;
    let over = false;
    const { child, kill } = chain(message, ['ignore', 'ignore', 'ignore', 'pipe', 'pipe', 'pipe'], () => over);
    let marker = '';
    let spawnError: string | null = null;
    /** The sandbox came up (its pid 1's marker), and has not said it ends after the case it reported last. */
    let up = false;
    let retired = false;
    /** Cases let go, and of those reported. */
    let sent = 0;
    let reported = 0;
    /** Where the current case's report starts in `marker`. */
    let from = 0;
    const [, , , channel, , control] = child.stdio as unknown as (import('node:stream').Duplex | null)[];
    for (const stream of [channel, control]) stream?.on('error', () => undefined);
    // Named after this process, as the judge's other files there: a judge starting again sweeps what a dead one left.
    const files = (n: number) => {
      const base = `${dir}/${process.pid}-${id}-${n}`;
      return { input: `${base}.in`, stdout: `${base}.out`, stderr: `${base}.err` };
    };
    /** Up to `cap` bytes of a file the helper wrote, and whether it held more; nothing if it is not there. */
    const readCapped = (file: string, cap: number): { bytes: Buffer; more: boolean } => {
      let fd: number;
      try {
        fd = openSync(file, 'r');
      } catch {
        return { bytes: Buffer.alloc(0), more: false };
      }
      try {
        const bytes = Buffer.alloc(Math.min(fstatSync(fd).size, cap + 1));
        let size = 0;
        for (let got = 1; got > 0 && size < bytes.length; size += got) got = readSync(fd, bytes, size, bytes.length - size, null);
        return { bytes: bytes.subarray(0, Math.min(size, cap)), more: size > cap };
      } finally {
        closeSync(fd);
      }
    };
    const report = (n: number, code: number | null, signal: string | null, started: boolean, block: string) => {
      const { input, stdout, stderr } = files(n);
      const out = readCapped(stdout, stdoutBytes);
      const err = readCapped(stderr, stderrBytes);
      for (const file of [input, stdout, stderr]) rmSync(file, { force: true });
      send({
        type: 'case',
        id,
        code,
        signal,
        marker: started ? `1${block}` : block,
        stdout: out.bytes,
        stderr: err.bytes,
        outputExceeded: out.more,
        spawnError,
      });
    };
    channel?.on('data', (chunk: Buffer) => {
      marker += chunk.toString('latin1');
      if (!up && marker.startsWith('1')) up = true;
      // Each case's report: "\ncpu <seconds>\nstatus <code>\n", with "last\n" before the status when the sandbox ends after it.
      for (let match; (match = /\ncpu [\d.]+\n(last\n)?status (\d+)\n/.exec(marker.slice(from)));) {
        const end = from + match.index + match[0].length;
        const block = marker.slice(from, end);
        from = end;
        if (match[1]) retired = true;
        if (reported < sent) report(++reported, Number(match[2]), null, true, block);
      }
      // Only the reports since the first case's are kept.
      if (marker.length > channelBytes && from > 0) {
        marker = marker.slice(from);
        from = 0;
      }
    });
    goes.set(id, (go: Message) => {
      const n = ++sent;
      const { input, stdout, stderr } = files(n);
      let source = go.file as string | null;
      try {
        if (source === null) {
          writeFileSync(input, (go.stdin as string | Buffer | null) ?? '', { mode: 0o600, flag: 'wx' });
          source = input;
        }
      } catch (error) {
        spawnError = `cannot write the input: ${(error as Error).message}`;
        kill();
        return;
      }
      control?.write(`${source}\t${stdout}\t${stderr}\t${stdoutBytes}\t${stderrBytes}\n`);
    });
    ends.set(id, () => control?.end());
    const done = (code: number | null, signal: string | null) => {
      if (over) return;
      over = true;
      kills.delete(id);
      goes.delete(id);
      ends.delete(id);
      // A case let go and not reported ended with the sandbox: killed (the judge's limits), or the sandbox failed.
      while (reported < sent) report(++reported, code, signal, up && !retired, '');
      send({ type: 'ended', id, code, signal, marker: marker.slice(0, channelBytes), spawnError });
      send({ type: 'exited', id });
    };
    child.on('error', (error) => {
      spawnError = error.message;
      done(null, null);
    });
    child.on('exit', (code, signal) => {
      // As run's: pipes still open now belong to something that escaped the run.
      setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy();
        done(code, signal);
      }, drainMs).unref();
    });
    child.on('close', (code, signal) => done(code, signal));
  }

  process.on('message', (message: Message) => {
    if (message.type === 'run' && message.series) series(message);
    else if (message.type === 'end') ends.get(message.id)?.();
    else if (message.type === 'run') run(message);
    else if (message.type === 'go') goes.get(message.id)?.(message);
    else if (message.type === 'kill') kills.get(message.id)?.();
  });
  // The judge is gone: nothing may outlive it.
  process.on('disconnect', () => {
    for (const kill of kills.values()) kill();
    process.exit(0);
  });
}
