import { useStarted } from '../testing/lifecycle';
import { signedUploadForm } from './testing/multipart';
import { useTestClip } from './testing/videoTestKit';
import { cloudinaryHost } from './cloudinaryHost';
import { parseCloudinaryUrl } from './cloudinaryUrl';
import { startFakeCloudinary } from './testing/fakeCloudinary';
import { VideoHostError, type UploadSignature } from './videoHost';

const clip = useTestClip(3);
const cloudinary = useStarted(startFakeCloudinary);

/** What the browser does with the signature: a multipart POST straight to upload_url. */
async function post(signed: UploadSignature, overrides: Record<string, string> = {}) {
  const form = signedUploadForm(signed, { bytes: clip(), type: 'video/mp4', name: 'clip.mp4' }, overrides);
  const response = await fetch(signed.upload_url, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message: string } } };
}

const host = () => cloudinaryHost(parseCloudinaryUrl(cloudinary().url));

describe('the Cloudinary host against a fake Cloudinary that checks signatures with the SDK', () => {
  it("signs an upload that Cloudinary accepts, at Cloudinary's upload URL", async () => {
    const signed = host().signUpload('forge/problems/p1/a1', new Date());
    expect(signed).toMatchObject({
      public_id: 'forge/problems/p1/a1',
      api_key: cloudinary().apiKey,
      cloud_name: cloudinary().cloudName,
      upload_url: `${cloudinary().origin}/v1_1/${cloudinary().cloudName}/video/upload`,
    });
    expect(signed.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.stringify(signed)).not.toContain(cloudinary().apiSecret);
    const { status, body } = await post(signed);
    expect(status).toBe(200);
    expect(body).toMatchObject({ public_id: 'forge/problems/p1/a1', resource_type: 'video', format: 'mp4', duration: 3 });
  });

  it('is refused for a wrong signature, another public id, or a timestamp over an hour old', async () => {
    const signed = host().signUpload('forge/problems/p1/a2', new Date());
    const forged = await post(signed, { signature: signed.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.message).toMatch(/^Invalid Signature/);
    const swapped = await post(signed, { public_id: 'forge/problems/p2/a2' });
    expect(swapped.status).toBe(401);
    const stale = await post(host().signUpload('forge/problems/p1/a3', new Date(Date.now() - 3601_000)));
    expect(stale.status).toBe(400);
    expect(stale.body.error?.message).toMatch(/^Stale request/);
    const wrongSecret = cloudinaryHost({ ...parseCloudinaryUrl(cloudinary().url), apiSecret: 'not-the-secret' }).signUpload(
      'forge/problems/p1/a4',
      new Date(),
    );
    expect((await post(wrongSecret)).status).toBe(401);
    for (const refused of ['forge/problems/p1/a2', 'forge/problems/p2/a2', 'forge/problems/p1/a3', 'forge/problems/p1/a4'])
      expect(cloudinary().assets.has(refused)).toBe(false);
  });

  it("finds an uploaded video through the Admin API with basic auth, with Cloudinary's duration and a JPEG thumbnail", async () => {
    await post(host().signUpload('forge/problems/p1/b1', new Date()));
    const found = await host().find('forge/problems/p1/b1');
    expect(found).toEqual({
      publicId: 'forge/problems/p1/b1',
      secureUrl: cloudinary().assets.get('forge/problems/p1/b1')!.secure_url,
      thumbnailUrl: cloudinary()
        .assets.get('forge/problems/p1/b1')!
        .secure_url.replace(/\.mp4$/, '.jpg'),
      duration: 3,
    });
    expect(cloudinary().calls.at(-1)).toEqual({
      method: 'GET',
      path: `/v1_1/${cloudinary().cloudName}/resources/video/upload/forge%2Fproblems%2Fp1%2Fb1`,
      status: 200,
    });
    expect(await host().find('forge/problems/p1/never')).toBeNull();
    const wrongSecret = cloudinaryHost({ ...parseCloudinaryUrl(cloudinary().url), apiSecret: 'not-the-secret' });
    await expect(wrongSecret.find('forge/problems/p1/b1')).rejects.toThrow(VideoHostError);
    expect(cloudinary().calls.at(-1)?.status).toBe(401);
  });

  it('destroys a video with a signed request, and a second destroy is harmless', async () => {
    await post(host().signUpload('forge/problems/p1/c1', new Date()));
    expect(cloudinary().assets.has('forge/problems/p1/c1')).toBe(true);
    await host().destroy('forge/problems/p1/c1', new Date());
    expect(cloudinary().assets.has('forge/problems/p1/c1')).toBe(false);
    expect(cloudinary().calls.at(-1)).toEqual({ method: 'POST', path: `/v1_1/${cloudinary().cloudName}/video/destroy`, status: 200 });
    await expect(host().destroy('forge/problems/p1/c1', new Date())).resolves.toBeUndefined();
  });

  it('does not destroy with a wrong secret or a stale timestamp', async () => {
    await post(host().signUpload('forge/problems/p1/d1', new Date()));
    const wrongSecret = cloudinaryHost({ ...parseCloudinaryUrl(cloudinary().url), apiSecret: 'not-the-secret' });
    await expect(wrongSecret.destroy('forge/problems/p1/d1', new Date())).rejects.toThrow(/401: Invalid Signature/);
    await expect(host().destroy('forge/problems/p1/d1', new Date(Date.now() - 2 * 3600_000))).rejects.toThrow(/400: Stale request/);
    expect(cloudinary().assets.has('forge/problems/p1/d1')).toBe(true);
  });

  it('reports an unreachable Cloudinary as a host error', async () => {
    const nowhere = cloudinaryHost({ ...parseCloudinaryUrl(cloudinary().url), apiOrigin: 'http://127.0.0.1:9' });
    await expect(nowhere.find('forge/problems/p1/b1')).rejects.toThrow(VideoHostError);
  });
});
