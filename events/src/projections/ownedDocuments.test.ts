import { appended, without, writable } from './ownedDocuments';

describe('an evolve changing a document', () => {
  describe('it owns (a rebuild)', () => {
    const owned = { owned: true };

    it('changes the document and its lists in place', () => {
      const doc: { readonly id: string; readonly tags: readonly string[] } = { id: 'd', tags: ['a', 'b', 'a'] };
      const next = writable(doc, owned);
      next.tags = without(appended(doc.tags, 'c', owned), 'a', owned);
      expect(next).toBe(doc);
      expect(next.tags).toBe(doc.tags);
      expect(doc).toEqual({ id: 'd', tags: ['b', 'c'] });
    });
  });

  describe('it does not own (live)', () => {
    it('leaves the document and its lists as they were and gives copies', () => {
      const tags = Object.freeze(['a', 'b', 'a']);
      const doc = Object.freeze({ id: 'd', tags });
      const next = writable(doc, {});
      next.tags = without(appended(doc.tags, 'c', {}), 'a', { owned: false });
      expect(next).toEqual({ id: 'd', tags: ['b', 'c'] });
      expect(doc).toEqual({ id: 'd', tags: ['a', 'b', 'a'] });
    });
  });
});
