import type { UploadSignature } from '@forge/media';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';

export interface StreamedFile {
  readonly name: string;
  readonly type: string;
  readonly chunks: Iterable<Buffer> | AsyncIterable<Buffer>;
}

/** A multipart/form-data body produced as it is sent: fields in order, then the file's chunks. */
export function multipartBody(parts: readonly (readonly [string, string] | readonly ['file', StreamedFile])[]): {
  contentType: string;
  body: Readable;
} {
  const boundary = `----forge${randomBytes(8).toString('hex')}`;
  async function* generate() {
    for (const [name, value] of parts) {
      if (typeof value === 'string') {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      } else {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        );
        for await (const chunk of value.chunks) yield chunk;
        yield Buffer.from('\r\n');
      }
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Readable.from(generate(), { objectMode: false }) };
}

/** `count` chunks of one reused buffer: a large body that is never held in memory. */
export function* repeatedChunks(chunk: Buffer, count: number): Generator<Buffer> {
  for (let i = 0; i < count; i++) yield chunk;
}

/** POSTs a streamed body (chunked, no Content-Length unless given) and reads the JSON answer. */
export function postStream(
  url: string,
  contentType: string,
  body: Readable,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: 'POST', headers: { 'content-type': contentType, ...headers } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    // The server may answer and close before the whole body is sent: the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.on('error', reject);
    body.pipe(req);
  });
}

/** What the browser sends with a signature: a multipart form of the signed fields, then the file. */
export function signedUploadForm(
  signed: UploadSignature,
  file: { bytes: Buffer; type: string; name: string },
  overrides: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const fields = {
    api_key: signed.api_key,
    timestamp: String(signed.timestamp),
    public_id: signed.public_id,
    signature: signed.signature,
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}
