import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Cgroups, CgroupUsage, RunCgroup } from './cgroup';
import { withSpares, type PreparedCgroup } from './cgroupSpares';
import { exists, killListed, readKeyed, readNumber, removeDir, sweepDeadJudges, writeControl } from './cgroupFiles';
import { isAlive } from './uidBlock';

const needed = ['memory', 'pids'];

export async function openCgroupsV2(options: { root: string; own: string; name: string; log: (line: string) => void }): Promise<Cgroups> {
  const parent = path.join(options.root, options.own);
  const available = (await fs.readFile(path.join(parent, 'cgroup.controllers'), 'utf8')).split(/\s+/);
  const missing = needed.filter((controller) => !available.includes(controller));
  if (missing.length > 0) throw new Error(`controllers ${missing.join(', ')} are not delegated to ${parent}`);
  await enableControllers(parent, options.log);
  await sweepDeadJudges(parent, isAlive, options.log);
  const base = path.join(parent, options.name);
  await fs.mkdir(base, { recursive: true });
  await fs.writeFile(path.join(base, 'cgroup.subtree_control'), needed.map((c) => `+${c}`).join(' '));
  options.log(`cgroup v2: memory and pids under ${base}`);
  return {
    version: 'v2',
    where: base,
    ...withSpares(
      (name) => prepareRun(path.join(base, name)),
      () => removeDir(base).catch(() => undefined),
    ),
  };
}

/**
 * v2 lets only leaves hold processes once controllers are enabled below a cgroup. When this
 * process's own cgroup refuses (EBUSY), its processes move into a leaf first, as go-judge does.
 */
async function enableControllers(parent: string, log: (line: string) => void): Promise<void> {
  const control = path.join(parent, 'cgroup.subtree_control');
  const enabled = (await fs.readFile(control, 'utf8')).split(/\s+/);
  if (needed.every((controller) => enabled.includes(controller))) return;
  const enable = () => fs.writeFile(control, needed.map((c) => `+${c}`).join(' '));
  try {
    await enable();
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
  }
  const leaf = path.join(parent, 'forge-judge-host');
  await fs.mkdir(leaf, { recursive: true });
  const pids = (await fs.readFile(path.join(parent, 'cgroup.procs'), 'utf8')).split('\n').filter(Boolean);
  for (const pid of pids) await fs.writeFile(path.join(leaf, 'cgroup.procs'), pid).catch(() => undefined);
  log(`cgroup v2: moved ${pids.length} process(es) of ${parent} into ${leaf} to enable memory and pids`);
  await enable();
}

async function prepareRun(dir: string): Promise<PreparedCgroup> {
  const file = (name: string) => path.join(dir, name);
  await fs.mkdir(dir);
  const swap = await exists(file('memory.swap.max'));
  // memory.peak arrived in Linux 5.19; before it the peak is the largest sample seen.
  const hasPeak = await exists(file('memory.peak'));
  return {
    configure: async (limits) => {
      await writeControl(file('memory.max'), String(limits.memoryBytes));
      if (swap) await writeControl(file('memory.swap.max'), '0');
      // memory.oom.group stays 0: killing the whole group would kill bwrap before it reaps the
      // sandbox. The kernel kills the largest process; memory.events counts it either way.
      await writeControl(file('pids.max'), String(limits.processes));
      return runCgroup(dir, hasPeak);
    },
    discard: () => removeDir(dir),
  };
}

function runCgroup(dir: string, hasPeak: boolean): RunCgroup {
  const file = (name: string) => path.join(dir, name);
  let sampledPeak = 0;
  const sample = async () => {
    if (!hasPeak) sampledPeak = Math.max(sampledPeak, await readNumber(file('memory.current')).catch(() => 0));
  };
  const cpuSeconds = async () => ((await readKeyed(file('cpu.stat'))).get('usage_usec') ?? 0) / 1e6;
  const killAll = async () => {
    if (await exists(file('cgroup.kill'))) await writeControl(file('cgroup.kill'), '1').catch(() => undefined);
    await killListed(file('cgroup.procs'));
  };
  return {
    procsFiles: [file('cgroup.procs')],
    poll: async () => {
      await sample();
      return cpuSeconds();
    },
    usage: async (): Promise<CgroupUsage> => {
      await sample();
      const [peak, cpu, events] = await Promise.all([
        hasPeak ? readNumber(file('memory.peak')) : sampledPeak,
        cpuSeconds(),
        readKeyed(file('memory.events')),
      ]);
      return {
        cpuSeconds: cpu,
        peakKb: Math.ceil(peak / 1024),
        oomKilled: (events.get('oom_kill') ?? 0) > 0,
      };
    },
    killAll,
    remove: async () => {
      await killAll();
      await removeDir(dir);
    },
  };
}
