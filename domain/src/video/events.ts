import { z } from 'zod';
import { defineEvent } from '@forge/events';

/** Where an editorial video is stored: Cloudinary when configured, else the server's own media host. */
export const videoHosts = ['cloudinary', 'mediaHost'] as const;
export type VideoHost = (typeof videoHosts)[number];

/** An editorial video confirmed to exist on its host and attached to a problem (replacing any earlier one). */
export const ProblemVideoAttached = defineEvent(
  'ProblemVideoAttached',
  z.object({
    problemId: z.string(),
    host: z.enum(videoHosts),
    cloudinaryPublicId: z.string(),
    secureUrl: z.string(),
    thumbnailUrl: z.string(),
    /** Seconds, as measured by the host. */
    duration: z.number().nonnegative(),
    uploadedBy: z.string(),
    uploadedAt: z.string(),
  }),
);

/** The editorial video a problem shows, as its host confirmed it. */
export type ProblemVideo = Omit<z.infer<typeof ProblemVideoAttached.schema>, 'problemId' | 'uploadedBy'>;

/**
 * The problem's video was detached (deleted, replaced, or gone with its problem). `host` says
 * where the asset lived, so whoever cleans up after the event knows where to delete it.
 */
export const ProblemVideoRemoved = defineEvent(
  'ProblemVideoRemoved',
  z.object({
    problemId: z.string(),
    host: z.enum(videoHosts),
    cloudinaryPublicId: z.string(),
    removedBy: z.string(),
    removedAt: z.string(),
  }),
);

/**
 * Where a problem's videos must live: the upload signature names a public id under it, so a
 * video uploaded for one problem cannot be attached to another.
 */
export const videoFolder = (problemId: string) => `forge/problems/${problemId}/`;

export const isVideoOfProblem = (publicId: string, problemId: string) => {
  const rest = publicId.startsWith(videoFolder(problemId)) ? publicId.slice(videoFolder(problemId).length) : '';
  return /^[A-Za-z0-9_-]+$/.test(rest);
};
