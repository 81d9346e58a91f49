import { z } from 'zod';
import { decodeEvent, encodeEvent } from '.';
import { defineEvent } from './defineEvent';

describe('versioned events', () => {
  // Version 1 stored a single `name`; version 2 splits it. Old events are upcast on read.
  const PersonRenamed = defineEvent('PersonRenamed', z.object({ firstName: z.string(), lastName: z.string() }), {
    schemas: [z.object({ name: z.string() })],
    upcasters: [
      (v1) => {
        const [firstName = '', ...rest] = (v1 as { name: string }).name.split(' ');
        return { firstName, lastName: rest.join(' ') };
      },
    ],
  });

  it('reads an old version through its upcaster', () => {
    expect(PersonRenamed.version).toBe(2);
    expect(PersonRenamed.decode({ name: 'Grace Brewster Hopper' }, 1)).toEqual({ firstName: 'Grace', lastName: 'Brewster Hopper' });
  });

  it('reads the current version as it is, and refuses data that fits no version', () => {
    expect(PersonRenamed.decode({ firstName: 'Ada', lastName: 'Lovelace' }, 2)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(() => PersonRenamed.decode({ firstName: 'Ada' }, 2)).toThrow();
    expect(() => PersonRenamed.decode({ name: 1 }, 1)).toThrow();
    expect(() => PersonRenamed.decode({}, 3)).toThrow('PersonRenamed: unknown version 3');
  });

  it('refuses an older schema without an upcaster', () => {
    expect(() => defineEvent('Broken', z.object({}), { schemas: [z.object({})], upcasters: [] })).toThrow('every older schema needs an upcaster');
  });

  it('stamps the schema version on what it writes and validates it', () => {
    const event = { type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'a1', deletedAt: 't' } } as const;
    const encoded = encodeEvent(event, { id: 'e1', correlationId: 'req-1' });
    expect(encoded).toEqual({ id: 'e1', type: 'ProblemDeleted', data: event.data, metadata: { schemaVersion: 1, correlationId: 'req-1' } });
    expect(decodeEvent({ type: encoded.type, data: encoded.data, metadata: encoded.metadata ?? {} })).toEqual(event);
    expect(() => encodeEvent({ type: 'ProblemDeleted', data: { problemId: 'p1' } } as never)).toThrow();
  });

  it('passes over event types it does not know', () => {
    expect(decodeEvent({ type: 'SomethingElse', data: {}, metadata: {} })).toBeUndefined();
  });
});
