import { parseArgs } from 'node:util';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINE_BYTES,
  formatBytes,
  openEventStore,
  parseUntil,
  type EventStore,
  type HistoryLimits,
  type Until,
} from '@forge/events';
import { scryptHasher } from '../account/passwords';
import { readConfig } from '../config';
import { readLogLines, traceSubmission } from '../observability/traceStory';
import { ANONYMIZED_PASSWORD, CommandRefusedError, exportCommand, importCommand, verifyCommand, type CommandIo } from './historyCommands';

const USAGE = `usage: npm run events -- <command>
  export [--until <position|ISO time>] [--anonymize [--keep-problem-secrets]] [--with-blobs] [--out <file>]
      the log as NDJSON, to stdout or to the file (made readable by its owner alone); with --with-blobs,
      one zip archive of the NDJSON (test data as blob references) and the blobs its events name
  import <file> [--append [--trust-roles]] [--max-line <size>] [--max-size <size>]
      check the whole file, then load it into the log: all of it or nothing (an archive: its blobs too)
  verify <file> [--max-line <size>] [--max-size <size>]
      check the file against the domain's events and claims (an archive: every blob an event names, by hash)
  trace <submissionId> [--logs <file>]...
      a submission's whole story from the log, in order: its request, the judge's attempt, each case, the verdict;
      with the processes' JSON log files, their lines of the same correlation too (the read models showing the
      verdict, the verdict sent to the learner's sockets, a worker's retries), merged in time order
  --help
      this text
--anonymize drops problems' hidden cases and reference and wrong solutions too, unless --keep-problem-secrets.
--append adds new streams only, and no event that grants a role or sets a password unless --trust-roles
(for restoring one's own backup). A line longer than --max-line (default ${formatBytes(DEFAULT_MAX_LINE_BYTES)}), or a history
larger than --max-size once gunzipped (default ${formatBytes(DEFAULT_MAX_BYTES)}), stops verify and import with exit 2;
sizes are bytes, or a number with KiB, MiB or GiB.
The log is DATA_DIR's (default ./data), or the KurrentDB at EVENTSTORE_URL.`;

/** Wrong arguments: usage is printed and the process exits 2. */
class UsageError extends Error {}

type Command =
  | { readonly name: 'help' }
  | {
      readonly name: 'export';
      readonly until?: Until;
      readonly anonymize: boolean;
      readonly keepProblemSecrets: boolean;
      readonly withBlobs: boolean;
      readonly outFile?: string;
    }
  | {
      readonly name: 'import';
      readonly file: string;
      readonly append: boolean;
      readonly trustRoles: boolean;
      readonly limits: HistoryLimits;
    }
  | { readonly name: 'verify'; readonly file: string; readonly limits: HistoryLimits }
  | { readonly name: 'trace'; readonly submissionId: string; readonly logFiles: readonly string[] };

const SIZE_UNITS: Readonly<Record<string, number>> = { '': 1, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** A size as `--max-line` and `--max-size` take it: bytes, or a number with KiB, MiB or GiB. */
function parseSize(option: string, text: string): number {
  const match = /^(\d+)\s*([KMG]iB)?$/i.exec(text.trim());
  const bytes = match ? Number(match[1]) * SIZE_UNITS[(match[2] ?? '').toLowerCase()]! : NaN;
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new UsageError(`--${option}: not a size: "${text}" (expected e.g. 1048576, 64MiB or 8GiB)`);
  return bytes;
}

function parseCommand(args: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        until: { type: 'string' },
        anonymize: { type: 'boolean' },
        'keep-problem-secrets': { type: 'boolean' },
        'with-blobs': { type: 'boolean' },
        out: { type: 'string' },
        append: { type: 'boolean' },
        'trust-roles': { type: 'boolean' },
        'max-line': { type: 'string' },
        'max-size': { type: 'string' },
        logs: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { name: 'help' };
  const [name, ...rest] = positionals;
  const only = (allowed: readonly string[]) => {
    const extra = Object.keys(values).find((option) => !allowed.includes(option));
    if (extra) throw new UsageError(`${name} takes no --${extra}`);
  };
  const oneFile = () => {
    if (rest.length !== 1) throw new UsageError(`${name} takes one file`);
    return rest[0]!;
  };
  const limits = (): HistoryLimits => ({
    ...(values['max-line'] === undefined ? {} : { maxLineBytes: parseSize('max-line', values['max-line']) }),
    ...(values['max-size'] === undefined ? {} : { maxBytes: parseSize('max-size', values['max-size']) }),
  });
  switch (name) {
    case 'export': {
      only(['until', 'anonymize', 'keep-problem-secrets', 'with-blobs', 'out']);
      if (rest.length > 0) throw new UsageError('export takes no file: it writes to stdout, or to --out <file>');
      if (values['keep-problem-secrets'] && !values.anonymize) throw new UsageError('--keep-problem-secrets goes with --anonymize');
      let until: Until | undefined;
      try {
        until = values.until === undefined ? undefined : parseUntil(values.until);
      } catch (error) {
        throw new UsageError(`--until: ${error instanceof Error ? error.message : String(error)}`);
      }
      return {
        name,
        anonymize: values.anonymize ?? false,
        keepProblemSecrets: values['keep-problem-secrets'] ?? false,
        withBlobs: values['with-blobs'] ?? false,
        ...(until ? { until } : {}),
        ...(values.out ? { outFile: values.out } : {}),
      };
    }
    case 'import':
      only(['append', 'trust-roles', 'max-line', 'max-size']);
      if (values['trust-roles'] && !values.append) throw new UsageError('--trust-roles goes with --append');
      return { name, file: oneFile(), append: values.append ?? false, trustRoles: values['trust-roles'] ?? false, limits: limits() };
    case 'verify':
      only(['max-line', 'max-size']);
      return { name, file: oneFile(), limits: limits() };
    case 'trace':
      only(['logs']);
      if (rest.length !== 1) throw new UsageError('trace takes one submission id');
      return { name, submissionId: rest[0]!, logFiles: values.logs ?? [] };
    default:
      throw new UsageError(name ? `unknown command ${name}` : 'which command?');
  }
}

async function run(command: Command, io: CommandIo): Promise<void> {
  if (command.name === 'help') {
    io.out.write(`${USAGE}\n`);
    return;
  }
  if (command.name === 'verify') {
    await verifyCommand(command.file, io, command.limits);
    return;
  }
  const config = readConfig();
  const store: EventStore = openEventStore({ dataDir: config.DATA_DIR, eventStoreUrl: config.EVENTSTORE_URL });
  try {
    if (command.name === 'trace') {
      const logLines = command.logFiles.flatMap((file) => readLogLines(file));
      for (const line of await traceSubmission(store, command.submissionId, logLines)) io.out.write(`${line}\n`);
    } else if (command.name === 'export') {
      // Every account of an anonymized history signs in with one documented password.
      const { anonymize, keepProblemSecrets, withBlobs, until, outFile } = command;
      const passwordHash = anonymize ? await scryptHasher().hash(ANONYMIZED_PASSWORD) : undefined;
      const options = { withBlobs, ...(until ? { until } : {}), ...(outFile ? { outFile } : {}) };
      await exportCommand(store, { ...options, ...(passwordHash ? { anonymize: { passwordHash, keepProblemSecrets } } : {}) }, io);
    } else {
      const { append, trustRoles, limits } = command;
      const embedded = !config.EVENTSTORE_URL;
      await importCommand(store, command.file, { append, trustRoles, limits, ...(embedded ? { dataDir: config.DATA_DIR } : {}) }, io);
    }
  } finally {
    await store.close();
  }
}

/** `npm run events -- export|import|verify`: histories that leave the log and come back. */
async function main(): Promise<void> {
  const io: CommandIo = { out: process.stdout, err: (line) => process.stderr.write(`${line}\n`) };
  // `export | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  try {
    await run(parseCommand(process.argv.slice(2)), io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof CommandRefusedError) {
      io.err(error.message);
      process.exitCode = error.exitCode;
    } else {
      io.err(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }
  }
}

void main();
