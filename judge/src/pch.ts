import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chownTree, prepareArtifact, runOnArtifact, type ArtifactOptions } from './cacheInstall';
import { cppFlags, pchMount } from './languages';
import type { SandboxLimits } from './sandbox/command';

const run = promisify(execFile);

const buildLimits: SandboxLimits = {
  cpuSeconds: 120,
  wallSeconds: 300,
  memoryBytes: 2048 * 1024 * 1024,
  processes: 16,
  fileBytes: 1024 * 1024 * 1024,
  stackBytes: 64 * 1024 * 1024,
  tmpBytes: 256 * 1024 * 1024,
};

/**
 * Precompiles bits/stdc++.h once per machine into `<cacheDir>/pch/bits/stdc++.h.gch`, with
 * exactly the flags submissions are compiled with (GCC ignores a PCH built with others), and
 * proves with -H that GCC takes it. Returns the directory to mount at /pch, or null (then C++
 * still compiles, only slower).
 */
export async function preparePch(options: ArtifactOptions & { readonly gpp: string }): Promise<string | null> {
  const header = await findHeader(options.gpp);
  if (!header) {
    options.log('no bits/stdc++.h found for g++: C++ compiles without a precompiled header');
    return null;
  }
  return prepareArtifact({
    cacheDir: options.cacheDir,
    name: 'pch',
    file: 'bits/stdc++.h.gch',
    stamp: { version: options.version, flags: [...cppFlags] },
    uid: options.uid,
    made: 'precompiled bits/stdc++.h',
    failed: 'cannot precompile bits/stdc++.h, C++ compiles without it',
    log: options.log,
    async make(staging) {
      await fs.mkdir(path.join(staging, 'bits'));
      await fs.copyFile(header, path.join(staging, 'bits', 'stdc++.h'));
      await fs.writeFile(path.join(staging, 'probe.cpp'), '#include <bits/stdc++.h>\nint main() {}\n');
      await chownTree(staging, options.uid);
      const built = await inSandbox(options, staging, true, [...cppFlags, '-x', 'c++-header', 'bits/stdc++.h', '-o', 'bits/stdc++.h.gch']);
      if (built.exitCode !== 0) throw new Error(`building it failed: ${built.stderr.toString().slice(0, 2000)}`);
      // -H lists each header used; a used PCH is listed with a leading '!'.
      const probe = await inSandbox(options, staging, false, [
        ...cppFlags,
        '-Winvalid-pch',
        '-H',
        '-fsyntax-only',
        '-I',
        pchMount,
        `${pchMount}/probe.cpp`,
      ]);
      if (!probe.stderr.toString().includes(`! ${pchMount}/bits/stdc++.h.gch`)) {
        throw new Error(`g++ does not use it: ${probe.stderr.toString().slice(0, 2000)}`);
      }
      await fs.rm(path.join(staging, 'probe.cpp'));
    },
  });
}

async function findHeader(gpp: string): Promise<string | null> {
  const [machine, version] = await Promise.all(
    ['-dumpmachine', '-dumpversion'].map(async (flag) => (await run(gpp, [flag])).stdout.trim()),
  );
  const candidates = [`/usr/include/${machine}/c++/${version}/bits/stdc++.h`, `/usr/include/c++/${version}/${machine}/bits/stdc++.h`];
  for (const candidate of candidates) {
    if (
      await fs.stat(candidate).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return candidate;
  }
  return null;
}

function inSandbox(options: ArtifactOptions & { readonly gpp: string }, dir: string, writable: boolean, args: string[]) {
  return runOnArtifact(options, { path: dir, writable, mount: pchMount }, [options.gpp, ...args], buildLimits);
}
