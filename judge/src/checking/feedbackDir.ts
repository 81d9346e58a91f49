import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a checker's or an interactor's feedback dir may hold: a few files, a little text. */
export const feedbackDirBytes = 1024 * 1024;
const feedbackDirFiles = 64;

/**
 * A feedback dir (the Kattis output validator's and interactor's `feedback_dir`) the program of
 * `uid` may write: a tmpfs of its own on the host, so what it writes there is bounded in bytes and
 * files whatever it does. `release` unmounts it; what it held is read before.
 */
export async function mountFeedbackDir(dir: string, uid: number): Promise<{ release(): Promise<void> }> {
  await fs.mkdir(dir, { mode: 0o700 });
  await run('mount', [
    '-t',
    'tmpfs',
    '-o',
    `size=${feedbackDirBytes},nr_inodes=${feedbackDirFiles},mode=0700,uid=${uid},gid=${uid},nosuid,nodev,noexec`,
    'forge-feedback',
    dir,
  ]);
  return {
    async release() {
      await run('umount', ['--lazy', dir]);
    },
  };
}
