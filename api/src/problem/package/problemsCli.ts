import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { findUserByEmail } from '../../account/accounts';
import { readConfig } from '../../config';
import { startPlatform } from '../../platform';
import { HttpError } from '../../http/errors';
import { importPackage, ProofFailed } from './importPackage';
import type { ImportReport } from './provePackage';
import { defaultZipLimits, scratchDir, unpackZip } from './zip';
import { zipDirectory } from './zipDirectory';

const USAGE = `usage: npm run problems -- import <zip-or-dir>... [--force] [--url <platform>]
  import  reads each Kattis/ICPC problem package (a zip, or a folder), proves it with its own
          submissions on the judge and creates it as a problem; a package whose proof fails is
          refused unless --force, and then imported as unproven.
  --url   import through a running platform's POST /api/admin/problem/import, signed in as
          ADMIN_EMAIL with ADMIN_PASSWORD; without it, straight into DATA_DIR's log (or the
          KurrentDB at EVENTSTORE_URL), recorded as ADMIN_EMAIL's.
Exit 0 when every package was imported, 1 when one was refused, 2 on wrong arguments.`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function printReport(path: string, problemId: string, report: ImportReport) {
  out(`${path}: imported as ${problemId}, "${report.title}" (${report.format}), ${report.proven ? 'proven' : 'UNPROVEN'}`);
  out(`  time limit ${report.timeLimitSeconds} s (${report.timeLimitFrom})`);
  for (const s of report.submissions) {
    out(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.path}: expected ${s.expected}, got ${s.actual} in ${s.timeSeconds.toFixed(2)} s`);
  }
  for (const s of report.skipped) out(`  skipped ${s.path}: ${s.reason}`);
  for (const w of report.warnings) out(`  warning: ${w}`);
}

/** Into the log directly: the platform's own deps, the create-problem command. */
async function importLocally(paths: readonly string[], force: boolean): Promise<boolean> {
  const config = readConfig();
  if (!config.ADMIN_EMAIL) throw new HttpError(2, 'set ADMIN_EMAIL: the problems are recorded as created by that admin', 'USAGE');
  const platform = await startPlatform(config);
  let allOk = true;
  try {
    const admin = await findUserByEmail(platform.deps.store, config.ADMIN_EMAIL);
    if (!admin) throw new HttpError(2, `no account has ADMIN_EMAIL ${config.ADMIN_EMAIL}`, 'USAGE');
    for (const path of paths) {
      const scratch = await scratchDir();
      try {
        let dir = path;
        if (!(await stat(path)).isDirectory()) {
          dir = join(scratch.path, 'package');
          await mkdir(dir);
          await unpackZip(path, dir, defaultZipLimits(config.PACKAGE_MAX_MB * 1024 * 1024));
        }
        const result = await importPackage(platform.deps, dir, { force, by: admin.userId, now: platform.deps.clock().toISOString() });
        printReport(path, result.problemId, result.report);
      } catch (error) {
        allOk = false;
        if (error instanceof ProofFailed)
          for (const s of error.report.submissions) out(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.path}: expected ${s.expected}, got ${s.actual}`);
        out(`${path}: refused: ${(error as Error).message}`);
      } finally {
        await scratch.cleanup();
      }
    }
  } finally {
    await platform.close();
  }
  return allOk;
}

/** Through a running platform's route: signed in as the configured admin, each package streamed from disk. */
async function importRemotely(url: string, paths: readonly string[], force: boolean): Promise<boolean> {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new HttpError(2, 'set ADMIN_EMAIL and ADMIN_PASSWORD to sign in to the platform', 'USAGE');
  const login = await fetch(new URL('/api/user/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ emailId: email, password }),
  });
  if (!login.ok) throw new HttpError(2, `signing in to ${url} failed: ${login.status}`, 'USAGE');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let allOk = true;
  for (const path of paths) {
    const scratch = await scratchDir();
    try {
      let zip = path;
      if ((await stat(path)).isDirectory()) {
        zip = join(scratch.path, `${basename(path)}.zip`);
        await pipeline(await zipDirectory(path), createWriteStream(zip));
      }
      const form = new FormData();
      if (force) form.set('force', 'true');
      form.set('package', await openAsBlob(zip), basename(zip));
      const res = await fetch(new URL('/api/admin/problem/import', url), {
        method: 'POST',
        headers: { cookie, origin: new URL(url).origin },
        body: form,
      });
      const body = (await res.json()) as { problemId?: string; report?: ImportReport; message?: string };
      if (res.status === 201 && body.problemId && body.report) printReport(path, body.problemId, body.report);
      else {
        allOk = false;
        for (const s of body.report?.submissions ?? [])
          out(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.path}: expected ${s.expected}, got ${s.actual}`);
        out(`${path}: refused (${res.status}): ${body.message ?? ''}`);
      }
    } finally {
      await scratch.cleanup();
    }
  }
  return allOk;
}

async function main(args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: { force: { type: 'boolean' }, url: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const [command, ...paths] = positionals;
  if (command !== 'import' || paths.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const force = values.force ?? false;
  const ok = values.url ? await importRemotely(values.url, paths, force) : await importLocally(paths, force);
  return ok ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(error instanceof HttpError && error.status === 2 ? 2 : error instanceof TypeError ? 2 : 1);
    },
  );
}
