import { fromPromise, type PromiseActorLogic } from 'xstate';

/** An API's calls of one argument (or none) as actors: the input is the argument, the output the answer. */
export type ActorsOf<TApi> = {
  readonly [K in keyof TApi]: TApi[K] extends (input: infer TInput) => Promise<infer TOutput> ? PromiseActorLogic<TOutput, TInput> : never;
};

/**
 * A feature's API as the actors its machines invoke: `actors: { loadReport: auditActors.latestRejudge }`.
 * The machine still names each actor, so a test provides its own under that name.
 */
export function actorsOf<TApi extends Record<string, (...args: never[]) => Promise<unknown>>>(api: TApi): ActorsOf<TApi> {
  const call = (name: string) => api[name] as unknown as (input: unknown) => Promise<unknown>;
  return Object.fromEntries(Object.keys(api).map((name) => [name, fromPromise(({ input }) => call(name)(input))])) as ActorsOf<TApi>;
}
