import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../api/http';
import {
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  uploadErrorMessage,
  uploadMachine,
  validateVideo,
  type UploadEvent,
  type UploadInput,
} from './uploadMachine';
import { UploadFailure } from './videoUpload';

const video = { name: 'walkthrough.mp4', size: 5_000_000, type: 'video/mp4' };

/** The machine with a fake upload the test drives through `host`. */
function start() {
  const uploads: UploadInput[] = [];
  let host: ((event: EventObject) => void) | undefined;
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        uploadVideo: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
          uploads.push(input);
          host = sendBack;
        }),
        loadTitle: fromPromise<string, string>(async ({ input }) => (input === 'p1' ? 'Two Sum' : Promise.reject(new Error('404')))),
      },
    }),
    { input: { problemId: 'p1' } },
  ).start();
  return { actor, uploads, host: (event: UploadEvent) => host!(event) };
}

describe('the upload page names its problem', () => {
  it('reads the title, and uploads without waiting for it', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    await waitFor(actor, (s) => s.context.problemTitle !== null);
    expect(actor.getSnapshot().context.problemTitle).toBe('Two Sum');
  });
});

describe('validateVideo (spec §5)', () => {
  it.each([
    [null, UPLOAD_MESSAGES.missing],
    [{ name: 'a.png', size: 10, type: 'image/png' }, UPLOAD_MESSAGES.notVideo],
    [{ name: 'big.mp4', size: MAX_VIDEO_BYTES + 1, type: 'video/mp4' }, UPLOAD_MESSAGES.tooLarge],
    [{ name: 'ok.mp4', size: MAX_VIDEO_BYTES, type: 'video/mp4' }, null],
  ])('%o -> %s', (file, message) => expect(validateVideo(file)).toBe(message));

  it('uses the spec texts', () => {
    expect(UPLOAD_MESSAGES).toEqual({
      missing: 'Please select a video file',
      notVideo: 'Please select a valid video file',
      tooLarge: 'File size must be less than 100MB',
      failed: 'Upload failed. Please try again.',
    });
  });
});

describe('uploadMachine', () => {
  it('refuses to upload without a file', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(UPLOAD_MESSAGES.missing);
    expect(uploads).toHaveLength(0);
  });

  it('explains a wrong file as soon as it is chosen, and forgets it for a good one', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_FILE', file: { name: 'notes.txt', size: 3, type: 'text/plain' } });
    expect(actor.getSnapshot().context.error).toBe(UPLOAD_MESSAGES.notVideo);
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'SELECT_FILE', file: video });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('given a video, when uploading, then percent follows the progress and success holds the saved video', () => {
    const { actor, uploads, host } = start();
    actor.send({ type: 'SELECT_FILE', file: video });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploads).toEqual([{ problemId: 'p1', file: video }]);
    host({ type: 'PROGRESS', percent: 42.4 });
    expect(actor.getSnapshot().context.percent).toBe(42);
    host({ type: 'PROGRESS', percent: 140 });
    expect(actor.getSnapshot().context.percent).toBe(100);
    actor.send({ type: 'UPLOAD' });
    expect(uploads).toHaveLength(1);
    host({ type: 'UPLOADED', video: { duration: 75, uploadedAt: '2025-01-01T10:00:00.000Z' } });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.video).toEqual({ duration: 75, uploadedAt: '2025-01-01T10:00:00.000Z' });
    expect(actor.getSnapshot().context.percent).toBe(100);
  });

  it('given a finished upload, when uploading again, then a new upload starts from 0', () => {
    const { actor, uploads, host } = start();
    actor.send({ type: 'SELECT_FILE', file: video });
    actor.send({ type: 'UPLOAD' });
    host({ type: 'UPLOADED', video: { duration: 75, uploadedAt: '2025-01-01T10:00:00.000Z' } });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.percent).toBe(0);
    expect(uploads).toHaveLength(2);
  });

  it("given a failing upload, then the error is the server's message, and a retry starts again from 0", async () => {
    const { actor, uploads, host } = start();
    actor.send({ type: 'SELECT_FILE', file: video });
    actor.send({ type: 'UPLOAD' });
    host({ type: 'PROGRESS', percent: 30 });
    host({ type: 'UPLOAD_FAILED', error: new ApiError(400, 'Video already exists', { message: 'Video already exists' }) });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('Video already exists');
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.percent).toBe(0);
    expect(uploads).toHaveLength(2);
  });
});

describe('uploadErrorMessage (spec §8)', () => {
  it("reads the server's message field, else the fallback", () => {
    expect(uploadErrorMessage(new ApiError(500, 'Internal Server Error', { message: 'Signature expired' }))).toBe('Signature expired');
    expect(uploadErrorMessage(new ApiError(404, 'Not Found', null))).toBe(UPLOAD_MESSAGES.failed);
    expect(uploadErrorMessage(new UploadFailure(400, { message: 'Invalid file' }))).toBe('Invalid file');
    expect(uploadErrorMessage(new UploadFailure(0, null))).toBe(UPLOAD_MESSAGES.failed);
    expect(uploadErrorMessage(new TypeError('x'))).toBe(UPLOAD_MESSAGES.failed);
  });
});
