import { assertEvent, assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { adminApi } from './api';
import { ApiError } from '../../api/http';
import type { UploadedVideo } from './uploadedVideo';
import { uploadVideo, UploadFailure } from './videoUpload';

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

/** Spec §5 and §8 texts. */
export const UPLOAD_MESSAGES = {
  missing: 'Please select a video file',
  notVideo: 'Please select a valid video file',
  tooLarge: 'File size must be less than 100MB',
  failed: 'Upload failed. Please try again.',
} as const;

/** What the machine needs of a File; tests pass plain objects. */
export interface VideoFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export function validateVideo(file: VideoFile | null): string | null {
  if (!file) return UPLOAD_MESSAGES.missing;
  if (!file.type.startsWith('video/')) return UPLOAD_MESSAGES.notVideo;
  if (file.size > MAX_VIDEO_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

const messageField = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message !== '' ? body.message : null;

/** The server's message field, else the fallback (spec §8). */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof UploadFailure) return messageField(error.body) ?? UPLOAD_MESSAGES.failed;
  return UPLOAD_MESSAGES.failed;
}

export interface UploadContext {
  readonly problemId: string;
  /** The problem's title, to name it on the page; null until read (or when it could not be). */
  readonly problemTitle: string | null;
  readonly file: VideoFile | null;
  readonly percent: number;
  readonly error: string | null;
  readonly video: UploadedVideo | null;
}

export type UploadEvent =
  | { type: 'SELECT_FILE'; file: VideoFile | null }
  | { type: 'UPLOAD' }
  | { type: 'PROGRESS'; percent: number }
  | { type: 'UPLOADED'; video: UploadedVideo }
  | { type: 'UPLOAD_FAILED'; error: unknown };

export interface UploadInput {
  readonly problemId: string;
  readonly file: VideoFile;
}

/** Signature, upload with progress, save: reports PROGRESS, then UPLOADED or UPLOAD_FAILED. */
export const uploadActor = fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
  const abort = new AbortController();
  uploadVideo(input.problemId, input.file as File, (percent) => sendBack({ type: 'PROGRESS', percent }), abort.signal).then(
    (video) => sendBack({ type: 'UPLOADED', video }),
    (error: unknown) => {
      if (!abort.signal.aborted) sendBack({ type: 'UPLOAD_FAILED', error });
    },
  );
  return () => abort.abort();
});

const clampPercent = (percent: number) => Math.max(0, Math.min(100, Math.round(percent)));

/** /admin/upload/:problemId (spec §4): idle, uploading (percent 0-100), then success or error. */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as { problemId: string },
  },
  actors: {
    uploadVideo: uploadActor,
    loadTitle: fromPromise<string, string>(async ({ input }) => (await adminApi.problem(input)).title),
  },
  guards: {
    validSelection: ({ event }) => event.type === 'SELECT_FILE' && validateVideo(event.file) === null,
    validFile: ({ context }) => validateVideo(context.file) === null,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'SELECT_FILE');
      return { file: event.file, percent: 0, video: null, error: null };
    }),
    explain: assign(({ context }) => ({ error: validateVideo(context.file) })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ problemId: input.problemId, problemTitle: null, file: null, percent: 0, error: null, video: null }),
  // The title names the problem on the page; the upload does not wait for it, and goes on without it.
  invoke: {
    src: 'loadTitle',
    input: ({ context }) => context.problemId,
    onDone: { actions: assign(({ event }) => ({ problemTitle: event.output })) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT_FILE: [
          { guard: 'validSelection', actions: 'choose' },
          { target: 'error', actions: ['choose', 'explain'] },
        ],
        UPLOAD: [
          { guard: 'validFile', target: 'uploading' },
          { target: 'error', actions: 'explain' },
        ],
      },
    },
    uploading: {
      entry: assign({ percent: 0, error: null }),
      invoke: {
        src: 'uploadVideo',
        input: ({ context }) => ({ problemId: context.problemId, file: context.file! }),
      },
      on: {
        PROGRESS: { actions: assign(({ event }) => ({ percent: clampPercent(event.percent) })) },
        UPLOADED: { target: 'success', actions: assign(({ event }) => ({ video: event.video, percent: 100 })) },
        UPLOAD_FAILED: { target: 'error', actions: assign(({ event }) => ({ error: uploadErrorMessage(event.error) })) },
      },
    },
    success: {
      on: {
        SELECT_FILE: [
          { guard: 'validSelection', target: 'idle', actions: 'choose' },
          { target: 'error', actions: ['choose', 'explain'] },
        ],
        // Uploading again replaces the problem's video with a fresh copy.
        UPLOAD: { guard: 'validFile', target: 'uploading' },
      },
    },
    error: {
      on: {
        SELECT_FILE: [{ guard: 'validSelection', target: 'idle', actions: 'choose' }, { actions: ['choose', 'explain'] }],
        UPLOAD: [{ guard: 'validFile', target: 'uploading' }, { actions: 'explain' }],
      },
    },
  },
});
