/**
 * The suite every ReadModelStore adapter passes. It uses jest globals, so it is NOT exported from the
 * package index: import it by path from an adapter's test. `open` is called before every test and must return
 * an empty store (a fresh file, or a fresh key prefix on a shared server).
 */
import type { Position } from '@forge/events';
import type { Checkpoint, DocumentChange, ReadModelStore } from '@forge/events';

export interface OpenedReadModelStore {
  store: ReadModelStore;
  cleanup(): Promise<void>;
}

interface Doc {
  id: string;
  n?: number;
}

const pos = (commit: bigint, prepare: bigint = commit): Position => ({ commit, prepare });
const put = (collection: string, id: string, doc: unknown = { id }): DocumentChange => ({ collection, id, doc });
const del = (collection: string, id: string): DocumentChange => ({ collection, id, doc: null });
const noCheckpoints: ReadonlyMap<string, Checkpoint> = new Map();
const ids = (docs: Doc[]) => docs.map((d) => d.id);

/** Code point order: what SQLite's BINARY collation over UTF-8 and Redis' byte-wise lex order both give. */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Deterministic shuffle, so the insertion order never happens to be the sorted order. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let seed = 42;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function describeReadModelStoreSuite(name: string, open: () => Promise<OpenedReadModelStore>): void {
  describe(`ReadModelStore suite: ${name}`, () => {
    let store: ReadModelStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });
    afterEach(async () => {
      await cleanup();
    });

    describe('documents', () => {
      it('answers undefined, an empty list and no checkpoint when nothing was written', async () => {
        expect(await store.get('users', 'u1')).toBeUndefined();
        expect(await store.list('users')).toEqual([]);
        expect(await store.list('users', 'u')).toEqual([]);
        expect(await store.checkpoint('users')).toBeUndefined();
      });

      it('inserts, then replaces a document on a second commit', async () => {
        await store.commit([put('users', 'u1', { id: 'u1', name: 'Ada', tags: ['a', 'b'], nested: { x: 1, y: null } })], noCheckpoints);
        expect(await store.get('users', 'u1')).toEqual({ id: 'u1', name: 'Ada', tags: ['a', 'b'], nested: { x: 1, y: null } });

        await store.commit([put('users', 'u1', { id: 'u1', name: 'Grace' })], noCheckpoints);
        expect(await store.get('users', 'u1')).toEqual({ id: 'u1', name: 'Grace' });
        expect(await store.list('users')).toEqual([{ id: 'u1', name: 'Grace' }]);
      });

      it('round-trips JSON values faithfully (strings, numbers, booleans, arrays, null, unicode)', async () => {
        const doc = {
          id: 'x',
          s: 'line\nbreak "quoted" \u00e9\u{1f600}',
          n: -12.5,
          big: 2 ** 53 - 1,
          t: true,
          f: false,
          arr: [1, [2, {}]],
          none: null,
        };
        await store.commit([put('c', 'x', doc), put('c', 'scalar', 7), put('c', 'text', 'just a string')], noCheckpoints);
        expect(await store.get('c', 'x')).toEqual(doc);
        expect(await store.get('c', 'scalar')).toBe(7);
        expect(await store.get('c', 'text')).toBe('just a string');
      });

      it('deletes a document with doc: null, and deleting a missing one is harmless', async () => {
        await store.commit([put('users', 'u1'), put('users', 'u2')], noCheckpoints);
        await store.commit([del('users', 'u1'), del('users', 'never-existed')], noCheckpoints);
        expect(await store.get('users', 'u1')).toBeUndefined();
        expect(await store.get('users', 'u2')).toEqual({ id: 'u2' });
        expect(await store.list('users')).toEqual([{ id: 'u2' }]);
      });

      it('applies the changes of one commit in order (last change to an id wins)', async () => {
        await store.commit(
          [put('c', 'a', { id: 'a', n: 1 }), put('c', 'a', { id: 'a', n: 2 }), put('c', 'b'), del('c', 'b')],
          noCheckpoints,
        );
        expect(await store.get('c', 'a')).toEqual({ id: 'a', n: 2 });
        expect(await store.get('c', 'b')).toBeUndefined();
        await store.commit([del('c', 'a'), put('c', 'a', { id: 'a', n: 3 })], noCheckpoints);
        expect(await store.list('c')).toEqual([{ id: 'a', n: 3 }]);
      });

      it('keeps collections apart: the same id in two collections is two documents', async () => {
        await store.commit([put('users', 'same', { id: 'same', n: 1 }), put('problems', 'same', { id: 'same', n: 2 })], noCheckpoints);
        expect(await store.get('users', 'same')).toEqual({ id: 'same', n: 1 });
        expect(await store.get('problems', 'same')).toEqual({ id: 'same', n: 2 });
        await store.commit([del('users', 'same')], noCheckpoints);
        expect(await store.get('problems', 'same')).toEqual({ id: 'same', n: 2 });
        expect(await store.list('users')).toEqual([]);
      });
    });

    describe('list', () => {
      const hierarchical = ['u1', 'u1/p1/a', 'u1/p1/b', 'u1/p10/a', 'u1/p2/a', 'u10/p1/a', 'u2/x', 'u1-other', 'u0/z'];
      /** The same ids by code point, spelled out. */
      const inOrder = ['u0/z', 'u1', 'u1-other', 'u1/p1/a', 'u1/p1/b', 'u1/p10/a', 'u1/p2/a', 'u10/p1/a', 'u2/x'];

      beforeEach(async () => {
        await store.commit(
          shuffled(hierarchical).map((id) => put('subs', id)),
          noCheckpoints,
        );
      });

      it('returns every document of the collection ordered by id', async () => {
        expect(ids(await store.list<Doc>('subs'))).toEqual([...hierarchical].sort(byCodePoint));
        expect(ids(await store.list<Doc>('subs'))).toEqual(inOrder);
      });

      it('scans exactly the ids that start with the prefix, in order', async () => {
        expect(ids(await store.list<Doc>('subs', 'u1/'))).toEqual(['u1/p1/a', 'u1/p1/b', 'u1/p10/a', 'u1/p2/a']);
        expect(ids(await store.list<Doc>('subs', 'u1/p1/'))).toEqual(['u1/p1/a', 'u1/p1/b']);
        expect(ids(await store.list<Doc>('subs', 'u1/p1'))).toEqual(['u1/p1/a', 'u1/p1/b', 'u1/p10/a']);
        expect(ids(await store.list<Doc>('subs', 'u10/'))).toEqual(['u10/p1/a']);
        expect(ids(await store.list<Doc>('subs', 'u1'))).toEqual(inOrder.filter((id) => id.startsWith('u1')));
      });

      it('includes an id equal to the prefix and finds nothing for a prefix no id has', async () => {
        expect(ids(await store.list<Doc>('subs', 'u1/p1/a'))).toEqual(['u1/p1/a']);
        expect(await store.list('subs', 'u3')).toEqual([]);
        expect(await store.list('subs', 'u1/p1/a/')).toEqual([]);
        expect(await store.list('other-collection', 'u1')).toEqual([]);
      });

      it('reflects deletes in listings and prefix scans', async () => {
        await store.commit([del('subs', 'u1/p1/a'), del('subs', 'u10/p1/a')], noCheckpoints);
        expect(ids(await store.list<Doc>('subs', 'u1/p1'))).toEqual(['u1/p1/b', 'u1/p10/a']);
        expect(await store.list('subs', 'u10/')).toEqual([]);
      });
    });

    describe('list with unicode and punctuation in ids', () => {
      // U+FF21 sorts before U+1F600 by code point, but after it in UTF-16 code units (0xD83D): the store must use code points.
      const unicode = [
        'a',
        'b',
        'z',
        '\u00e9',
        '\uff21',
        '\u{1f600}',
        '\u{1f600}1',
        '\u{1f600}2',
        '\u{1f601}',
        '日本/1',
        '日本/2',
        '日本語/1',
        '日/x',
      ];
      const punctuation = ['[x', '(y', '-', '+', 'a b', 'key:with:colons', '\u0001ctl', '~tilde'];

      it('orders ids by code point', async () => {
        await store.commit(
          shuffled(unicode).map((id) => put('u', id)),
          noCheckpoints,
        );
        const expected = [...unicode].sort(byCodePoint);
        expect(expected.indexOf('\uff21')).toBeLessThan(expected.indexOf('\u{1f600}'));
        expect(ids(await store.list<Doc>('u'))).toEqual(expected);
        for (const id of unicode) expect(await store.get('u', id)).toEqual({ id });
      });

      it('scans unicode prefixes, including astral characters', async () => {
        await store.commit(
          shuffled(unicode).map((id) => put('u', id)),
          noCheckpoints,
        );
        expect(ids(await store.list<Doc>('u', '日本/'))).toEqual(['日本/1', '日本/2']);
        expect(ids(await store.list<Doc>('u', '日本'))).toEqual(['日本/1', '日本/2', '日本語/1']);
        expect(ids(await store.list<Doc>('u', '\u{1f600}'))).toEqual(['\u{1f600}', '\u{1f600}1', '\u{1f600}2']);
        expect(ids(await store.list<Doc>('u', '\u00e9'))).toEqual(['\u00e9']);
      });

      it('treats punctuation in ids and prefixes literally', async () => {
        await store.commit(
          shuffled(punctuation).map((id) => put('p', id)),
          noCheckpoints,
        );
        expect(ids(await store.list<Doc>('p'))).toEqual([...punctuation].sort(byCodePoint));
        expect(ids(await store.list<Doc>('p', '['))).toEqual(['[x']);
        expect(ids(await store.list<Doc>('p', '('))).toEqual(['(y']);
        expect(ids(await store.list<Doc>('p', '-'))).toEqual(['-']);
        expect(ids(await store.list<Doc>('p', '+'))).toEqual(['+']);
        expect(ids(await store.list<Doc>('p', 'key:'))).toEqual(['key:with:colons']);
        for (const id of punctuation) expect(await store.get('p', id)).toEqual({ id });
      });
    });

    it('lists a large collection completely and in order', async () => {
      const many = Array.from({ length: 2500 }, (_, i) => `item-${String(i).padStart(5, '0')}`);
      await store.commit(
        shuffled(many).map((id) => put('big', id)),
        noCheckpoints,
      );
      expect(ids(await store.list<Doc>('big'))).toEqual(many);
      expect(ids(await store.list<Doc>('big', 'item-012'))).toEqual(many.slice(1200, 1300));
    });

    describe('page', () => {
      // Ids that sort by age, as an audit log's do, plus a second kind of document beside them.
      const entries = Array.from({ length: 25 }, (_, i) => `e:${String(i).padStart(4, '0')}`);
      const others = ['s:problem:p1', 's:user:u1', 'd'];
      const pageIds = (docs: { id: string }[]) => docs.map((d) => d.id);

      beforeEach(async () => {
        await store.commit(
          shuffled([...entries, ...others]).map((id) => put('log', id)),
          noCheckpoints,
        );
      });

      it('reads the highest ids first, at most `limit`, with their documents', async () => {
        const page = await store.page<Doc>('log', { prefix: 'e:', limit: 3 });
        expect(page).toEqual([
          { id: 'e:0024', doc: { id: 'e:0024' } },
          { id: 'e:0023', doc: { id: 'e:0023' } },
          { id: 'e:0022', doc: { id: 'e:0022' } },
        ]);
      });

      it('reads on below `before`, exclusive, until the prefix runs out', async () => {
        const seen: string[] = [];
        let before: string | undefined;
        for (;;) {
          const page = await store.page<Doc>('log', { prefix: 'e:', limit: 7, ...(before ? { before } : {}) });
          if (page.length === 0) break;
          expect(page.length).toBeLessThanOrEqual(7);
          seen.push(...pageIds(page));
          before = page.at(-1)!.id;
        }
        expect(seen).toEqual([...entries].reverse());
      });

      it('keeps to the prefix on both ends, and without one pages the whole collection', async () => {
        expect(pageIds(await store.page('log', { prefix: 's:', limit: 10 }))).toEqual(['s:user:u1', 's:problem:p1']);
        expect(pageIds(await store.page('log', { prefix: 'e:', before: 'e:0001', limit: 10 }))).toEqual(['e:0000']);
        // A `before` above the prefix's ids leaves the prefix as the bound; one below them finds nothing.
        expect(pageIds(await store.page('log', { prefix: 'e:', before: 'z', limit: 1 }))).toEqual(['e:0024']);
        expect(await store.page('log', { prefix: 'e:', before: 'd', limit: 5 })).toEqual([]);
        expect(pageIds(await store.page('log', { limit: 2 }))).toEqual(['s:user:u1', 's:problem:p1']);
        expect(pageIds(await store.page('log', { before: 'e:0000', limit: 5 }))).toEqual(['d']);
        expect(await store.page('empty', { limit: 5 })).toEqual([]);
      });

      it('orders by code point and leaves deleted documents out', async () => {
        await store.commit([put('u', '\uff21'), put('u', '\u{1f600}'), put('u', 'a'), put('u', 'gone'), del('u', 'gone')], noCheckpoints);
        expect(pageIds(await store.page('u', { limit: 10 }))).toEqual(['\u{1f600}', '\uff21', 'a']);
        expect(pageIds(await store.page('u', { before: '\u{1f600}', limit: 10 }))).toEqual(['\uff21', 'a']);
      });
    });

    describe('checkpoints', () => {
      it('round-trip position and version, beyond 2^53', async () => {
        const position = pos(9_007_199_254_740_993n, 9_007_199_254_740_991n);
        await store.commit([], new Map([['users', { position, version: 3 }]]));
        expect(await store.checkpoint('users')).toEqual({ position, version: 3 });
        const cp = await store.checkpoint('users');
        expect(typeof cp?.position.commit).toBe('bigint');
        expect(typeof cp?.position.prepare).toBe('bigint');
      });

      it('are replaced by later commits and kept per projection', async () => {
        await store.commit(
          [],
          new Map([
            ['a', { position: pos(0n), version: 1 }],
            ['b', { position: pos(5n, 4n), version: 1 }],
          ]),
        );
        await store.commit([], new Map([['a', { position: pos(10n, 9n), version: 2 }]]));
        expect(await store.checkpoint('a')).toEqual({ position: pos(10n, 9n), version: 2 });
        expect(await store.checkpoint('b')).toEqual({ position: pos(5n, 4n), version: 1 });
        expect(await store.checkpoint('c')).toBeUndefined();
      });

      it('are written together with the documents of the same commit', async () => {
        await store.commit(
          [put('users', 'u1'), put('problems', 'p1')],
          new Map([
            ['users', { position: pos(7n), version: 1 }],
            ['problems', { position: pos(7n), version: 4 }],
          ]),
        );
        expect(await store.get('users', 'u1')).toEqual({ id: 'u1' });
        expect(await store.get('problems', 'p1')).toEqual({ id: 'p1' });
        expect(await store.checkpoint('users')).toEqual({ position: pos(7n), version: 1 });
        expect(await store.checkpoint('problems')).toEqual({ position: pos(7n), version: 4 });
      });
    });

    describe('atomic commit', () => {
      it('a commit that fails part-way leaves neither its documents nor its checkpoints', async () => {
        await store.commit([put('users', 'u0', { id: 'u0', n: 0 })], new Map([['users', { position: pos(1n), version: 1 }]]));

        // BigInt cannot be serialised to JSON: the commit must fail as a whole, after good changes were listed.
        const poisoned: DocumentChange[] = [
          put('users', 'u1'),
          put('users', 'u0', { id: 'u0', n: 99 }),
          del('users', 'u0'),
          put('problems', 'p1'),
          put('users', 'bad', { id: 'bad', n: 1n }),
        ];
        await expect(
          store.commit(
            poisoned,
            new Map([
              ['users', { position: pos(2n), version: 1 }],
              ['problems', { position: pos(2n), version: 1 }],
            ]),
          ),
        ).rejects.toThrow();

        expect(await store.get('users', 'u1')).toBeUndefined();
        expect(await store.get('users', 'bad')).toBeUndefined();
        expect(await store.get('problems', 'p1')).toBeUndefined();
        expect(await store.get('users', 'u0')).toEqual({ id: 'u0', n: 0 });
        expect(await store.list('users')).toEqual([{ id: 'u0', n: 0 }]);
        expect(await store.list('problems')).toEqual([]);
        expect(await store.checkpoint('users')).toEqual({ position: pos(1n), version: 1 });
        expect(await store.checkpoint('problems')).toBeUndefined();

        // The store is still usable afterwards.
        await store.commit([put('users', 'u1')], new Map([['users', { position: pos(3n), version: 1 }]]));
        expect(ids(await store.list<Doc>('users'))).toEqual(['u0', 'u1']);
        expect(await store.checkpoint('users')).toEqual({ position: pos(3n), version: 1 });
      });
    });

    describe('reset', () => {
      it("drops only that projection's documents and checkpoint", async () => {
        await store.commit(
          [put('alpha', 'a1'), put('alpha', 'a2'), put('beta', 'a1'), put('beta', 'b1'), put('alphabet', 'x')],
          new Map([
            ['alpha', { position: pos(4n), version: 2 }],
            ['beta', { position: pos(4n), version: 5 }],
            ['alphabet', { position: pos(4n), version: 1 }],
          ]),
        );
        await store.reset('alpha');

        expect(await store.get('alpha', 'a1')).toBeUndefined();
        expect(await store.list('alpha')).toEqual([]);
        expect(await store.list('alpha', 'a')).toEqual([]);
        expect(await store.checkpoint('alpha')).toBeUndefined();

        expect(ids(await store.list<Doc>('beta'))).toEqual(['a1', 'b1']);
        expect(await store.checkpoint('beta')).toEqual({ position: pos(4n), version: 5 });
        expect(ids(await store.list<Doc>('alphabet'))).toEqual(['x']);
        expect(await store.checkpoint('alphabet')).toEqual({ position: pos(4n), version: 1 });
      });

      it('lets the projection be rebuilt afterwards, and resetting an unknown projection is harmless', async () => {
        await store.commit([put('alpha', 'old')], new Map([['alpha', { position: pos(9n), version: 1 }]]));
        await store.reset('alpha');
        await store.reset('never-written');
        await store.commit([put('alpha', 'new')], new Map([['alpha', { position: pos(1n), version: 2 }]]));
        expect(ids(await store.list<Doc>('alpha'))).toEqual(['new']);
        expect(await store.checkpoint('alpha')).toEqual({ position: pos(1n), version: 2 });
      });
    });
  });
}
