import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import { probedAsset, probeVideo, receiveUpload, type StoredVideo } from '@forge/media';

/** A video the fake holds, as Cloudinary would describe it: what the media host records, with its URL. */
export type FakeAsset = Omit<StoredVideo, 'original_filename'> & { readonly secure_url: string };

export interface FakeCloudinary {
  /** A CLOUDINARY_URL pointing the server at this fake (`?upload_prefix=`, as the SDKs read it). */
  readonly url: string;
  readonly origin: string;
  readonly cloudName: string;
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly assets: Map<string, FakeAsset>;
  /** Every call, with the status it got. */
  readonly calls: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const UNSIGNED = ['file', 'cloud_name', 'resource_type', 'api_key', 'signature'];
const HOUR = 3600;

/**
 * Cloudinary's Upload and Admin APIs for videos on a loopback port: signed upload, resource
 * lookup with basic auth, signed destroy. Signatures are checked with Cloudinary's own SDK
 * (`utils.api_sign_request`), not with the code under test.
 */
export async function startFakeCloudinary(
  options: { cloudName?: string; apiKey?: string; apiSecret?: string; now?: () => Date } = {},
): Promise<FakeCloudinary> {
  const cloudName = options.cloudName ?? 'forge-test';
  const apiKey = options.apiKey ?? '614335564976464';
  const apiSecret = options.apiSecret ?? 'fake-cloudinary-secret-value';
  const now = options.now ?? (() => new Date());
  const assets = new Map<string, FakeAsset>();
  const calls: FakeCloudinary['calls'] = [];
  const files = mkdtempSync(join(tmpdir(), 'fake-cloudinary-'));
  let origin = '';
  let counter = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
    return status;
  };
  const fail = (res: ServerResponse, status: number, message: string) => send(res, status, { error: { message } });

  /** Cloudinary's checks on a signed call, in its order and words. */
  const refuseSigned = (res: ServerResponse, params: Record<string, string>): number | null => {
    if (!params['api_key']) return fail(res, 400, 'Must supply api_key');
    if (params['api_key'] !== apiKey) return fail(res, 401, `Unknown API key ${params['api_key']}`);
    if (!params['timestamp']) return fail(res, 400, 'Missing required parameter - timestamp');
    if (!params['signature']) return fail(res, 400, 'Missing required parameter - signature');
    const seconds = Number(params['timestamp']);
    if (Math.abs(now().getTime() / 1000 - seconds) > HOUR) {
      return fail(
        res,
        400,
        `Stale request - reported time is ${new Date(seconds * 1000).toISOString()} which is out of the reasonable time range (1 hour) from current time ${now().toISOString()}`,
      );
    }
    const toSign = Object.fromEntries(Object.entries(params).filter(([k]) => !UNSIGNED.includes(k)));
    const expected = cloudinary.utils.api_sign_request(toSign, apiSecret);
    if (params['signature'] !== expected)
      return fail(
        res,
        401,
        `Invalid Signature ${params['signature']}. String to sign - '${Object.keys(toSign)
          .sort()
          .map((k) => `${k}=${toSign[k]}`)
          .join('&')}'.`,
      );
    return null;
  };

  async function upload(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const received = await receiveUpload(req, {
      maxBytes: 100 * 1024 * 1024,
      tmpFile: () => join(files, `upload-${++counter}`),
      authorize: () => null,
    });
    if ('refusal' in received) return fail(res, received.refusal.status, received.refusal.message);
    const { fields, file } = received;
    try {
      const refused = refuseSigned(res, fields);
      if (refused) return refused;
      const probe = await probeVideo(file.path);
      if (!probe) return fail(res, 400, 'Unsupported video format or file');
      const publicId = fields['public_id'] || `fake${counter}`;
      const version = Math.floor(now().getTime() / 1000);
      const format = probe.formatName.includes('webm') ? 'webm' : 'mp4';
      const asset: FakeAsset = {
        ...probedAsset(publicId, format, file, probe),
        version,
        created_at: now().toISOString(),
        secure_url: `${origin}/${cloudName}/video/upload/v${version}/${publicId}.${format}`,
      };
      assets.set(publicId, asset);
      return send(res, 200, { ...asset, resource_type: 'video', type: 'upload', url: asset.secure_url });
    } finally {
      rmSync(file.path, { force: true });
    }
  }

  function lookup(req: IncomingMessage, res: ServerResponse, publicId: string, query: URLSearchParams): number {
    const expected = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return fail(res, 401, 'Invalid credentials');
    const asset = assets.get(publicId);
    if (!asset) return fail(res, 404, `Resource not found - ${publicId}`);
    // The Admin API reports a video's duration in video_metadata when asked for media metadata.
    const { duration, ...resource } = asset;
    const metadata = query.get('media_metadata') === 'true' ? { video_metadata: { format: { duration: String(duration) } } } : {};
    return send(res, 200, { ...resource, resource_type: 'video', type: 'upload', url: asset.secure_url, ...metadata });
  }

  async function destroy(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const params = req.headers['content-type']?.includes('json')
      ? (JSON.parse(text) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(text));
    const refused = refuseSigned(res, params);
    if (refused) return refused;
    const publicId = params['public_id'] ?? '';
    if (!publicId) return fail(res, 400, 'Missing required parameter - public_id');
    return send(res, 200, { result: assets.delete(publicId) ? 'ok' : 'not found' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/v1_1\/([^/]+)\/(.+)$/.exec(url.pathname);
    const handle = async (): Promise<number> => {
      if (!match || decodeURIComponent(match[1]!) !== cloudName) return fail(res, 404, 'Invalid cloud_name');
      const action = match[2]!;
      if (req.method === 'POST' && action === 'video/upload') return upload(req, res);
      if (req.method === 'POST' && action === 'video/destroy') return destroy(req, res);
      const resource = /^resources\/video\/upload\/(.+)$/.exec(action);
      if (req.method === 'GET' && resource) return lookup(req, res, decodeURIComponent(resource[1]!), url.searchParams);
      return fail(res, 404, 'Not found');
    };
    handle().then(
      (status) => calls.push({ method: req.method ?? '', path: url.pathname, status }),
      (error: unknown) => {
        calls.push({ method: req.method ?? '', path: url.pathname, status: 500 });
        if (!res.headersSent) fail(res, 500, String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `cloudinary://${apiKey}:${apiSecret}@${cloudName}?upload_prefix=${origin}`,
    origin,
    cloudName,
    apiKey,
    apiSecret,
    assets,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(files, { recursive: true, force: true });
      }),
  };
}
