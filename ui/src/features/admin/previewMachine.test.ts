import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { previewMachine } from './previewMachine';
import type { ProblemPreview, ProblemPreviewBody } from '@forge/contracts';

const body: ProblemPreviewBody = {
  validation: { kind: 'tokens', flags: 'float_tolerance 1e-6' },
  language: 'C++',
  code: 'int main(){}',
  visibleTestCases: [{ input: '1\n', output: '1.0\n' }],
};
const preview: ProblemPreview = {
  checkerCompileOutput: null,
  compileOutput: null,
  cases: [{ status_id: 4, description: 'Wrong Answer', stdout: '2\n', checkerMessage: 'expected 1.0, got 2' }],
};

describe('previewMachine', () => {
  it('judges the program on the visible cases and keeps the answer with what was sent', async () => {
    const sent: ProblemPreviewBody[] = [];
    const actor = createActor(
      previewMachine.provide({
        actors: {
          preview: fromPromise<ProblemPreview, ProblemPreviewBody>(async ({ input }) => {
            sent.push(input);
            return preview;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'PREVIEW', body });
    expect(actor.getSnapshot().matches('previewing')).toBe(true);
    await waitFor(actor, (s) => s.context.preview !== null);
    expect(sent).toEqual([body]);
    expect(actor.getSnapshot().context).toMatchObject({ body, preview, error: null });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.preview).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const actor = createActor(
      previewMachine.provide({
        actors: {
          preview: fromPromise<ProblemPreview, ProblemPreviewBody>(async () => {
            throw new ApiError(400, 'Validator flag float_tolerance takes a number', null);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'PREVIEW', body });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Error: Validator flag float_tolerance takes a number');
  });
});
