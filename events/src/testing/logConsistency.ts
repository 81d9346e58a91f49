import type { RecordedEvent } from '../store/eventStore';

/**
 * What is wrong with a log read while another process appended to it (crashChild.ts): positions
 * must run 1..n, every append be whole, and each stream's revisions run from 0 to the last its
 * row in `streams` names (`last`).
 */
export function consistencyProblems(events: readonly RecordedEvent[], last: ReadonlyMap<string, bigint>): [string, string][] {
  const problems: [string, string][] = [];
  const appends = new Map<string, { size: number; seen: number }>();
  const next = new Map<string, bigint>();
  events.forEach((e, i) => {
    if (e.position.commit !== BigInt(i + 1)) problems.push([e.streamId, `position ${e.position.commit} at index ${i}`]);
    const { appendId, size } = e.metadata as { appendId: string; size: number };
    const append = appends.get(appendId) ?? { size, seen: 0 };
    append.seen++;
    appends.set(appendId, append);
    if (e.revision !== (next.get(e.streamId) ?? 0n)) problems.push([e.streamId, `revision ${e.revision} out of turn`]);
    next.set(e.streamId, e.revision + 1n);
  });
  for (const [appendId, { size, seen }] of appends) if (seen !== size) problems.push([appendId, `${seen} of ${size} events`]);
  for (const [streamId, revision] of last) {
    if (next.get(streamId) !== revision + 1n) problems.push([streamId, `streams says ${revision}, events end at ${next.get(streamId)}`]);
  }
  return problems;
}
