import etagOf from 'etag';
import { entityTag } from './etag';

describe('entityTag', () => {
  it('makes the very ETag the etag package (and so @koa/etag) makes, for text and bytes', () => {
    const bodies = ['x', '{"status":"ok"}', JSON.stringify({ name: 'Zoë ✓ 漢字', list: Array.from({ length: 200 }, (_, i) => i) })];
    for (const body of bodies) {
      expect(entityTag(body)).toBe(etagOf(body));
      expect(entityTag(Buffer.from(body))).toBe(etagOf(Buffer.from(body)));
    }
  });
});
