/**
 * Helpers for an `evolve` written once for both ways it is called. Live, the document it is handed
 * is shared (a cache may hold it, a reader may be serializing it), so it is copied before it
 * changes. In a rebuild the document is the replay's own (`EvolveContext.owned`): nothing else sees
 * it before it is written, so it is changed in place, which spares a rebuild a copy of every
 * document for every event. Only what the projection itself made may be changed in place: never an
 * object or array taken from an event, which other projections are handed too.
 */

/** A document whose fields an evolve may set. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

interface Ownership {
  /** True when the document and what the projection put in it are the caller's alone (a rebuild's). */
  readonly owned?: boolean;
}

/** The document itself when it is owned, else a shallow copy of it: either way, one to set fields on. */
export function writable<Doc extends object>(doc: Doc, context: Ownership): Writable<Doc> {
  return context.owned ? doc : { ...doc };
}

/** The list with `item` appended: pushed onto it when owned, else a longer copy. */
export function appended<T>(list: readonly T[], item: T, context: Ownership): readonly T[] {
  if (!context.owned) return [...list, item];
  (list as T[]).push(item);
  return list;
}

/** The list without any `item`: spliced out of it when owned, else a filtered copy. */
export function without<T>(list: readonly T[], item: T, context: Ownership): readonly T[] {
  if (!context.owned) return list.filter((x) => x !== item);
  const kept = list as T[];
  for (let i = kept.length - 1; i >= 0; i--) if (kept[i] === item) kept.splice(i, 1);
  return kept;
}
