import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareHost } from './host';
import type { SandboxHost } from './sandbox';
import { claimUidBlock } from './uidBlock';

/**
 * A sandbox host of its own, for a test or a bench that runs sandboxes without a judge: a block
 * of uids below the judges' (no judge on the machine shares them), its own cgroup, and a
 * directory of root's that the uids may pass through (`root`), all gone after `close`.
 */
export interface OwnHost {
  readonly host: SandboxHost;
  /** The block's first uid (the probe's); the next ones are the caller's. */
  readonly uidBase: number;
  /** Mode 0755: mount sources go here. */
  readonly root: string;
  close(): Promise<void>;
}

export async function openOwnHost(name: string, uidFloor: number): Promise<OwnHost> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `forge-${name}-`));
  await fs.chmod(root, 0o755);
  const claims = path.join(os.tmpdir(), `forge-${name}-uids-${process.pid}`);
  const uids = await claimUidBlock(claims, uidFloor);
  const release = async () => {
    await uids.release();
    await fs.rm(claims, { recursive: true, force: true });
    await fs.rm(root, { recursive: true, force: true });
  };
  const prepared = await prepareHost({
    extraMounts: [],
    probeDir: root,
    probeUid: uids.base,
    seccompFile: path.join(root, 'seccomp.bpf'),
    cgroupName: `forge-${name}-${process.pid}`,
    log: () => undefined,
  });
  if (!prepared.host) {
    await release();
    throw new Error(prepared.reason);
  }
  const host = prepared.host;
  return {
    host,
    uidBase: uids.base,
    root,
    async close() {
      await host.close();
      await release();
    },
  };
}
