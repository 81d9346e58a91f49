import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { checkerCompileMachine } from './checkerCompileMachine';
import type { OutputValidation, ProblemPreview } from '@forge/contracts';

const checker = (source: string): OutputValidation => ({ kind: 'checker', protocol: 'kattis', language: 'cpp', source });

function start(compile: (validation: OutputValidation) => Promise<ProblemPreview>) {
  const compiled: OutputValidation[] = [];
  const actor = createActor(
    checkerCompileMachine.provide({
      actors: {
        compile: fromPromise<ProblemPreview, OutputValidation>(({ input }) => {
          compiled.push(input);
          return compile(input);
        }),
      },
      delays: { settle: 30 },
    }),
  ).start();
  return { actor, compiled };
}

const sourceOf = (v: OutputValidation) => ('source' in v ? v.source : '');
const answer = (checkerCompileOutput: string | null): ProblemPreview => ({ checkerCompileOutput, compileOutput: null, cases: [] });

describe('checkerCompileMachine', () => {
  it('compiles once the source has stopped changing, and says it compiles', async () => {
    const { actor, compiled } = start(async () => answer(null));
    actor.send({ type: 'SOURCE', validation: checker('int m') });
    actor.send({ type: 'SOURCE', validation: checker('int ma') });
    actor.send({ type: 'SOURCE', validation: checker('int main(){}') });
    expect(actor.getSnapshot().context.status).toBe('waiting');
    await waitFor(actor, (s) => s.context.status === 'compiles');
    expect(compiled).toEqual([checker('int main(){}')]);
  });

  it("shows the compiler's message, and does not compile a source taken back to the last one compiled", async () => {
    const { actor, compiled } = start(async (v) => answer(sourceOf(v) === 'bad' ? 'validate.cpp:1: error' : null));
    actor.send({ type: 'SOURCE', validation: checker('bad') });
    await waitFor(actor, (s) => s.context.status === 'fails');
    expect(actor.getSnapshot().context.message).toBe('validate.cpp:1: error');
    actor.send({ type: 'SOURCE', validation: checker('good') });
    await waitFor(actor, (s) => s.context.status === 'compiles');
    expect(actor.getSnapshot().context.message).toBeNull();
    // A key typed and taken back: the answer for that source stands, nothing is compiled again.
    actor.send({ type: 'SOURCE', validation: checker('goodx') });
    actor.send({ type: 'SOURCE', validation: checker('good') });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'compiles', message: null });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(compiled.map(sourceOf)).toEqual(['bad', 'good']);
  });

  it('starts over when the source changes while it compiles, and goes idle with no source', async () => {
    let release: (() => void) | undefined;
    const { actor, compiled } = start(
      (v) =>
        new Promise((resolve) => {
          if (sourceOf(v) === 'first') release = () => resolve(answer('stale'));
          else resolve(answer(null));
        }),
    );
    actor.send({ type: 'SOURCE', validation: checker('first') });
    await waitFor(actor, (s) => s.context.status === 'compiling');
    actor.send({ type: 'SOURCE', validation: checker('second') });
    release?.();
    await waitFor(actor, (s) => s.context.status === 'compiles');
    expect(compiled.map(sourceOf)).toEqual(['first', 'second']);
    actor.send({ type: 'SOURCE', validation: null });
    expect(actor.getSnapshot().context.status).toBe('idle');
  });

  it('says why when the check cannot be made', async () => {
    const { actor } = start(async () => {
      throw new ApiError(429, 'Too many jobs', null);
    });
    actor.send({ type: 'SOURCE', validation: checker('x') });
    await waitFor(actor, (s) => s.context.status === 'unavailable');
    expect(actor.getSnapshot().context.message).toBe('Too many jobs');
  });
});
