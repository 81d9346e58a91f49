/**
 * The worker's code, run as it is written here (`toString`): it requires what it uses. It posts the
 * pages in order, at most `ahead` of what the caller has taken, then null; or the error that
 * stopped it, since the caller waits on the counters and would not hear of the worker's end.
 */
/* istanbul ignore next: coverage counters would break the shipped source text */
/* eslint-disable @typescript-eslint/no-require-imports -- this function's source is shipped to its own thread and runs there alone: it requires what it needs */
export function readAheadMain(): void {
  const threads = require('node:worker_threads') as typeof import('node:worker_threads');
  const { sqlite, file, sql, types, pageSize, pageChars, ahead, port, counters, start } = threads.workerData as {
    sqlite: string;
    file: string;
    sql: string;
    types: string[];
    pageSize: number;
    pageChars: number;
    ahead: number;
    port: import('node:worker_threads').MessagePort;
    counters: Int32Array;
    start: Float64Array;
  };
  const post = (page: string | null | { error: string }) => {
    port.postMessage(page);
    Atomics.add(counters, 0, 1);
    Atomics.notify(counters, 0);
  };
  try {
    const Sqlite = require(sqlite) as typeof import('better-sqlite3');
    const db = new Sqlite(file, { readonly: true, fileMustExist: true });
    const statement = db.prepare(sql).raw();
    // Counters: [0] pages posted, [1] pages taken, [2] the state: 1 ready, 2 go, 3 stop (the caller is done).
    const stopped = () => Atomics.load(counters, 2) === 3;
    // Ready; then on from where the caller's own reads stopped, with the page size they had come to.
    Atomics.compareExchange(counters, 2, 0, 1);
    Atomics.notify(counters, 2);
    Atomics.wait(counters, 2, 1);
    for (let after = start[0]!, count = start[1]!; !stopped();) {
      for (
        let taken = Atomics.load(counters, 1);
        Atomics.load(counters, 0) - taken >= ahead && !stopped();
        taken = Atomics.load(counters, 1)
      ) {
        Atomics.wait(counters, 1, taken);
      }
      if (stopped()) break;
      const [json, last, events] = statement.get(...types, after, count) as [string | null, number | null, number];
      if (json === null || last === null) break;
      post(json);
      after = last;
      // As the caller's nextPageSize: as many events as fit in pageChars.
      count = Math.max(1, Math.min(pageSize, Math.floor((events * pageChars) / json.length)));
    }
    db.close();
    post(null);
  } catch (error) {
    post({ error: error instanceof Error ? error.message : String(error) });
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */
