import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { javacJvmFlags } from './languages';
import { sharedCacheDir, startJudge } from './judgeTestKit';

/**
 * Whether the host's javac maps `archive` with the judge's flags, -Xshare:on making a refusal an
 * error. In `cwd`: a JVM that meets a cut archive dies of SIGBUS and leaves its crash log there.
 */
function javacMaps(archive: string, cwd: string): boolean {
  const probe = spawnSync('javac', [...javacJvmFlags, `-J-XX:SharedArchiveFile=${archive}`, '-J-Xshare:on', '-version'], { cwd });
  return probe.status === 0;
}

async function startAndWarm(cacheDir: string): Promise<string[]> {
  const lines: string[] = [];
  const judge = await startJudge({ cacheDir, log: (line) => lines.push(line) });
  try {
    await judge.warmed;
    expect(judge.health).toMatchObject({ ok: true, javacArchive: true });
  } finally {
    await judge.close();
  }
  return lines;
}

test('an archive javac no longer maps is dumped again at start, one it maps is kept', async () => {
  // The shared cache dir's artifacts, made there by a judge if no test file has yet.
  await startAndWarm(sharedCacheDir);
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-judge-jcds-'));
  try {
    await fs.chmod(parent, 0o711);
    const cacheDir = path.join(parent, 'cache');
    await fs.mkdir(cacheDir, { mode: 0o711 });
    // The precompiled header as it is (not this test's subject: it saves the judge seconds of start).
    await fs.cp(path.join(sharedCacheDir, 'pch'), path.join(cacheDir, 'pch'), { recursive: true });
    // The archive with its stamp, but one the JVM cannot map: as when the JDK's own archive under it
    // was dumped again by its package (the stamp's version and flags still match).
    const archiveDir = path.join(cacheDir, 'javac-cds');
    await fs.cp(path.join(sharedCacheDir, 'javac-cds'), archiveDir, { recursive: true });
    const archive = path.join(archiveDir, 'javac.jsa');
    await fs.chmod(archive, 0o644);
    await fs.truncate(archive, 4096);
    expect(javacMaps(archive, parent)).toBe(false);

    const redumped = await startAndWarm(cacheDir);
    expect(redumped.some((line) => line.includes('is no longer taken'))).toBe(true);
    expect(redumped.some((line) => line.startsWith("dumped javac's class-data archive"))).toBe(true);
    expect(javacMaps(archive, parent)).toBe(true);
    expect((await fs.stat(archive)).mode & 0o222).toBe(0);

    const kept = await startAndWarm(cacheDir);
    expect(kept.filter((line) => line.includes('javac'))).toEqual([]);
    expect(javacMaps(archive, parent)).toBe(true);
  } finally {
    await fs.rm(parent, { recursive: true, force: true });
  }
}, 120_000);
