import { z } from 'zod';

/**
 * A versioned event type. The newest schema is what code sees; older stored versions
 * are parsed with their own schema and upcast on read, never rewritten in the log.
 */
export interface EventDefinition<Type extends string, Data> {
  readonly type: Type;
  readonly version: number;
  /** Validates and, through upcasters, brings stored data of any version to the newest shape. */
  decode(data: unknown, version: number): Data;
  readonly schema: z.ZodType<Data>;
}

type Upcaster = (older: unknown) => unknown;

/**
 * `versions[0]` is version 1. `upcasters[i]` turns data of version i+1 into version i+2.
 * Without older versions this is just the schema.
 */
export function defineEvent<Type extends string, Data>(
  type: Type,
  schema: z.ZodType<Data>,
  older: { readonly schemas: readonly z.ZodType[]; readonly upcasters: readonly Upcaster[] } = { schemas: [], upcasters: [] },
): EventDefinition<Type, Data> {
  if (older.schemas.length !== older.upcasters.length) {
    throw new Error(`${type}: every older schema needs an upcaster`);
  }
  const version = older.schemas.length + 1;
  return {
    type,
    version,
    schema,
    decode(data, storedVersion) {
      if (!Number.isInteger(storedVersion) || storedVersion < 1 || storedVersion > version) {
        throw new Error(`${type}: unknown version ${storedVersion}`);
      }
      let current: unknown = data;
      for (let v = storedVersion; v < version; v++) {
        current = older.upcasters[v - 1]!(older.schemas[v - 1]!.parse(current));
      }
      return schema.parse(current);
    },
  };
}
