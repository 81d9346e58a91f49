import { z } from 'zod';
import { defineEvent } from './defineEvent';
import { eventCatalog } from './eventCatalog';

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
    expect(() => defineEvent('Broken', z.object({}), { schemas: [z.object({})], upcasters: [] })).toThrow(
      'every older schema needs an upcaster',
    );
  });

  const PersonLeft = defineEvent('PersonLeft', z.object({ personId: z.string(), leftAt: z.string() }));
  const people = eventCatalog([PersonRenamed, PersonLeft]);

  it('stamps the schema version on what it writes and validates it', () => {
    const event = { type: 'PersonLeft', data: { personId: 'p1', leftAt: 't' } } as const;
    const encoded = people.encode(event, { id: 'e1', correlationId: 'req-1' });
    expect(encoded).toEqual({ id: 'e1', type: 'PersonLeft', data: event.data, metadata: { schemaVersion: 1, correlationId: 'req-1' } });
    expect(people.decode({ type: encoded.type, data: encoded.data, metadata: encoded.metadata ?? {} })).toEqual(event);
    expect(people.encode({ type: 'PersonRenamed', data: { firstName: 'Ada', lastName: 'L' } }).metadata).toEqual({ schemaVersion: 2 });
    expect(() => people.encode({ type: 'PersonLeft', data: { personId: 'p1' } } as never)).toThrow();
    expect(() => people.encode({ type: 'Unknown', data: {} } as never)).toThrow('unknown event type Unknown');
  });

  it('upcasts what it reads by the stored schema version, and passes over types it does not know', () => {
    expect(people.decode({ type: 'PersonRenamed', data: { name: 'Ada Lovelace' }, metadata: { schemaVersion: 1 } })).toEqual({
      type: 'PersonRenamed',
      data: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(people.decode({ type: 'SomethingElse', data: {}, metadata: {} })).toBeUndefined();
  });

  it('refuses a catalog that defines a type twice', () => {
    expect(() => eventCatalog([PersonLeft, PersonLeft])).toThrow('an event type is defined twice');
  });
});
