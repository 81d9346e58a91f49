import { parseArgs } from 'node:util';
import { formatBytes } from '@forge/events';
import { readConfig } from '../config';
import { backupDataDir, BackupRefusedError, backupPlaces, MANIFEST, restoreDataDir } from './dataDirBackup';

const USAGE = `usage: npm run backup -- <dir>     a consistent copy of DATA_DIR's log, sessions, blobs and media, while the platform runs
       npm run restore -- <dir>    that copy back into an empty DATA_DIR, its read models rebuilt from the log
The data dir is DATA_DIR's (default ./data); blobs are BLOB_DIR's when set. A KurrentDB log (EVENTSTORE_URL) is
backed up with KurrentDB's own tools: see the README.`;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** `backup <dir>` or `restore <dir>`; a refusal or wrong arguments exit 2 with one line, any other failure 1. */
async function main(argv: readonly string[]): Promise<number> {
  let command: string | undefined;
  let dir: string | undefined;
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { help: { type: 'boolean' } },
    });
    if (values.help) {
      say(USAGE);
      return 0;
    }
    [command, dir] = positionals;
    if ((command !== 'backup' && command !== 'restore') || !dir || positionals.length !== 2)
      throw new Error('expected backup or restore and one folder');
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const config = readConfig(process.env);
  if (config.EVENTSTORE_URL) {
    process.stderr.write('the log is KurrentDB (EVENTSTORE_URL): back it up with its own tools, as the README says\n');
    return 2;
  }
  const places = backupPlaces(config.DATA_DIR);
  try {
    if (command === 'backup') {
      say(`backing up ${places.dataDir} into ${dir}`);
      const manifest = await backupDataDir(places, dir);
      const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
      say(
        `backed up ${manifest.events} events (up to position ${manifest.position ?? 'none'}), ${manifest.files.length} files, ${formatBytes(bytes)}; ${MANIFEST} lists them`,
      );
    } else {
      say(`restoring ${dir} into ${places.dataDir}`);
      const restored = await restoreDataDir(dir, places);
      say(
        `restored ${restored.manifest.events} events (up to position ${restored.manifest.position ?? 'none'}) and ${restored.manifest.files.length} files; read models rebuilt from ${restored.rebuiltEvents} events in ${restored.seconds.toFixed(2)} s`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      process.stderr.write(`${command} refused: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`${command} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
