import busboy from 'busboy';
import { createWriteStream } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http/errors';

export interface PackageUpload {
  /** The zip, on disk in the caller's folder. */
  readonly zipPath: string;
  readonly bytes: number;
  /** The other fields of the form (`force`, say), as text. */
  readonly fields: Readonly<Record<string, string>>;
}

const tooLarge = (max: number) => new HttpError(413, `The package is larger than the limit of ${max} bytes`, 'PACKAGE_TOO_LARGE');

/**
 * Streams a multipart form's `package` file into `dir` (never whole in memory), with its other
 * fields. Past `maxBytes` the upload is refused (413) and the partial file is the caller's to
 * remove with its folder; a form without the field is a 400.
 */
export function receivePackage(request: Readable, headers: IncomingHttpHeaders, dir: string, maxBytes: number): Promise<PackageUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 1000 } });
    } catch {
      reject(new HttpError(400, 'The package must be sent as multipart/form-data in the field "package"', 'PACKAGE_REQUIRED'));
      return;
    }
    const fields: Record<string, string> = {};
    let written: Promise<number> | null = null;
    let failed: Error | null = null;
    const zipPath = join(dir, 'upload.zip');
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'package' || written) {
        stream.resume();
        return;
      }
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('limit', () => {
        failed = tooLarge(maxBytes);
      });
      written = pipeline(stream, createWriteStream(zipPath)).then(() => bytes);
    });
    parser.on('error', (error: Error) => reject(new HttpError(400, `The upload could not be read: ${error.message}`, 'PACKAGE_REQUIRED')));
    parser.on('close', () => {
      if (!written) {
        reject(new HttpError(400, 'The package must be sent as multipart/form-data in the field "package"', 'PACKAGE_REQUIRED'));
        return;
      }
      written.then(
        (bytes) => (failed ? reject(failed) : resolve({ zipPath, bytes, fields })),
        (error: Error) => reject(failed ?? error),
      );
    });
    request.pipe(parser);
  });
}
