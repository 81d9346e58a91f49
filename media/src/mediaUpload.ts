import { createWriteStream, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { VideoProbe } from './ffmpeg';

export interface Refusal {
  readonly status: number;
  readonly message: string;
}

export interface ReceivedFile {
  /** Where the bytes were streamed; the caller moves or removes it. */
  readonly path: string;
  readonly bytes: number;
  readonly filename: string;
  readonly mimeType: string;
}

/** What Cloudinary reports of an uploaded video that the file received and its probe tell, in its words. */
export function probedAsset(publicId: string, format: string, file: ReceivedFile, probe: VideoProbe) {
  return { public_id: publicId, format, bytes: file.bytes, duration: probe.duration, width: probe.width, height: probe.height };
}

export type UploadOutcome = { readonly fields: Record<string, string>; readonly file: ReceivedFile } | { readonly refusal: Refusal };

export interface UploadRules {
  readonly maxBytes: number;
  /** A fresh path to stream the file to. */
  readonly tmpFile: () => string;
  /**
   * Checked on the fields that came before the file (a refusal other than a missing parameter
   * means not one byte reaches the disk), and again on all of them at the end.
   */
  readonly authorize: (fields: Readonly<Record<string, string>>) => Refusal | null;
}

export const NOT_A_VIDEO = 'Unsupported video format or file';
export const tooLarge = (maxBytes: number, got?: number): Refusal => ({
  status: 400,
  message: got === undefined ? `File size too large. Maximum is ${maxBytes}.` : `File size too large. Got ${got}. Maximum is ${maxBytes}.`,
});

/**
 * Reads a multipart upload as it arrives, its parts in any order: one `file` part is streamed
 * to a temporary file (never held in memory) and cut off at `maxBytes`; the signed fields are
 * checked as soon as they are all there. Whatever is refused leaves no file.
 */
export function receiveUpload(req: IncomingMessage, rules: UploadRules): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: rules.maxBytes, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 30 } });
    } catch {
      resolve({ refusal: { status: 400, message: 'Upload must be multipart/form-data' } });
      return;
    }
    const fields: Record<string, string> = {};
    let refusal: Refusal | null = null;
    let received: { path: string; filename: string; mimeType: string; written: () => number } | null = null;
    let writing: Promise<void> = Promise.resolve();
    let truncated = false;
    let sawFile = false;

    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      // Signed fields that came first are checked now, so a forged upload is refused before a
      // byte reaches the disk; fields still to come (Cloudinary takes any order) are checked at the end.
      const denied = rules.authorize(fields);
      const deferred = denied !== null && isMissingParameter(denied);
      refusal = denied && !deferred ? denied : info.mimeType.startsWith('video/') ? null : { status: 400, message: NOT_A_VIDEO };
      if (refusal) {
        stream.resume();
        return;
      }
      const path = rules.tmpFile();
      const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      received = { path, filename: info.filename ?? '', mimeType: info.mimeType, written: () => out.bytesWritten };
      stream.on('limit', () => {
        truncated = true;
      });
      writing = pipeline(stream, out);
    });

    let settled = false;
    const settle = async (failure: unknown) => {
      if (settled) return;
      settled = true;
      const writeFailure = await writing.then(
        () => null,
        (error: unknown) => error,
      );
      const file = received;
      const outcome = decide(failure ?? writeFailure);
      if (file && 'refusal' in outcome) rmSync(file.path, { force: true });
      resolve(outcome);

      function decide(error: unknown): UploadOutcome {
        if (error) return { refusal: { status: 400, message: 'The upload was interrupted or is not valid multipart/form-data' } };
        if (refusal) return { refusal };
        if (truncated) return { refusal: tooLarge(rules.maxBytes) };
        const denied = rules.authorize(fields);
        if (denied) return { refusal: denied };
        if (!file) return { refusal: { status: 400, message: 'Missing required parameter - file' } };
        return { fields, file: { path: file.path, bytes: file.written(), filename: file.filename, mimeType: file.mimeType } };
      }
    };
    parser.on('close', () => void settle(null));
    pipeline(req, parser).catch((error: unknown) => void settle(error ?? new Error('upload failed')));
  });
}

const isMissingParameter = (refusal: Refusal) => refusal.message.startsWith('Missing required parameter');
