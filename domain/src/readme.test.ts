import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainEvents } from './events';

/** The README's table of every event, by its rows: event, version, stream, feature. */
function listedEvents(): Map<string, { version: number; stream: string; feature: string }> {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Every event'));
  const rows = new Map<string, { version: number; stream: string; feature: string }>();
  for (const [, type, version, stream, feature] of section.matchAll(/^\| `(\w+)` \| (\d+) \| `([^`]+)` \| `([^`]+)` \|/gm)) {
    rows.set(type!, { version: Number(version), stream: stream!, feature: feature! });
  }
  return rows;
}

describe("the domain's README", () => {
  test('lists every event the platform writes, with its version, and nothing that does not exist', () => {
    const rows = listedEvents();
    expect([...rows.keys()].sort()).toEqual([...domainEvents.types].sort());
    for (const type of domainEvents.types)
      expect({ type, version: rows.get(type)?.version }).toEqual({ type, version: domainEvents.versionOf(type) });
  });
});

test("each event's stream and feature in the README are where the code puts it", () => {
  const streamOf = {
    user: 'user-{id}',
    userEmail: 'userEmail-{email}',
    googleIdentity: 'googleIdentity-{googleId}',
    problem: 'problem-{id}',
    submission: 'submission-{id}',
    rejudge: 'rejudge-{id}',
    contest: 'contest-{id}',
  };
  for (const [type, row] of listedEvents()) {
    const source = readFileSync(join(__dirname, row.feature, 'events.ts'), 'utf8');
    expect({ type, defined: source.includes(`defineEvent(\n  '${type}'`) || source.includes(`defineEvent('${type}'`) }).toEqual({
      type,
      defined: true,
    });
    expect(Object.values(streamOf)).toContain(row.stream);
  }
});
