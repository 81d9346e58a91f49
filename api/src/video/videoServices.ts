import type { DomainEvent } from '@forge/domain';
import { MediaHost } from '@forge/media';
import type { Config } from '../config';
import { cloudinaryHost } from './cloudinaryHost';
import { parseCloudinaryUrl } from './cloudinaryUrl';
import { scheduleMediaSweep, sweepAbandonedUploads, type MediaSweepDeps } from './mediaSweep';
import type { VideoHost, VideoHostKind } from './videoHost';

/** Where editorial videos live: Cloudinary when CLOUDINARY_URL is set, else the built-in media host. */
export interface VideoServices {
  /** Where new uploads go. */
  readonly host: VideoHostKind;
  readonly uploads: VideoHost;
  /** Always open: it serves the videos uploaded to it, even after a switch to Cloudinary. */
  readonly mediaHost: MediaHost;
  /** The host a recorded video lives on; null for Cloudinary when it is no longer configured. */
  hostOf(kind: VideoHostKind): VideoHost | null;
  /**
   * Deletes the assets of the videos these (appended) events removed. The log is the truth:
   * a failure here leaves an orphaned asset, which is logged with its public id, never a
   * problem pointing at a missing video.
   */
  deleteRemovedAssets(events: readonly DomainEvent[], now: Date): Promise<void>;
  /**
   * Deletes the media host's abandoned uploads now, in the background, and every hour until
   * `close`. Needs the read models, so it starts with the app rather than with these services;
   * a second call does nothing.
   */
  startSweep(deps: Omit<MediaSweepDeps, 'host' | 'log'>): void;
  close?(): Promise<void>;
}

export function createVideoServices(config: Config, log: (message: string, error?: unknown) => void): VideoServices {
  // As of a past point (--as-of) the media host serves the videos there are and writes nothing:
  // no folders or signing secret made, no old upload removed at start, no sweep.
  const readOnly = config.AS_OF !== undefined;
  const mediaHost = new MediaHost(config.DATA_DIR, { readOnly });
  if (!config.CLOUDINARY_URL && !readOnly) {
    try {
      mediaHost.prepare();
    } catch (error) {
      log(`The media host cannot use ${config.DATA_DIR}/media: video uploads will fail until it can (or set CLOUDINARY_URL)`, error);
    }
  }
  const cloudinary = config.CLOUDINARY_URL ? cloudinaryHost(parseCloudinaryUrl(config.CLOUDINARY_URL)) : null;
  const hostOf = (kind: VideoHostKind) => (kind === 'cloudinary' ? cloudinary : mediaHost);
  let sweeping: ReturnType<typeof scheduleMediaSweep> | undefined;
  return {
    host: cloudinary ? 'cloudinary' : 'mediaHost',
    uploads: cloudinary ?? mediaHost,
    mediaHost,
    hostOf,
    async deleteRemovedAssets(events, now) {
      for (const event of events) {
        if (event.type !== 'ProblemVideoRemoved') continue;
        const { host, cloudinaryPublicId } = event.data;
        const where = hostOf(host);
        if (!where) {
          log(`video ${cloudinaryPublicId} is on ${host}, which is not configured: delete it there by hand`);
          continue;
        }
        await where
          .destroy(cloudinaryPublicId, now)
          .catch((error: unknown) => log(`could not delete video ${cloudinaryPublicId} from ${host}: delete it there by hand`, error));
      }
    },
    startSweep(deps) {
      if (readOnly) return;
      // Swept even when uploads go to Cloudinary: the media host still keeps (and serves) older videos.
      sweeping ??= scheduleMediaSweep(async () => {
        try {
          const { deleted, strayFiles, skipped } = await sweepAbandonedUploads({
            store: deps.store,
            readModels: deps.readModels,
            clock: deps.clock,
            host: mediaHost,
            log,
          });
          if (skipped) log(`media sweep skipped: ${skipped}`);
          for (const publicId of deleted) log(`media sweep: deleted video ${publicId}, which no problem uses`);
          if (strayFiles.length > 0) log(`media sweep: deleted ${strayFiles.length} stray files under ${config.DATA_DIR}/media`);
        } catch (error) {
          log('media sweep failed', error);
        }
      });
    },
    async close() {
      await sweeping?.stop();
    },
  };
}
