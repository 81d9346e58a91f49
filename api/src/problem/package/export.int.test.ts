import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sampleProblem } from '@forge/domain/testing';
import { createProblemAsAdmin, signIn, useTestPlatform } from '../../testing/testPlatform';
import { testlibSumChecker } from './testing/testlibSum';
import { defaultZipLimits, scratchDir, withUnpackedZip } from './zip';
import { streamToBuffer, zipDirectory } from './zipDirectory';

/**
 * Export (issue 34): GET /api/admin/problem/:id/package gives the problem as a package zip that
 * imports back to the same problem (cases, limits, checker, statement, solutions, subtasks), with
 * the real route, judge and log.
 */
const test = useTestPlatform({}, { timeout: 600_000 });
const fixture = (name: string) => join(__dirname, 'fixtures', name);

const importZip = async (zip: Buffer) => {
  const admin = await signIn(test);
  const res = await admin.post('/api/admin/problem/import').attach('package', zip, 'package.zip');
  expect(res.status).toBe(201);
  return res.body.problemId as string;
};
const exported = async (problemId: string) => {
  const admin = await signIn(test);
  const res = await admin
    .get(`/api/admin/problem/${problemId}/package`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return res.body as Buffer;
};
const problemOf = async (problemId: string) => {
  const admin = await signIn(test);
  const body = (await admin.get(`/api/problem/problemById/${problemId}`).expect(200)).body as Record<string, unknown>;
  const dropped = new Set(['_id', 'problemId', 'createdAt', 'updatedAt', 'descriptionHtml', 'statementHtml']);
  const content = Object.fromEntries(Object.entries(body).filter(([key]) => !dropped.has(key)));
  return content as Record<string, unknown> & { wrongSolutions?: { completeCode: string; expectedVerdict: string }[] };
};
/** A Partial solution's code carries the score tag the export adds; the rest is compared whole. */
const withoutScoreTags = (content: Awaited<ReturnType<typeof problemOf>>) => ({
  ...content,
  wrongSolutions: content.wrongSolutions?.map((w) => ({
    ...w,
    completeCode: w.completeCode.replace(/^(\/\/|#) @EXPECTED_SCORE@: \d+\n/, ''),
  })),
});

describe('exporting a problem as a package', () => {
  it.each(['divide', 'divisor', 'guess', 'pair-sum'])(
    'the %s package imports, exports and imports back to the same problem',
    async (name) => {
      const first = await importZip(await streamToBuffer(await zipDirectory(fixture(name))));
      const again = await importZip(await exported(first));
      expect(withoutScoreTags(await problemOf(again))).toEqual(withoutScoreTags(await problemOf(first)));
    },
  );

  it("a problem made with the admin's form comes back the same, its exact rule and start code with it", async () => {
    const first = await createProblemAsAdmin(test, sampleProblem());
    const again = await importZip(await exported(first));
    const before = await problemOf(first);
    const after = await problemOf(again);
    // The format keeps no explanation of a sample: the import writes its own.
    const noExplanations = (c: Record<string, unknown>) => ({
      ...c,
      visibleTestCases: (c.visibleTestCases as { input: string; output: string }[]).map(({ input, output }) => ({ input, output })),
    });
    // A problem without its own time limit has the judge's default (2 s), which the package names.
    expect(noExplanations(after)).toEqual(
      noExplanations({ ...before, validation: before.validation ?? { kind: 'exact' }, timeLimitSeconds: before.timeLimitSeconds ?? 2 }),
    );
  });

  it('a problem with a testlib checker comes back with it, the package holding it in a Kattis main that other judges run', async () => {
    const validation = { kind: 'checker', protocol: 'testlib', language: 'cpp', ...testlibSumChecker };
    const first = await createProblemAsAdmin(test, { ...sampleProblem(), validation });
    const zip = await exported(first);
    // The package's output validator is the Kattis main (testlibShim.int.test.ts judges with it as Kattis).
    const scratch = await scratchDir();
    try {
      await writeFile(join(scratch.path, 'package.zip'), zip);
      const names = await withUnpackedZip(join(scratch.path, 'package.zip'), defaultZipLimits(), (dir) =>
        readdir(join(dir, 'output_validator')),
      );
      expect(names.sort()).toEqual(['testlib.h', 'testlib_checker.h', 'validator.cpp']);
    } finally {
      await scratch.cleanup();
    }
    const again = await importZip(zip);
    expect((await problemOf(again)).validation).toEqual((await problemOf(first)).validation);
  });

  it('answers 404 for a problem that does not exist', async () => {
    const admin = await signIn(test);
    await admin.get('/api/admin/problem/000000000000000000000000/package').expect(404);
  });
});
