import { execFile } from 'node:child_process';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
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

/**
 * The judge message a checker or an interactor left in its feedback dir (the first `maxBytes` of
 * `judgemessage.txt`), '' when it left none. Read as root from a directory the sandboxed program
 * wrote: a link is not followed (it could name any file of the host) and a FIFO is not waited on;
 * anything but a plain file counts as no message.
 */
export async function readJudgeMessage(dir: string, maxBytes: number): Promise<string> {
  let file: fs.FileHandle;
  try {
    file = await fs.open(path.join(dir, 'judgemessage.txt'), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return '';
  }
  try {
    if (!(await file.stat()).isFile()) return '';
    const buffer = Buffer.alloc(maxBytes);
    const { bytesRead } = await file.read(buffer, 0, maxBytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

/** Empties a feedback dir for the next case (whatever the last one made there: files, directories, links). */
export async function clearFeedbackDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir);
  await Promise.all(entries.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
}
