import Router from '@koa/router';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { difficulties, IMPORT_ID_PATTERN, IMPORT_PROGRESS, type Difficulty } from '@forge/contracts';
import { getProblem, PROBLEM_NOT_FOUND } from '@forge/domain';
import type { AppDeps, AppState } from '../../appDeps';
import { requireAdmin, signedIn } from '../../account/authenticate';
import { HttpError, notFound } from '../../http/errors';
import { exportPackage } from './exportPackage';
import { importPackage, ProofFailed } from './importPackage';
import { receivePackage } from './upload';
import { defaultZipLimits, scratchDir, unpackZip } from './zip';

/** The import's path: its body is a multipart upload, not JSON, and may take long to arrive. */
export const IMPORT_PATH = '/api/admin/problem/import';
export const DEFAULT_PACKAGE_MAX_BYTES = 256 * 1024 * 1024;

const difficultyOf = (value: string | undefined): Difficulty | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!(difficulties as readonly string[]).includes(value))
    throw new HttpError(400, 'Difficulty must be easy, medium or hard', 'VALIDATION_ERROR');
  return value as Difficulty;
};

/**
 * Problem packages (issue 34), admins only. `POST /api/admin/problem/import`: multipart, the zip in
 * the field `package` (and optionally `force=true`, `difficulty`, `tags`, and `importId`, under which
 * the admin's sockets hear `import:progress` as each submission is judged): streamed to disk,
 * unpacked with every check, read, proven by its own submissions and created through the
 * create-problem command; 201 `{ problemId, report }`. A package that is refused answers 400 with
 * every problem named; one whose proof failed, not forced, 400 `{ message, code: PROOF_FAILED,
 * report }`. Nothing of a refused package stays on disk or in the log.
 */
export function packageRoutes(deps: AppDeps, maxBytes = DEFAULT_PACKAGE_MAX_BYTES): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/admin/problem' });

  router.post('/import', requireAdmin, async (ctx) => {
    const scratch = await scratchDir();
    try {
      const upload = await receivePackage(ctx.req, ctx.req.headers, scratch.path, maxBytes);
      const { importId } = upload.fields;
      if (importId !== undefined && !IMPORT_ID_PATTERN.test(importId))
        throw new HttpError(400, 'importId must be 8 to 64 letters, digits, - or _', 'VALIDATION_ERROR');
      const userId = signedIn(ctx).userId;
      const dir = join(scratch.path, 'package');
      await mkdir(dir);
      await unpackZip(upload.zipPath, dir, defaultZipLimits(maxBytes));
      const result = await importPackage(deps, dir, {
        force: upload.fields.force === 'true',
        difficulty: difficultyOf(upload.fields.difficulty),
        ...(upload.fields.tags ? { tags: upload.fields.tags } : {}),
        ...(importId
          ? {
              onJudged: (submission, { judged, total }) =>
                deps.live.toUser(userId, IMPORT_PROGRESS, { importId, judged, total, submission }),
            }
          : {}),
        by: userId,
        now: deps.clock().toISOString(),
      });
      ctx.status = 201;
      ctx.body = result;
    } catch (error) {
      if (!(error instanceof ProofFailed)) throw error;
      ctx.status = 400;
      ctx.body = { message: error.message, code: error.code, report: error.report };
    } finally {
      await scratch.cleanup();
    }
  });

  /**
   * `GET /api/admin/problem/:id/package`: the problem as a package zip in the same format, which
   * the import reads back to the same problem (exportPackage.ts says what the format cannot hold).
   */
  router.get('/:id/package', requireAdmin, async (ctx) => {
    const doc = await getProblem(deps.readModels, ctx.params.id!);
    if (!doc) throw notFound(PROBLEM_NOT_FOUND);
    const { problemId: _id, createdAt: _created, updatedAt: _updated, video: _video, ...content } = doc as typeof doc & { video?: unknown };
    const slug =
      doc.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'problem';
    ctx.type = 'application/zip';
    ctx.attachment(`${slug}.zip`);
    ctx.body = exportPackage(content);
  });

  return router;
}
