import { inspect } from 'node:util';
import type { EventToAppend, ExpectedRevision, ReadAllFrom, ReadStreamFrom } from './eventStore';

/** Argument checks shared by the adapters; they throw TypeError before anything is sent or queued. */

export function checkStreamId(streamId: unknown): asserts streamId is string {
  if (typeof streamId !== 'string' || streamId.length === 0) throw new TypeError('streamId must be a non-empty string');
}

export function checkExpectedRevision(expected: unknown): asserts expected is ExpectedRevision {
  if (expected === 'any' || expected === 'no_stream' || expected === 'stream_exists') return;
  if (typeof expected === 'bigint' && expected >= 0n) return;
  throw new TypeError(`invalid expectedRevision: ${String(expected)}`);
}

export function checkEvents(events: unknown): asserts events is readonly EventToAppend[] {
  if (!Array.isArray(events)) throw new TypeError('events must be an array');
  const seen = new Set<string>();
  for (const event of events as unknown[]) {
    if (typeof event !== 'object' || event === null) throw new TypeError('each event must be an object');
    const { id, type, metadata, recordedAt } = event as Partial<EventToAppend>;
    if (typeof id !== 'string' || id.length === 0) throw new TypeError('event id must be a non-empty string');
    if (typeof type !== 'string' || type.length === 0) throw new TypeError(`event ${id}: type must be a non-empty string`);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- callers may be plain JavaScript: the types are what is being checked
    if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))) {
      throw new TypeError(`event ${id}: metadata must be a plain object`);
    }
    if (recordedAt !== undefined && (!(recordedAt instanceof Date) || Number.isNaN(recordedAt.getTime()))) {
      throw new TypeError(`event ${id}: recordedAt must be a valid Date`);
    }
    if (seen.has(id)) throw new TypeError(`event id ${id} appears twice in one append`);
    seen.add(id);
  }
}

export function checkMaxCount(maxCount: unknown): void {
  if (maxCount === undefined) return;
  if (typeof maxCount !== 'number' || !Number.isInteger(maxCount) || maxCount < 0) {
    throw new TypeError(`maxCount must be a non-negative integer, got ${inspect(maxCount)}`);
  }
}

export function checkReadStreamFrom(from: unknown): asserts from is ReadStreamFrom {
  if (from === 'start' || from === 'end' || (typeof from === 'bigint' && from >= 0n)) return;
  throw new TypeError(`invalid fromRevision: ${String(from)}`);
}

export function checkReadAllFrom(from: unknown): asserts from is ReadAllFrom {
  if (from === 'start' || from === 'end') return;
  if (typeof from === 'object' && from !== null) {
    const { commit, prepare } = from as { commit?: unknown; prepare?: unknown };
    if (typeof commit === 'bigint' && typeof prepare === 'bigint') return;
  }
  throw new TypeError('invalid position: expected "start", "end" or { commit: bigint, prepare: bigint }');
}
