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
 */
/* istanbul ignore next: coverage counters would break the shipped source text */
/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-unnecessary-condition -- this function's source is shipped to its own process and runs there alone: it requires what it needs, and checks pipes Node may not open */
export function spawnerMain(): void {
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  type Message = { type: string; id: number; [key: string]: unknown };
  const send = (message: Record<string, unknown>) => process.send?.(message);
  const kills = new Map<number, () => void>();
  const goes = new Map<number, (message: Message) => void>();
  /** After the wrapper exits, how long its pipes may stay open before they are cut. */
  const drainMs = 3000;
  /** The start marker, `times` and bwrap's info are a few dozen bytes: more is kept no longer. */
  const channelBytes = 4096;
  const upTo = (text: string, chunk: Buffer) =>
    text.length >= channelBytes ? text : (text + chunk.toString('latin1')).slice(0, channelBytes);

  function run(message: Message): void {
    const id = message.id;
    const argv = message.argv as string[];
    const child = spawn(argv[0] ?? '', argv.slice(1), {
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
      // Its own process group, so that the chain can be killed before bwrap reports its pid.
      detached: true,
      env: message.env as NodeJS.ProcessEnv,
    });
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
    let info = '';
    let sandboxPid = 0;
    let exited = false;
    let outputExceeded = false;
    let spawnError: string | null = null;
    let exit: { code: number | null; signal: string | null } = { code: null, signal: null };

    // Killing the sandbox's pid 1 (host pid from bwrap's --info-fd) ends its pid namespace and
    // lets bwrap reap it; before that pid is known the process group goes. Nothing is killed
    // once the run is over or the wrapper has exited, so a reused pid is never hit.
    const kill = () => {
      if (exited || finished) return;
      try {
        if (sandboxPid) process.kill(sandboxPid, 'SIGKILL');
        else if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    kills.set(id, kill);
    send({ type: 'spawned', id });

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
    child.stdio[4]?.on('data', (chunk: Buffer) => {
      info = upTo(info, chunk);
      const pid = /"child-pid"\s*:\s*(\d+)/.exec(info)?.[1];
      if (pid) sandboxPid = Number(pid);
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
      exited = true;
      // The wrapper waits for its own helpers, so pipes still open now belong to something
      // that escaped the run (the judge's cgroup sweep ends it).
      drain = setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy();
        over();
      }, drainMs);
    });
    child.on('close', over);
  }

  process.on('message', (message: Message) => {
    if (message.type === 'run') run(message);
    else if (message.type === 'go') goes.get(message.id)?.(message);
    else if (message.type === 'kill') kills.get(message.id)?.();
  });
  // The judge is gone: nothing may outlive it.
  process.on('disconnect', () => {
    for (const kill of kills.values()) kill();
    process.exit(0);
  });
}
