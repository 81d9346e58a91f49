import { join } from 'node:path';
import type { SubmissionLanguage } from '@forge/contracts';
import { entries, isDir, readProgram, type Findings } from './packageFiles';

/** A verdict as the platform names it; `Accepted` for the reference solutions. */
export type PackageVerdict = 'Accepted' | 'Wrong Answer' | 'Time Limit Exceeded' | 'Runtime Error' | 'Partial';

/** The format's submission folders and the verdict each must get. */
export const folderVerdicts: Readonly<Record<string, PackageVerdict>> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong Answer',
  time_limit_exceeded: 'Time Limit Exceeded',
  run_time_error: 'Runtime Error',
  partially_accepted: 'Partial',
};
const tagVerdicts: Readonly<Record<string, PackageVerdict>> = {
  ACCEPTED: 'Accepted',
  WRONG_ANSWER: 'Wrong Answer',
  TIME_LIMIT_EXCEEDED: 'Time Limit Exceeded',
  RUN_TIME_ERROR: 'Runtime Error',
};

export interface PackageSubmission {
  readonly path: string;
  readonly folder: string;
  readonly language: SubmissionLanguage;
  readonly code: string;
  /** The verdicts it may get: its folder's, or those its `@EXPECTED_RESULTS@:` tag lists. */
  readonly expected: readonly PackageVerdict[];
  /** A partially accepted one's score, from its `@EXPECTED_SCORE@:` tag. */
  readonly expectedScore?: number;
}

/** `@EXPECTED_RESULTS@: WRONG_ANSWER, TIME_LIMIT_EXCEEDED` in a submission's source, as verdicts. */
export function expectedResults(code: string): PackageVerdict[] | undefined {
  const tag = /@EXPECTED_RESULTS@\s*:\s*([A-Z_,\s]+)/.exec(code);
  if (!tag) return undefined;
  const verdicts = tag[1]!
    .split(/[\s,]+/)
    .map((name) => tagVerdicts[name])
    .filter((v): v is PackageVerdict => v !== undefined);
  return verdicts.length > 0 ? verdicts : undefined;
}

/**
 * The package's example submissions in a language the judge knows, each with the verdicts it
 * must get; every other file is skipped with its reason (a language the judge does not know is
 * never judged as another).
 */
export async function readSubmissions(root: string, scoring: boolean, findings: Findings): Promise<PackageSubmission[]> {
  const submissions: PackageSubmission[] = [];
  for (const folder of await entries(join(root, 'submissions'))) {
    if (!folder.dir) {
      if (folder.name !== 'submissions.yaml')
        findings.skipped.push({ path: `submissions/${folder.name}`, reason: 'not in a verdict folder' });
      else findings.warnings.push('submissions/submissions.yaml is not read: each folder gives its verdict');
      continue;
    }
    const verdict = folderVerdicts[folder.name];
    for (const item of await entries(join(root, 'submissions', folder.name))) {
      const path = `submissions/${folder.name}/${item.name}`;
      if (!verdict || (verdict === 'Partial' && !scoring)) {
        findings.skipped.push({ path, reason: `the folder ${folder.name} is not one the import proves` });
        continue;
      }
      const program = await readProgram(root, path);
      if ('reason' in program) {
        findings.skipped.push({ path, reason: program.reason });
        continue;
      }
      if ((await isDir(join(root, path))) && program.files.length > 0) {
        findings.skipped.push({ path, reason: 'a submission of several files, which the platform does not judge' });
        continue;
      }
      const score = /@EXPECTED_SCORE@\s*:\s*([0-9.]+)/.exec(program.source);
      if (verdict === 'Partial' && !score) {
        findings.skipped.push({ path, reason: 'a partially accepted submission without an @EXPECTED_SCORE@: tag' });
        continue;
      }
      submissions.push({
        path,
        folder: folder.name,
        language: program.language,
        code: program.source,
        expected: expectedResults(program.source) ?? [verdict],
        ...(verdict === 'Partial' ? { expectedScore: Number(score![1]) } : {}),
      });
    }
  }
  return submissions;
}
