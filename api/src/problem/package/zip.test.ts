import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawZip, type RawMember } from './testing/rawZip';
import { defaultZipLimits, PackageRefused, withUnpackedZip, type ZipLimits } from './zip';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'zip-test-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const zipFile = async (members: RawMember[]) => {
  const path = join(work, 'package.zip');
  await writeFile(path, rawZip(members));
  return path;
};

/** Unpacks under `work/scratch` and returns what the refusal said (or the files read). */
const refusal = async (members: RawMember[], limits: ZipLimits = defaultZipLimits()) => {
  const scratch = join(work, 'scratch');
  const error = await withUnpackedZip(await zipFile(members), limits, async () => 'unpacked', scratch).catch((e: unknown) => e);
  // Nothing is left behind, refused or not.
  expect(await readdir(scratch)).toEqual([]);
  expect(error).toBeInstanceOf(PackageRefused);
  return (error as PackageRefused).problems;
};

describe('the package zip reader', () => {
  it('unpacks a sound zip, folders and all, and removes it afterwards', async () => {
    const scratch = join(work, 'scratch');
    const path = await zipFile([
      { name: 'problem.yaml', content: 'name: Hello\n' },
      { name: 'data/secret/group1/1.in', content: '1 2\n' },
    ]);
    const seen = await withUnpackedZip(
      path,
      defaultZipLimits(),
      async (dir) => [await readFile(join(dir, 'problem.yaml'), 'utf8'), await readFile(join(dir, 'data/secret/group1/1.in'), 'utf8')],
      scratch,
    );
    expect(seen).toEqual(['name: Hello\n', '1 2\n']);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('refuses a zip with a climbing name, an absolute name and a symbolic link, naming each', async () => {
    const problems = await refusal([
      { name: 'problem.yaml', content: 'name: x\n' },
      { name: '../escape.txt', content: 'out' },
      { name: 'data/../../escape2.txt', content: 'out' },
      { name: '/etc/evil', content: 'out' },
      { name: 'data/link', content: '/etc/passwd', mode: 0o120777 },
    ]);
    expect(problems).toEqual([
      '"../escape.txt" climbs out of the package (..)',
      '"data/../../escape2.txt" climbs out of the package (..)',
      '"/etc/evil" is an absolute path',
      '"data/link" is a symbolic link',
    ]);
    await expect(readFile(join(work, 'escape.txt'))).rejects.toThrow();
  });

  it('refuses members and totals past the limits, and the ratio of a zip bomb', async () => {
    const limits = { ...defaultZipLimits(), maxEntryBytes: 3 * 1024 * 1024, maxTotalBytes: 4 * 1024 * 1024 };
    const problems = await refusal(
      [
        { name: 'big.in', content: Buffer.alloc(3 * 1024 * 1024 + 1, 'x') },
        { name: 'also.in', content: Buffer.alloc(2 * 1024 * 1024, 'y') },
      ],
      limits,
    );
    expect(problems[0]).toBe('"big.in" unpacks to 3145729 bytes, more than the limit of 3145728');
    expect(problems[1]).toMatch(/^"big.in" unpacks \d+ times its packed size, more than 200 \(a zip bomb\)$/);
    expect(problems[2]).toMatch(/^"also.in" unpacks \d+ times its packed size/);
    expect(problems[3]).toBe('it unpacks to 5242881 bytes, more than the limit of 4194304');
    expect(problems[4]).toMatch(/^it unpacks \d+ times its packed size/);
  });

  it('stops a member whose header claims less than it holds', async () => {
    const problems = await refusal([{ name: 'liar.in', content: Buffer.alloc(5000, 'z'), claimedSize: 10 }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"liar.in" (cannot be unpacked|unpacks past the limit)/);
  });

  it('refuses what is not a zip at all', async () => {
    const scratch = join(work, 'scratch');
    const path = join(work, 'not.zip');
    await writeFile(path, 'hello, I am text');
    const error = await withUnpackedZip(path, defaultZipLimits(), async () => 'x', scratch).catch((e: unknown) => e);
    expect((error as PackageRefused).problems[0]).toMatch(/^it is not a readable zip/);
    expect(await readdir(scratch)).toEqual([]);
  });
});
