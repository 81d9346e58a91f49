import Router, { type RouterContext } from '@koa/router';
import { saveVideoBody, type VideoSolution } from '@forge/contracts';
import { getProblem, listProblemVideos } from '@forge/domain';
import type { AppDeps, AppState } from '../appDeps';
import { requireAdmin, signedIn } from '../account/authenticate';
import { HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { isVideoOfProblem, PROBLEM_NOT_FOUND, type ProblemDocument, VIDEO_OF_ANOTHER_PROBLEM, videoFolder } from '@forge/domain';
import { executeProblemCommand } from '../problem/execute';
import { VideoHostError, type HostedVideo, type VideoHost } from './videoHost';

const VIDEO_NOT_UPLOADED = 'The video was not found on the video host: upload it again';

const videoSolution = (problemId: string, video: NonNullable<ProblemDocument['video']>): VideoSolution => ({
  problemId,
  cloudinaryPublicId: video.cloudinaryPublicId,
  secureUrl: video.secureUrl,
  duration: video.duration,
  uploadedAt: video.uploadedAt,
  thumbnailUrl: video.thumbnailUrl,
});

async function confirm(host: VideoHost, publicId: string): Promise<HostedVideo> {
  let hosted: HostedVideo | null;
  try {
    hosted = await host.find(publicId);
  } catch (error) {
    if (error instanceof VideoHostError)
      throw new HttpError(502, `The video host could not confirm the upload (${error.message})`, 'VIDEO_HOST_UNAVAILABLE');
    throw error;
  }
  if (!hosted) throw notFound(VIDEO_NOT_UPLOADED);
  return hosted;
}

/** `/api/video/*`: signed upload parameters, saving and deleting a problem's editorial video (admins only). */
export function videoRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/video' });

  const existing = async (problemId: string) => {
    const doc = await getProblem(deps.readModels, problemId);
    if (!doc) throw notFound(PROBLEM_NOT_FOUND);
    return doc;
  };
  const actor = (ctx: RouterContext<AppState>) => ({ by: signedIn(ctx).userId, now: deps.clock().toISOString() });

  /** The videos there are, one per problem that has one: the admin video list marks those rows and offers Delete only there. */
  router.get('/list', requireAdmin, async (ctx) => {
    ctx.body = (await listProblemVideos(deps.readModels)).map(({ problemId, video }) => videoSolution(problemId, video));
  });

  router.get('/create/:problemId', requireAdmin, async (ctx) => {
    const problemId = ctx.params.problemId!;
    await existing(problemId);
    // A fresh public id per upload: a replaced video never shares a (CDN-cached) URL with the old one.
    const publicId = `${videoFolder(problemId)}${deps.newId().replace(/-/g, '')}`;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = deps.video.uploads.signUpload(publicId, deps.clock());
  });

  router.post('/save', requireAdmin, async (ctx) => {
    const { problemId, cloudinaryPublicId } = parseBody(ctx, saveVideoBody);
    await existing(problemId);
    if (!isVideoOfProblem(cloudinaryPublicId, problemId)) throw new HttpError(400, VIDEO_OF_ANOTHER_PROBLEM, 'INVALID');
    const host = deps.video.uploads;
    // Before the confirmation: from then on no sweep takes the upload, though the save is not yet in the read models.
    await host.hold?.(cloudinaryPublicId, deps.clock());
    const hosted = await confirm(host, cloudinaryPublicId);
    const { by, now } = actor(ctx);
    const { newEvents } = await executeProblemCommand(deps, problemId, {
      type: 'AttachVideo',
      data: {
        problemId,
        by,
        now,
        video: {
          host: host.kind,
          cloudinaryPublicId,
          secureUrl: hosted.secureUrl,
          thumbnailUrl: hosted.thumbnailUrl,
          duration: hosted.duration,
        },
      },
    });
    await deps.video.deleteRemovedAssets(newEvents, new Date(now));
    const video = (await existing(problemId)).video;
    if (!video) throw notFound(PROBLEM_NOT_FOUND);
    ctx.status = newEvents.length > 0 ? 201 : 200;
    ctx.body = { videoSolution: videoSolution(problemId, video) };
  });

  router.delete('/delete/:problemId', requireAdmin, async (ctx) => {
    const problemId = ctx.params.problemId!;
    await existing(problemId);
    const { by, now } = actor(ctx);
    const { newEvents } = await executeProblemCommand(deps, problemId, { type: 'RemoveVideo', data: { problemId, by, now } });
    await deps.video.deleteRemovedAssets(newEvents, new Date(now));
    ctx.body = { message: 'Video deleted successfully' };
  });

  return router;
}
