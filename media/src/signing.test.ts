import { checkSignedRequest, signParams, stringToSign } from './signing';

const credentials = { apiKey: 'key-1', apiSecret: 'abcd' };
const now = new Date('2026-03-01T12:00:00Z');
const timestamp = Math.floor(now.getTime() / 1000);

describe('Cloudinary signatures', () => {
  it("reproduces the example in Cloudinary's 'Generating authentication signatures' page", () => {
    const params = {
      timestamp: 1315060510,
      public_id: 'sample_image',
      eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
      api_key: '1234',
      file: 'x',
      resource_type: 'video',
      cloud_name: 'demo',
    };
    expect(stringToSign(params)).toBe('eager=w_400,h_300,c_pad|w_260,h_200,c_crop&public_id=sample_image&timestamp=1315060510');
    expect(signParams(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('leaves empty values out, as the SDKs do', () => {
    expect(stringToSign({ public_id: 'a', tags: '', timestamp: 1 })).toBe('public_id=a&timestamp=1');
  });

  describe('checkSignedRequest', () => {
    const signed = (params: Record<string, string | number>) => ({ ...params, api_key: 'key-1', signature: signParams(params, 'abcd') });

    it('accepts a fresh, correctly signed request', () => {
      expect(checkSignedRequest(signed({ public_id: 'p', timestamp }), credentials, now)).toBeNull();
      expect(checkSignedRequest(signed({ public_id: 'p', timestamp: timestamp - 3599 }), credentials, now)).toBeNull();
    });

    it('refuses a changed parameter, a wrong key, a missing field and an hour-old timestamp', () => {
      expect(checkSignedRequest({ ...signed({ public_id: 'p', timestamp }), public_id: 'q' }, credentials, now)).toEqual({
        status: 401,
        message: expect.stringMatching(/^Invalid Signature [0-9a-f]{40}\. String to sign - 'public_id=q&timestamp=\d+'\.$/),
      });
      expect(checkSignedRequest({ ...signed({ timestamp }), api_key: 'other' }, credentials, now)).toEqual({
        status: 401,
        message: 'Unknown API key other',
      });
      expect(checkSignedRequest({ timestamp, api_key: 'key-1' }, credentials, now)).toEqual({
        status: 400,
        message: 'Missing required parameter - signature',
      });
      expect(checkSignedRequest(signed({ public_id: 'p', timestamp: timestamp - 3601 }), credentials, now)?.message).toMatch(
        /^Stale request - reported time is .* \(1 hour\)/,
      );
    });
  });
});
