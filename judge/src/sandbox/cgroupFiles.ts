import { existsSync, promises as fs, readFileSync, writeFileSync } from 'node:fs';

/**
 * Small helpers over cgroup control files, shared by the v1 and v2 drivers. A control file is a
 * few bytes the kernel answers at once: it is read and written synchronously, which costs a few
 * microseconds, where each asynchronous call was a trip through libuv's thread pool (four for a
 * read) and together took over a millisecond of this thread's time per case. Directories, whose
 * creation and removal may wait on the kernel, stay asynchronous.
 */

export async function exists(file: string): Promise<boolean> {
  return Promise.resolve(existsSync(file));
}

export async function readNumber(file: string): Promise<number> {
  return Promise.resolve(Number(readFileSync(file, 'utf8').trim()));
}

/** `key value` lines (memory.events, cpu.stat, memory.oom_control) as a map. */
export async function readKeyed(file: string): Promise<Map<string, number>> {
  const values = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [key, value] = line.trim().split(/\s+/);
    if (key && value !== undefined) values.set(key, Number(value));
  }
  return Promise.resolve(values);
}

/** Writes a control file (a limit, a switch). */
export async function writeControl(file: string, value: string): Promise<void> {
  writeFileSync(file, value);
  return Promise.resolve();
}

/** SIGKILLs every pid listed until the cgroup is empty (v1 has no cgroup.kill). */
export async function killListed(procsFile: string): Promise<void> {
  for (let round = 0; round < 50; round++) {
    let text = '';
    try {
      text = readFileSync(procsFile, 'utf8');
    } catch {
      // Gone: nothing listed.
    }
    const pids = text.split('\n').filter(Boolean).map(Number);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await sleep(10);
  }
}

/** rmdir, retried while the last processes are still leaving (EBUSY). */
export async function removeDir(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rmdir(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt >= 20) throw error;
      await sleep(25);
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Removes the cgroups of judges that died without closing (named `forge-judge-<pid>...`, whose pid
 * is no longer alive): whatever still runs in a run's cgroup (a sandbox the dead judge left, its
 * spawner killed with it) is killed first, then the run's cgroup and the judge's are removed. A
 * live judge's cgroups, another worker's on this machine, are never touched. Returns how many dead
 * judges' cgroups it removed and how many processes it killed in them.
 */
export async function sweepDeadJudges(
  parent: string,
  isAlive: (pid: number) => boolean,
  log: (line: string) => void = () => undefined,
): Promise<{ readonly judges: number; readonly killed: number }> {
  const entries = await fs.readdir(parent, { withFileTypes: true }).catch(() => []);
  let judges = 0;
  let killed = 0;
  for (const entry of entries) {
    const pid = Number(/^forge-judge-(\d+)/.exec(entry.name)?.[1]);
    if (!entry.isDirectory() || !pid || isAlive(pid)) continue;
    const dir = `${parent}/${entry.name}`;
    const runs = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const run of runs) {
      if (!run.isDirectory()) continue;
      const runDir = `${dir}/${run.name}`;
      killed += listed(`${runDir}/cgroup.procs`);
      // v2 kills the whole cgroup at once where it can; both then kill what is listed until it is empty.
      if (existsSync(`${runDir}/cgroup.kill`)) await writeControl(`${runDir}/cgroup.kill`, '1').catch(() => undefined);
      await killListed(`${runDir}/cgroup.procs`);
      await removeDir(runDir).catch((error: Error) => log(`could not remove ${runDir}, left by a dead judge: ${error.message}`));
    }
    await removeDir(dir).then(
      () => judges++,
      (error: Error) => log(`could not remove ${dir}, left by a dead judge: ${error.message}`),
    );
  }
  if (judges > 0)
    log(
      `removed the cgroups of ${judges} dead judge(s) under ${parent}${killed > 0 ? `, killing ${killed} process(es) left in them` : ''}`,
    );
  return { judges, killed };
}

/** How many pids a cgroup.procs file lists now (0 when it is gone). */
function listed(procsFile: string): number {
  try {
    return readFileSync(procsFile, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}
