import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { exists, readText, type Findings } from './packageFiles';

/** The statement's folder: `statement/` (2023-07 on), `problem_statement/` (legacy). */
const FOLDERS = ['statement', 'problem_statement'];
export const PLACEHOLDER =
  'This problem was imported without a statement. An admin must write its statement here before learners can solve it.';

/**
 * LaTeX to Markdown with pandoc, math kept as `$…$` for the platform's KaTeX: the format's
 * `\problemname{}` (the title, which the platform shows apart) is taken out first, and its
 * sections come out as `##` headings, as statements already are.
 */
export function latexToMarkdown(latex: string): Promise<string> {
  const body = latex.replace(/\\problemname\{[^}]*\}/g, '');
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pandoc',
      [
        '-f',
        'latex',
        '-t',
        'markdown-raw_tex-header_attributes-smart-simple_tables-multiline_tables-grid_tables',
        '--wrap=none',
        '--shift-heading-level-by=1',
      ],
      { timeout: 30_000, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout.trim())),
    );
    child.stdin?.end(body);
  });
}

/**
 * The statement as Markdown, in the order the issue names: `problem.md` / `problem.en.md`, else
 * `problem.en.tex` / `problem.tex` through pandoc, else a PDF (not shown: a warning) or nothing
 * (a placeholder an admin must replace, and a warning). A statement in another language alone is
 * taken when there is no English one.
 */
export async function readStatement(root: string, findings: Findings): Promise<string> {
  for (const folder of FOLDERS) {
    for (const name of ['problem.en.md', 'problem.md']) {
      const path = join(root, folder, name);
      if (await exists(path)) return (await readText(path)).trim();
    }
  }
  for (const folder of FOLDERS) {
    for (const name of ['problem.en.tex', 'problem.tex']) {
      const path = join(root, folder, name);
      if (!(await exists(path))) continue;
      try {
        return await latexToMarkdown(await readText(path));
      } catch (error) {
        findings.problems.push(`${folder}/${name} could not be converted to Markdown: ${(error as Error).message.slice(0, 300)}`);
        return PLACEHOLDER;
      }
    }
  }
  for (const folder of FOLDERS) {
    for (const name of ['problem.en.pdf', 'problem.pdf']) {
      if (await exists(join(root, folder, name))) {
        findings.warnings.push(
          `the statement is a PDF (${folder}/${name}), which the platform does not show yet: a placeholder stands in for it`,
        );
        return PLACEHOLDER;
      }
    }
  }
  findings.warnings.push('the package has no statement: a placeholder stands in for it, which an admin must replace');
  return PLACEHOLDER;
}
