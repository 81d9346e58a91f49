import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Cgroups, CgroupUsage, RunCgroup } from './cgroup';
import { withSpares, type PreparedCgroup } from './cgroupSpares';
import { exists, killListed, readKeyed, readNumber, removeDir, sweepDeadJudges, writeControl } from './cgroupFiles';
import { isAlive } from './uidBlock';

/** v1 keeps one hierarchy per controller: a run gets a directory in each of these. */
const controllers = ['memory', 'pids', 'cpuacct'] as const;
type Controller = (typeof controllers)[number];

export async function openCgroupsV1(options: {
  root: string;
  membership: ReadonlyMap<string, string>;
  name: string;
  log: (line: string) => void;
}): Promise<Cgroups> {
  const bases = {} as Record<Controller, string>;
  for (const controller of controllers) {
    const mount = path.join(options.root, controller);
    if (!(await exists(mount))) throw new Error(`controller ${controller} is not mounted at ${mount}`);
    // Nest under this process's own cgroup, so a container's limits still hold over the judge.
    const own = path.join(mount, options.membership.get(controller) ?? '/');
    const parent = (await exists(own)) ? own : mount;
    await sweepDeadJudges(parent, isAlive, options.log);
    const base = path.join(parent, options.name);
    await fs.mkdir(base, { recursive: true });
    bases[controller] = base;
  }
  // Children must count against their parent; refused (harmlessly) once the kernel forces it.
  await fs.writeFile(path.join(bases.memory, 'memory.use_hierarchy'), '1').catch(() => undefined);
  options.log(`cgroup v1: memory, pids and cpuacct under ${bases.memory} and its siblings`);
  return {
    version: 'v1',
    where: bases.memory,
    ...withSpares(
      (name) => prepareRun(bases, name),
      async () => {
        for (const base of Object.values(bases)) await removeDir(base).catch(() => undefined);
      },
    ),
  };
}

async function prepareRun(bases: Record<Controller, string>, name: string): Promise<PreparedCgroup> {
  const dir = (controller: Controller) => path.join(bases[controller], name);
  for (const controller of controllers) await fs.mkdir(dir(controller));
  const memory = (file: string) => path.join(dir('memory'), file);
  // Without swap accounting the file is absent; with it, swap must not extend the limit.
  const memsw = await exists(memory('memory.memsw.limit_in_bytes'));
  return {
    configure: async (limits) => {
      await writeControl(memory('memory.limit_in_bytes'), String(limits.memoryBytes));
      if (memsw) await writeControl(memory('memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
      await writeControl(path.join(dir('pids'), 'pids.max'), String(limits.processes));
      return runCgroup(dir, memory);
    },
    discard: async () => {
      for (const controller of controllers) await removeDir(dir(controller));
    },
  };
}

function runCgroup(dir: (controller: Controller) => string, memory: (file: string) => string): RunCgroup {
  const killAll = async () => {
    await killListed(path.join(dir('pids'), 'cgroup.procs'));
    await killListed(memory('cgroup.procs'));
  };
  const cpuSeconds = async () => (await readNumber(path.join(dir('cpuacct'), 'cpuacct.usage'))) / 1e9;
  return {
    // The sandbox's start joins through `tasks` (see the run helper's host mode).
    procsFiles: controllers.map((controller) => path.join(dir(controller), 'tasks')),
    poll: cpuSeconds,
    resetPeak: () => writeControl(memory('memory.max_usage_in_bytes'), '0'),
    usage: async (): Promise<CgroupUsage> => {
      const [oom, cpu, peak] = await Promise.all([
        readKeyed(memory('memory.oom_control')),
        cpuSeconds(),
        readNumber(memory('memory.max_usage_in_bytes')),
      ]);
      const oomKills = oom.get('oom_kill');
      return {
        cpuSeconds: cpu,
        peakKb: Math.ceil(peak / 1024),
        // Kernels before 4.13 lack the oom_kill counter: then any failed charge counts.
        oomKilled: oomKills !== undefined ? oomKills > 0 : (await readNumber(memory('memory.failcnt'))) > 0,
      };
    },
    killAll,
    remove: async () => {
      await killAll();
      for (const controller of controllers) await removeDir(dir(controller));
    },
  };
}
