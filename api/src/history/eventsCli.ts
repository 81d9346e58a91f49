import { parseArgs } from 'node:util';
import { openEventStore, parseUntil, type EventStore, type Until } from '@forge/events';
import { scryptHasher } from '../account/passwords';
import { readConfig } from '../config';
import { ANONYMIZED_PASSWORD, CommandRefusedError, exportCommand, importCommand, verifyCommand, type CommandIo } from './historyCommands';

const USAGE = `usage: npm run events -- <command>
  export [--until <position|ISO time>] [--anonymize] [--out <file>]   the log as NDJSON, to stdout or the file
  import <file> [--append]                                            verify the file, then load it into the log
  verify <file>                                                       check the file against the domain's events and claims
  --help                                                              this text
The log is DATA_DIR's (default ./data), or the KurrentDB at EVENTSTORE_URL.`;

/** Wrong arguments: usage is printed and the process exits 2. */
class UsageError extends Error {}

type Command =
  | { readonly name: 'help' }
  | { readonly name: 'export'; readonly until?: Until; readonly anonymize: boolean; readonly outFile?: string }
  | { readonly name: 'import'; readonly file: string; readonly append: boolean }
  | { readonly name: 'verify'; readonly file: string };

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
        out: { type: 'string' },
        append: { type: 'boolean' },
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
  switch (name) {
    case 'export': {
      only(['until', 'anonymize', 'out']);
      if (rest.length > 0) throw new UsageError('export takes no file: it writes to stdout, or to --out <file>');
      let until: Until | undefined;
      try {
        until = values.until === undefined ? undefined : parseUntil(values.until);
      } catch (error) {
        throw new UsageError(`--until: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { name, anonymize: values.anonymize ?? false, ...(until ? { until } : {}), ...(values.out ? { outFile: values.out } : {}) };
    }
    case 'import':
      only(['append']);
      return { name, file: oneFile(), append: values.append ?? false };
    case 'verify':
      only([]);
      return { name, file: oneFile() };
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
    await verifyCommand(command.file, io);
    return;
  }
  const config = readConfig();
  const store: EventStore = openEventStore({ dataDir: config.DATA_DIR, eventStoreUrl: config.EVENTSTORE_URL });
  try {
    if (command.name === 'export') {
      // Every account of an anonymized history signs in with one documented password.
      const { anonymize, ...options } = command;
      const passwordHash = anonymize ? await scryptHasher().hash(ANONYMIZED_PASSWORD) : undefined;
      await exportCommand(store, { ...options, ...(passwordHash ? { anonymize: { passwordHash } } : {}) }, io);
    } else {
      // The embedded log applies appends in the order they are made; KurrentDB is sent one at a time to keep the order.
      const embedded = !config.EVENTSTORE_URL;
      await importCommand(
        store,
        command.file,
        { append: command.append, inFlight: embedded ? 64 : 1, ...(embedded ? { dataDir: config.DATA_DIR } : {}) },
        io,
      );
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
      process.exitCode = 1;
    } else {
      io.err(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }
  }
}

void main();
