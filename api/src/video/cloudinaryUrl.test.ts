import { CLOUDINARY_API, parseCloudinaryUrl } from './cloudinaryUrl';

describe('parseCloudinaryUrl', () => {
  it('reads key, secret and cloud name, and talks to Cloudinary by default', () => {
    expect(parseCloudinaryUrl('cloudinary://123456789012345:s3cr%2Ft-Value@My-Cloud')).toEqual({
      apiKey: '123456789012345',
      apiSecret: 's3cr/t-Value',
      cloudName: 'My-Cloud',
      apiOrigin: CLOUDINARY_API,
    });
  });

  it('takes the API origin from upload_prefix, as the SDKs do', () => {
    expect(parseCloudinaryUrl('cloudinary://k:s@demo?upload_prefix=http://127.0.0.1:4567').apiOrigin).toBe('http://127.0.0.1:4567');
  });

  it.each([
    'https://k:s@demo',
    'cloudinary://k@demo',
    'cloudinary://:s@demo',
    'cloudinary://k:s@',
    'cloudinary://k:s@demo?upload_prefix=ftp://x',
  ])('refuses %s with a configuration error', (value) =>
    expect(() => parseCloudinaryUrl(value)).toThrow(/Invalid configuration: CLOUDINARY_URL/),
  );
});
