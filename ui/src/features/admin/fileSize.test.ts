import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [12_939_000, '12.34 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes read %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
