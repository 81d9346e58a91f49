import type { Config } from '../config';

/** Where editorial videos live: Cloudinary when CLOUDINARY_URL is set, else the built-in media host. */
export interface VideoServices {
  readonly host: 'cloudinary' | 'mediaHost';
  close?(): Promise<void>;
}

export function createVideoServices(config: Config, _log: (message: string, error?: unknown) => void): VideoServices {
  return { host: config.CLOUDINARY_URL ? 'cloudinary' : 'mediaHost' };
}
