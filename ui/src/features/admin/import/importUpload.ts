import type { ImportReport } from '@forge/contracts';

export type { ImportReport, SubmissionReport } from '@forge/contracts';

/** What the import answered: 201 `{ problemId, report }`, or a refusal with its message (and the report when the proof failed). */
export type ImportOutcome =
  | { readonly ok: true; readonly problemId: string; readonly report: ImportReport }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly report?: ImportReport };

export const IMPORT_URL = '/api/admin/problem/import';

/**
 * POSTs the package as multipart (field `package`, `force`, and `importId`, under which the server
 * sends the judging's progress to this user's sockets), reporting the upload's percent;
 * XMLHttpRequest because fetch reports no upload progress. `onUploaded` fires once the last byte
 * is sent: the server is then proving the package on the judge.
 */
export function importPackage(
  file: File,
  force: boolean,
  importId: string,
  onProgress: (percent: number) => void,
  onUploaded: () => void,
): Promise<ImportOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    if (force) form.set('force', 'true');
    form.set('importId', importId);
    form.set('package', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => {
      onProgress(100);
      onUploaded();
    };
    xhr.onload = () => {
      let body: { problemId?: string; report?: ImportReport; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 201 && body.problemId && body.report) resolve({ ok: true, problemId: body.problemId, report: body.report });
      else
        resolve({
          ok: false,
          status: xhr.status,
          message: body.message ?? `The import failed (${xhr.status})`,
          ...(body.report ? { report: body.report } : {}),
        });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: 'The upload did not reach the server' });
    xhr.send(form);
  });
}
