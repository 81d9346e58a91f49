/** Cloudinary's API origin; `?upload_prefix=` in CLOUDINARY_URL replaces it, as in Cloudinary's SDKs. */
export const CLOUDINARY_API = 'https://api.cloudinary.com';

export interface CloudinaryAccount {
  readonly cloudName: string;
  readonly apiKey: string;
  readonly apiSecret: string;
  /** Origin of the Upload and Admin APIs. */
  readonly apiOrigin: string;
}

const SHAPE = /^cloudinary:\/\/([^:@/]+):([^@/]+)@([^?/]+)\/?(?:\?(.*))?$/;
const INVALID = 'Invalid configuration: CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>';

/** Reads `cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=<origin>]`. */
export function parseCloudinaryUrl(value: string): CloudinaryAccount {
  const match = SHAPE.exec(value.trim());
  if (!match) throw new Error(INVALID);
  const [, key, secret, cloud, query] = match;
  const prefix = new URLSearchParams(query ?? '').get('upload_prefix');
  let apiOrigin = CLOUDINARY_API;
  if (prefix) {
    try {
      const url = new URL(prefix);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
      apiOrigin = url.origin;
    } catch {
      throw new Error('Invalid configuration: CLOUDINARY_URL upload_prefix must be a URL such as https://api.cloudinary.com');
    }
  }
  return { apiKey: decodeURIComponent(key!), apiSecret: decodeURIComponent(secret!), cloudName: decodeURIComponent(cloud!), apiOrigin };
}
