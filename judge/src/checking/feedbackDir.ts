import { execFile } from 'node:child_process';
import { closeSync, constants, fstatSync, openSync, promises as fs, readdirSync, readSync, rmSync } from 'node:fs';
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
 * anything but a plain file counts as no message. Synchronous, as `takeJudgeMessage`: the dir is a
 * tmpfs of at most `feedbackDirBytes`, and a case's few system calls cost less done at once than
 * each sent to the thread pool and back.
 */
export function readJudgeMessage(dir: string, maxBytes: number): string {
  let fd: number;
  try {
    fd = openSync(path.join(dir, 'judgemessage.txt'), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return '';
  }
  try {
    if (!fstatSync(fd).isFile()) return '';
    const buffer = Buffer.alloc(maxBytes);
    const bytesRead = readSync(fd, buffer, 0, maxBytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * The judge message of a case (see `readJudgeMessage`), and the feedback dir emptied for the next
 * case: whatever the last one made there (files, directories, links) is removed. An empty dir,
 * what most cases leave, costs one readdir.
 */
export function takeJudgeMessage(dir: string, maxBytes: number): string {
  const entries = readdirSync(dir);
  if (entries.length === 0) return '';
  const message = entries.includes('judgemessage.txt') ? readJudgeMessage(dir, maxBytes) : '';
  for (const name of entries) rmSync(path.join(dir, name), { recursive: true, force: true });
  return message;
}
